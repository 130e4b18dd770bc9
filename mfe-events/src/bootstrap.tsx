import { mountStandalone, remotePageRoutes, type PageModules } from '@beacon/shared/ui';
import { Navigate } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';

// The modules of this remote's pages, by the name the route manifest gives them, each loaded when its route is visited.
const PAGE_MODULES: PageModules = {
  './EventsPage': () => import('./features/events-list/EventsPage'),
  './EventDetailPage': () => import('./features/event-detail/EventDetailPage'),
};

// Standalone: this remote's pages alone, with the same providers as in the host; its routes are the manifest's.
// Its root opens the list, as the admin remote's opens its area.
void mountStandalone((site) => [
  { path: paths.home.path, element: <Navigate to={paths.events.list.href()} replace /> },
  ...remotePageRoutes('mfe_events', site, PAGE_MODULES),
]);
