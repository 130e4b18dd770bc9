import { defineAppConfig } from '@beacon/platform/build';

export default defineAppConfig(import.meta.url);
