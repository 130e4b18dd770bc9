import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '@beacon/platform/build';

export default defineAppConfig(import.meta.url, {
  runtimePlugins: [fileURLToPath(new URL('./src/federation/runtimePlugin.ts', import.meta.url))],
});
