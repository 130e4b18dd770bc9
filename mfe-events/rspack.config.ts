import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig(import.meta.url, {
  name: 'mfe_events',
  port: 3003,
  title: 'Beacon · Events',
  exposes: {
    './EventsPage': './src/features/events-list/EventsPage.tsx',
    './EventDetailPage': './src/features/event-detail/EventDetailPage.tsx'
  },
});
