import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.config.base';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env: { WEBPACK_SERVE?: boolean }) =>
  createConfig(
    {
      dir,
      name: 'host',
      port: 3000,
      title: 'Beacon',
      runtimePlugins: [path.join(dir, 'src/federation/runtimePlugin.ts')],
    },
    env,
  );
