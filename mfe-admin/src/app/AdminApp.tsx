import { Navigate, Route, Routes } from 'react-router';
import { ConfigProvider } from 'antd';
import { beaconTheme } from '@beacon/shared/ui';
import { AdminLayout } from './AdminLayout';
import { ADMIN_BASE } from './adminSections';
import { BookingsSection } from '../features/bookings/BookingsSection';
import { EventsSection } from '../features/events/EventsSection';
import { DashboardSection } from '../features/dashboard/DashboardSection';
import { SettingsSection } from '../features/settings/SettingsSection';
import { UsersSection } from '../features/users/UsersSection';

/**
 * The admin area, mounted under /admin/*. Its heavy antd components (table, form, date picker,
 * upload) come from antd directly, so this ConfigProvider gives them the site's theme.
 */
export default function AdminApp() {
  return (
    <ConfigProvider theme={beaconTheme}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardSection />} />
          <Route path="bookings" element={<BookingsSection />} />
          <Route path="events" element={<EventsSection />} />
          <Route path="dashboard" element={<Navigate to={ADMIN_BASE} replace />} />
          <Route path="users" element={<UsersSection />} />
          <Route path="settings" element={<SettingsSection />} />
          <Route path="*" element={<Navigate to={ADMIN_BASE} replace />} />
        </Route>
      </Routes>
    </ConfigProvider>
  );
}
