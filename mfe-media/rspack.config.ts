import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig(import.meta.url, {
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
});
