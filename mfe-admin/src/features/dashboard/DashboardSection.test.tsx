import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import type { AdminStats, Booking } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { DashboardSection } from './DashboardSection';

const booking = (id: string, name: string, isConfirmed = false): Booking => ({
  _id: id,
  requesterName: name,
  requesterEmail: `${id}@example.org`,
  eventName: `Talk ${id}`,
  eventDate: '2031-03-04',
  eventLocation: 'Mesa',
  eventDetails: '',
  isConfirmed,
  createdAt: '2030-01-02T10:00:00.000Z',
  updatedAt: '2030-01-02T10:00:00.000Z',
});

const STATS: AdminStats = {
  pendingBookings: 3,
  upcomingEvents: 7,
  bookingsLast7Days: 4,
  recentBookings: [booking('b1', 'Ana'), booking('b2', 'Bo', true)],
};

describe('the dashboard', () => {
  it('keeps its line and shows the figures and the recent bookings, each linked to its booking', async () => {
    installFakeApi().on('GET', '/admin/stats', { json: STATS });
    renderPage(
      <AdminProviders>
        <DashboardSection />
      </AdminProviders>,
      { path: '/admin', auth: 'admin' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Quick stats and recent activity.')).toBeInTheDocument();
    for (const [title, value] of [
      ['Pending bookings', '3'],
      ['Upcoming events', '7'],
      ['Bookings in the last 7 days', '4'],
    ] as const) {
      const card = (await screen.findByText(title)).closest('.ant-statistic') as HTMLElement;
      expect(await within(card).findByText(value)).toBeInTheDocument();
    }
    const link = screen.getByRole('link', { name: 'Ana — Talk b1' });
    expect(link).toHaveAttribute('href', '/admin/bookings?view=b1');
    expect(screen.getByRole('link', { name: 'Bo — Talk b2' })).toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/bookings');
  });

  it('shows Not Authorized when the API refuses the figures', async () => {
    installFakeApi().on('GET', '/admin/stats', { status: 403, json: { error: 'Forbidden', message: 'Admins only.' } });
    renderPage(
      <AdminProviders>
        <DashboardSection />
      </AdminProviders>,
      { path: '/admin', auth: 'admin' },
    );
    expect(await screen.findByText('Not Authorized')).toBeInTheDocument();
  });
});
