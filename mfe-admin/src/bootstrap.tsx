import { AdminGate, mountStandalone } from '@beacon/shared/ui';
import { Navigate } from '@beacon/shared/router';
import AdminApp from './app/AdminApp';
import { paths } from '@beacon/shared/routes';

// Standalone: the admin area alone, behind the same gate as in the host.
void mountStandalone(() => [
  { path: paths.home.path, element: <Navigate to={paths.admin.root.href()} replace /> },
  {
    path: paths.admin.root.path,
    element: (
      <AdminGate>
        <AdminApp />
      </AdminGate>
    ),
  },
]);
