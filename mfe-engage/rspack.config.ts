import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.config.base';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env: { WEBPACK_SERVE?: boolean }) =>
  createConfig(
    {
      dir,
      name: 'mfe_engage',
      port: 3002,
      title: 'Beacon · Engage',
      exposes: {
        './TipsPage': './src/features/tips/TipsPage.tsx',
        './SpeakingPage': './src/features/speaking/SpeakingPage.tsx'
      },
    },
    env,
  );
