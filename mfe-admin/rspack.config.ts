import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.config.base';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env: { WEBPACK_SERVE?: boolean }) =>
  createConfig(
    {
      dir,
      name: 'mfe_admin',
      port: 3004,
      title: 'Beacon · Admin',
      exposes: { './AdminApp': './src/app/AdminApp.tsx' },
    },
    env,
  );
