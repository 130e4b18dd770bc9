import { mountStandalone } from '@beacon/shared/ui';
import { Navigate } from '@beacon/shared/router';
import EventsPage from './features/events-list/EventsPage';
import EventDetailPage from './features/event-detail/EventDetailPage';
import { paths } from '@beacon/shared/routes';

// Standalone: this remote's pages alone, with the same providers as in the host.
// Its root opens the list, as the admin remote's opens its area.
void mountStandalone(() => [
  { path: paths.home.path, element: <Navigate to={paths.events.list.href()} replace /> },
  { path: paths.events.list.path, element: <EventsPage /> },
  { path: paths.events.detail.path, element: <EventDetailPage /> },
]);
