import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { runtimeConfigFromEnv } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import AdminApp from './AdminApp';

/** The admin area as the host mounts it: under /admin/*, inside the site's providers. */
function renderAdmin(path: string) {
  return render(
    <AppProviders config={runtimeConfigFromEnv({})}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

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
