import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@beacon/shared/testing';
import AdminApp from './AdminApp';

/** The admin area as the host mounts it: under /admin/*, signed in as an admin. */
const renderAdmin = (path: string) => renderPage(<AdminApp />, { path, route: '/admin/*', auth: 'admin' });

describe('the admin area', () => {
  it('opens on the dashboard, with the section menu beside it', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    for (const label of ['Bookings', 'Events', 'Dashboard', 'Users', 'Settings']) expect(menu).toHaveTextContent(label);
  });

  it.each([
    ['/admin/bookings', 'Bookings'],
    ['/admin/events', 'Events'],
    ['/admin/users', 'Users'],
    ['/admin/settings', 'Settings'],
  ])('shows %s as the %s section', async (path, heading) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('sends an unknown section back to the dashboard', async () => {
    renderAdmin('/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('switches section from the menu', async () => {
    renderAdmin('/admin');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Events' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Events' })).toBeInTheDocument();
  });
});
