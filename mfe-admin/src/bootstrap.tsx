import { AdminGate, mountStandalone } from '@beacon/shared/ui';
import { Navigate } from 'react-router';
import AdminApp from './app/AdminApp';

// Standalone: the admin area alone, behind the same gate as in the host.
void mountStandalone(() => [
  { path: '/', element: <Navigate to="/admin" replace /> },
  {
    path: '/admin/*',
    element: (
      <AdminGate>
        <AdminApp />
      </AdminGate>
    ),
  },
]);
