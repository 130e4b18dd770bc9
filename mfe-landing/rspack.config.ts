import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig(import.meta.url, {
  name: 'mfe_landing',
  port: 3005,
  title: 'Beacon · Coming Soon',
  exposes: {
    './LandingPage': './src/features/landing/LandingPage.tsx'
  },
});
