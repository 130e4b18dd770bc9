import { mountStandalone, remotePageRoutes, type PageModules } from '@beacon/shared/ui';
import { Navigate } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';

// The modules of this remote's pages, by the name the route manifest gives them, each loaded when its route is visited.
const PAGE_MODULES: PageModules = {
  './AdminApp': () => import('./app/AdminApp'),
};

// Standalone: the admin area alone, behind the same gate as in the host (the manifest marks it gated).
void mountStandalone((site) => [
  { path: paths.home.path, element: <Navigate to={paths.admin.root.href()} replace /> },
  ...remotePageRoutes('mfe_admin', site, PAGE_MODULES),
]);
