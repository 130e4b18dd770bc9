import { Navigate, Route, Routes } from '@beacon/shared/router';
import { App, ConfigProvider } from 'antd';
import { beaconTheme } from '@beacon/shared/ui';
import { paths } from '@beacon/shared/routes';
import { AdminLayout } from './AdminLayout';
import { ADMIN_BASE } from './adminSections';
import { BookingsSection } from '../features/bookings/BookingsSection';
import { EventsSection } from '../features/events/EventsSection';
import { DashboardSection } from '../features/dashboard/DashboardSection';
import { SettingsSection } from '../features/settings/SettingsSection';
import { UsersSection } from '../features/users/UsersSection';

/**
 * The admin area, mounted under /admin/*. Its heavy antd components (table, form, date picker,
 * upload) come from antd directly, so this ConfigProvider gives them the site's theme; antd's App
 * provides the toasts and confirm dialogs with that theme.
 */
export default function AdminApp() {
  return (
    <ConfigProvider theme={beaconTheme}>
      <App>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardSection />} />
            <Route path={paths.admin.bookings.child} element={<BookingsSection />} />
            <Route path={paths.admin.events.child} element={<EventsSection />} />
            <Route path={paths.admin.dashboard.child} element={<Navigate to={ADMIN_BASE} replace />} />
            <Route path={paths.admin.users.child} element={<UsersSection />} />
            <Route path={paths.admin.settings.child} element={<SettingsSection />} />
            <Route path="*" element={<Navigate to={ADMIN_BASE} replace />} />
          </Route>
        </Routes>
      </App>
    </ConfigProvider>
  );
}
