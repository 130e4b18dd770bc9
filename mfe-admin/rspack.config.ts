import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig(import.meta.url, {
  name: 'mfe_admin',
  port: 3004,
  title: 'Beacon · Admin',
  exposes: { './AdminApp': './src/app/AdminApp.tsx' },
});
