import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig(import.meta.url, {
  name: 'mfe_engage',
  port: 3002,
  title: 'Beacon · Engage',
  exposes: {
    './TipsPage': './src/features/tips/TipsPage.tsx',
    './SpeakingPage': './src/features/speaking/SpeakingPage.tsx'
  },
});
