import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.config.base';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env: { WEBPACK_SERVE?: boolean }) =>
  createConfig(
    {
      dir,
      name: 'mfe_events',
      port: 3003,
      title: 'Beacon · Events',
      exposes: {
        './EventsPage': './src/features/events-list/EventsPage.tsx',
        './EventDetailPage': './src/features/event-detail/EventDetailPage.tsx'
      },
    },
    env,
  );
