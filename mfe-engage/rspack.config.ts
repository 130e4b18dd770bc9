import { baseConfig } from '../rspack.config.base';

// The shared base build (../rspack.config.base.ts), with nothing of this app's own.
export default baseConfig(import.meta.url);
