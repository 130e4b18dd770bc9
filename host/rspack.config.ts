import { fileURLToPath } from 'node:url';
import { baseConfig } from '../rspack.config.base';

// The shared base build (../rspack.config.base.ts), with the host's federation runtime plugin.
export default baseConfig(import.meta.url, {
  runtimePlugins: [fileURLToPath(new URL('./src/federation/runtimePlugin.ts', import.meta.url))],
});
