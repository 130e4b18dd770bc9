import { Navigate, Route, Routes } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';
import { AdminProviders } from '../components/AdminProviders';
import { AdminLayout } from './AdminLayout';
import { ADMIN_BASE } from './adminSections';
import { ActivitySection } from '../features/activity/ActivitySection';
import { BookingsSection } from '../features/bookings/BookingsSection';
import { ContentSection } from '../features/content/ContentSection';
import { EventsSection } from '../features/events/EventsSection';
import { DashboardSection } from '../features/dashboard/DashboardSection';
import { SettingsSection } from '../features/settings/SettingsSection';
import { TipsKeyProvider } from '../features/tips/TipsKey';
import { TipsSection } from '../features/tips/TipsSection';
import { UsersSection } from '../features/users/UsersSection';

/** The admin area, mounted under /admin/*: its sections beside the menu; the tips key, once opened, lasts the visit. */
export default function AdminApp() {
  return (
    <AdminProviders>
      <TipsKeyProvider>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardSection />} />
            <Route path={paths.admin.bookings.child} element={<BookingsSection />} />
            <Route path={paths.admin.events.child} element={<EventsSection />} />
            <Route path={`${paths.admin.content.child}/*`} element={<ContentSection />} />
            <Route path={paths.admin.dashboard.child} element={<Navigate to={ADMIN_BASE} replace />} />
            <Route path={paths.admin.tips.child} element={<TipsSection />} />
            <Route path={paths.admin.activity.child} element={<ActivitySection />} />
            <Route path={paths.admin.users.child} element={<UsersSection />} />
            <Route path={paths.admin.settings.child} element={<SettingsSection />} />
            <Route path="*" element={<Navigate to={ADMIN_BASE} replace />} />
          </Route>
        </Routes>
      </TipsKeyProvider>
    </AdminProviders>
  );
}
