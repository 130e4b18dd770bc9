import { Link, useParams } from '@beacon/shared/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAdmin, useAuth, useConfig } from '@beacon/shared';
import { AdminGate } from '@beacon/shared/ui';
import { installFakeApi, renderPage, testConfig } from '@beacon/shared/testing';

function EventPage() {
  const { id } = useParams();
  const { site } = useConfig();
  return (
    <>
      <h1>
        Event {id} at {site.organisationName}
      </h1>
      <Link to="/tips" state={{ from: id }}>
        Send a tip
      </Link>
    </>
  );
}

function Who() {
  const auth = useAuth();
  return <p>{auth.user ? `${auth.user.name}${isAdmin(auth) ? ' (admin)' : ''}` : auth.status}</p>;
}

describe('renderPage', () => {
  it('opens the page at its URL with the route params and the given config', () => {
    renderPage(<EventPage />, {
      path: '/events/42?tab=map',
      route: '/events/:id',
      config: testConfig({ site: { organisationName: 'Test News' } }),
    });
    expect(screen.getByRole('heading', { name: 'Event 42 at Test News' })).toBeInTheDocument();
  });

  it('shows where a link led, with its navigation state', async () => {
    renderPage(<EventPage />, { path: '/events/7', route: '/events/:id' });
    await userEvent.click(screen.getByRole('link', { name: 'Send a tip' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tips');
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{"from":"7"}');
  });

  it.each([
    ['signed-out', 'signed-out'],
    ['visitor', 'Vic Visitor'],
    ['admin', 'Ada Admin (admin)'],
  ] as const)('signs in %s', (viewer, shown) => {
    renderPage(<Who />, { auth: viewer });
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('lets an admin through the admin gate and stops a visitor', () => {
    const gated = (
      <AdminGate>
        <p>admin content</p>
      </AdminGate>
    );
    const { unmount } = renderPage(gated, { auth: 'visitor' });
    expect(screen.getByText('Not Authorized')).toBeInTheDocument();
    unmount();
    renderPage(gated, { auth: 'admin' });
    expect(screen.getByText('admin content')).toBeInTheDocument();
  });
});

describe('the fake Main API', () => {
  it('records calls, answers unknown routes with the API’s 404 body, and can fail like a network', async () => {
    const api = installFakeApi().on('GET', '/health', 'network-error');
    const missing = await fetch('http://api.test/nowhere?x=1', { method: 'POST', body: '{"a":1}' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not Found', message: 'No fake answer for POST /nowhere' });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/nowhere', body: { a: 1 } });
    expect(api.calls[0]?.query.get('x')).toBe('1');
    await expect(fetch('http://api.test/health')).rejects.toThrow('Failed to fetch');
  });

  it('keeps a hanging request open until it is aborted', async () => {
    installFakeApi().on('GET', '/events', 'hang');
    const controller = new AbortController();
    const pending = fetch('http://api.test/events', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
