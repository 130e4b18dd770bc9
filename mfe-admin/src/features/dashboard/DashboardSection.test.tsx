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

  const renderDashboard = () =>
    renderPage(
      <AdminProviders>
        <DashboardSection />
      </AdminProviders>,
      { path: '/admin', auth: 'admin' },
    );

  it('renders without antd’s deprecation warning for List', async () => {
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    installFakeApi()
      .on('GET', '/admin/stats', { json: STATS })
      .on('GET', '/admin/audit', { json: { entries: [], nextCursor: null } });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Ana — Talk b1' })).toBeInTheDocument();
    const said = [...errors.mock.calls, ...warnings.mock.calls].map((call) => call.map(String).join(' '));
    expect(said.filter((line) => /deprecated/i.test(line))).toEqual([]);
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('shows the latest recorded actions as recent activity, with a link to all of it', async () => {
    const api = installFakeApi()
      .on('GET', '/admin/stats', { json: STATS })
      .on('GET', '/admin/audit', {
        json: {
          entries: [
            {
              id: '9',
              at: '2030-01-03T09:00:00.000Z',
              actor: { id: 'u1', name: 'Dana Admin' },
              action: 'event.deleted',
              entity: 'event',
              entityId: 'e1',
              before: { title: 'Town hall' },
              after: { deletedAt: '2030-01-03T09:00:00.000Z' },
              requestId: 'r9',
            },
            {
              id: '8',
              at: '2030-01-02T09:00:00.000Z',
              actor: null,
              action: 'booking.purged',
              entity: 'booking',
              entityId: 'b9',
              before: { requesterName: 'Old', eventName: 'Gone' },
              after: null,
              requestId: null,
            },
          ],
          nextCursor: '8',
        },
      });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split('\n')[0]),
    ).toEqual([
      expect.stringContaining('Dana Admin deleted the event “Town hall”'),
      expect.stringContaining('The site (automatic purge) removed the booking for good “Old — Gone”'),
    ]);
    expect(api.callsTo('GET', '/admin/audit')[0]?.query.get('limit')).toBe('10');
    expect(screen.getByRole('link', { name: 'All activity' })).toHaveAttribute('href', '/admin/activity');
  });

  it('says so when nothing is recorded yet, and when the activity cannot be loaded', async () => {
    installFakeApi()
      .on('GET', '/admin/stats', { json: STATS })
      .on('GET', '/admin/audit', { json: { entries: [], nextCursor: null } });
    const first = renderDashboard();
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
    first.unmount();
    installFakeApi()
      .on('GET', '/admin/stats', { json: STATS })
      .on('GET', '/admin/audit', { status: 500, json: { error: 'x', message: 'x' } });
    renderDashboard();
    expect(await screen.findByText('Failed to load the activity.')).toBeInTheDocument();
  });
});
