import { screen, within } from '@testing-library/react';
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
  it('opens on the dashboard, with the sections as a list of links beside it, the current one marked', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).queryByRole('menu')).not.toBeInTheDocument();
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bookings', '/admin/bookings'],
      ['Events', '/admin/events'],
      ['Content', '/admin/content'],
      ['Tips', '/admin/tips'],
      ['Dashboard', '/admin'],
      ['Activity', '/admin/activity'],
      ['Users', '/admin/users'],
      ['Settings', '/admin/settings'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      within(nav).getByRole('link', { name: 'Dashboard' }),
    ]);
    expect(document.title).toBe('Dashboard · Admin · Beacon Media');
  });

  it('shows the number of unread tips beside Tips, read as part of the link; nothing when there are none', async () => {
    installFakeApi()
      .on('GET', '/admin/stats', { json: { pendingBookings: 0, upcomingEvents: 0, bookingsLast7Days: 0, recentBookings: [] } })
      .on('GET', '/admin/tips/unread', { json: { unread: 3 } });
    const shown = renderAdmin('/admin');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByRole('link', { name: 'Tips 3 unread' })).toHaveAttribute('href', '/admin/tips');
    expect(within(nav).getByText('3', { selector: '.admin-nav-badge [aria-hidden="true"]' })).toBeInTheDocument();
    shown.unmount();

    installFakeApi()
      .on('GET', '/admin/stats', { json: { pendingBookings: 0, upcomingEvents: 0, bookingsLast7Days: 0, recentBookings: [] } })
      .on('GET', '/admin/tips/unread', { json: { unread: 0 } });
    const api = renderAdmin('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name: 'Tips' })).toBeInTheDocument();
    api.unmount();
  });

  it('is used with Tab and Enter: every link is a tab stop, Enter opens the section and focus goes to its h1', async () => {
    renderAdmin('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    within(nav).getByRole('link', { name: 'Bookings' }).focus();
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveFocus();
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Content' })).toHaveFocus();
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Tips' })).toHaveFocus();
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(heading).toHaveFocus();
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Users · Admin · Beacon Media');
  });

  it('leaves focus alone on the first render of a section', async () => {
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).not.toHaveFocus();
  });

  it.each([
    ['/admin/bookings', 'Bookings'],
    ['/admin/events', 'Events'],
    ['/admin/tips', 'Tips'],
    ['/admin/users', 'Users'],
    ['/admin/activity', 'Activity'],
    ['/admin/settings', 'Settings'],
  ])('shows %s as the %s section, with its h1', async (path, heading) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('keeps the one-line placeholder of Users', async () => {
    renderAdmin('/admin/users');
    expect(await screen.findByText('Invite, search, and manage roles.')).toBeInTheDocument();
  });

  it('sends an unknown section back to the dashboard', async () => {
    renderAdmin('/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('switches section from the menu', async () => {
    renderAdmin('/admin');
    await userEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  });
});
