import { mountStandalone } from '@beacon/shared/ui';
import EventsPage from './features/events-list/EventsPage';
import EventDetailPage from './features/event-detail/EventDetailPage';
import { paths } from '@beacon/shared/routes';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone(() => [
  { path: paths.events.list.path, element: <EventsPage /> },
  { path: paths.events.detail.path, element: <EventDetailPage /> },
]);
