import { mountStandalone, remotePageRoutes } from '@beacon/shared/ui';
import PAGE_MODULES from '@beacon/generated/page-modules';
import { Navigate } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';

// Standalone: this remote's pages alone, with the same providers as in the host; its routes are the manifest's.
// Its root opens the list, as the admin remote's opens its area.
void mountStandalone((site) => [
  { path: paths.home.path, element: <Navigate to={paths.events.list.href()} replace /> },
  ...remotePageRoutes('mfe_events', site, PAGE_MODULES),
]);
