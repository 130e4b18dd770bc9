import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import AdminApp from './AdminApp';

/** The admin area as the host mounts it: under /admin/*, signed in as an admin. */
const renderAdmin = (path: string) => renderPage(<AdminApp />, { path, route: '/admin/*', auth: 'admin' });

beforeEach(() => {
  installFakeApi()
    .on('GET', '/booking', { json: [] })
    .on('GET', '/events', { json: [] })
    .on('GET', '/admin/stats', {
      json: { pendingBookings: 0, upcomingEvents: 0, bookingsLast7Days: 0, recentBookings: [] },
    });
});

describe('the admin area', () => {
  it('opens on the dashboard, with the section menu beside it', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    for (const label of ['Bookings', 'Events', 'Dashboard', 'Users', 'Settings']) expect(menu).toHaveTextContent(label);
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toContainElement(menu);
  });

  it.each([
    ['/admin/bookings', 'Bookings'],
    ['/admin/events', 'Events'],
    ['/admin/users', 'Users'],
    ['/admin/settings', 'Settings'],
  ])('shows %s as the %s section, with its h1', async (path, heading) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('keeps the one-line placeholders of Users and Settings', async () => {
    renderAdmin('/admin/users');
    expect(await screen.findByText('Invite, search, and manage roles.')).toBeInTheDocument();
  });

  it('sends an unknown section back to the dashboard', async () => {
    renderAdmin('/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('switches section from the menu', async () => {
    renderAdmin('/admin');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  });
});
