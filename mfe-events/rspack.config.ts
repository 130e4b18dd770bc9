import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig(import.meta.url);
