import { mountStandalone, remotePageRoutes } from '@beacon/shared/ui';
import PAGE_MODULES from '@beacon/generated/page-modules';
import { Navigate } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';

// Standalone: the admin area alone, behind the same gate as in the host (the manifest marks it gated).
void mountStandalone((site) => [
  { path: paths.home.path, element: <Navigate to={paths.admin.root.href()} replace /> },
  ...remotePageRoutes('mfe_admin', site, PAGE_MODULES),
]);
