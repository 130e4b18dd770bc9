import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.config.base';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env: { WEBPACK_SERVE?: boolean }) =>
  createConfig(
    {
      dir,
      name: 'mfe_media',
      port: 3001,
      title: 'Beacon · Media',
      exposes: {
        './ArchivePage': './src/features/archive/ArchivePage.tsx',
        './PlayerPage': './src/features/player/PlayerPage.tsx',
        './ElectionPage': './src/features/election/ElectionPage.tsx',
        './HoaxPage': './src/features/hoax/HoaxPage.tsx',
        './TeaserPage': './src/features/teaser/TeaserPage.tsx',
        './LatestVideos': './src/features/latest-videos/LatestVideos.tsx',
      },
    },
    env,
  );
