import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.config.base';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env: { WEBPACK_SERVE?: boolean }) =>
  createConfig(
    {
      dir,
      name: 'mfe_landing',
      port: 3005,
      title: 'Beacon · Coming Soon',
      exposes: {
        './LandingPage': './src/features/landing/LandingPage.tsx'
      },
    },
    env,
  );
