import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import type { Booking } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { BookingsSection } from './BookingsSection';

const booking = (id: string, overrides: Partial<Booking> = {}): Booking => ({
  _id: id,
  requesterName: `Requester ${id}`,
  requesterEmail: `${id}@example.org`,
  eventName: `Event ${id}`,
  eventDate: '2031-03-04',
  eventLocation: 'Mesa Library',
  eventDetails: 'Two talks,\nthen questions.',
  isConfirmed: false,
  createdAt: '2030-01-02T10:00:00.000Z',
  updatedAt: '2030-01-02T11:30:00.000Z',
  ...overrides,
});

const PENDING = booking('p1', { requesterName: 'Ana Pending', eventName: 'Town hall' });
const CONFIRMED = booking('c1', { requesterName: 'Bo Confirmed', eventName: 'Campus talk', isConfirmed: true });

const renderBookings = (path = '/admin/bookings') =>
  renderPage(
    <AdminProviders>
      <BookingsSection />
    </AdminProviders>,
    { path, route: '/admin/bookings', auth: 'admin' },
  );
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
});

describe('the bookings table', () => {
  it('has the columns staff read, newest first as the API sends them', async () => {
    installFakeApi().on('GET', '/booking', { json: [PENDING, CONFIRMED] });
    renderBookings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(['Requester', 'Email', 'Event', 'Date', 'Location', 'Status', 'Actions']);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Ana Pending', 'Bo Confirmed']);
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Confirmed')).toBeInTheDocument();
  });

  it('says so when there is no booking', async () => {
    installFakeApi().on('GET', '/booking', { json: [] });
    renderBookings();
    expect(await screen.findByText('No booking requests yet.')).toBeInTheDocument();
  });

  it('offers Approve only on pending rows', async () => {
    installFakeApi().on('GET', '/booking', { json: [PENDING, CONFIRMED] });
    renderBookings();
    const pending = await rowOf('Ana Pending');
    const confirmed = await rowOf('Bo Confirmed');
    expect(within(pending).getByRole('button', { name: /Approve/ })).toBeInTheDocument();
    expect(within(confirmed).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(confirmed).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('links Email to the encoded mail draft', async () => {
    installFakeApi().on('GET', '/booking', { json: [booking('x', { requesterName: 'A&B?', requesterEmail: 'ab@example.org' })] });
    renderBookings();
    const row = await rowOf('A&B?');
    const href = within(row).getByRole('link', { name: 'Email A&B?' }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:ab@example.org?subject=')).toBe(true);
    expect(href).toContain('Hello%20A%26B%3F%2C');
  });

  it('filters by the search box over requester and event names', async () => {
    installFakeApi().on('GET', '/booking', { json: [PENDING, CONFIRMED] });
    renderBookings();
    await rowOf('Ana Pending');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requester or event' }), 'campus');
    expect(screen.queryByRole('cell', { name: 'Ana Pending' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Bo Confirmed' })).toBeInTheDocument();
  });

  it('pages beyond 20 rows', async () => {
    installFakeApi().on('GET', '/booking', { json: Array.from({ length: 25 }, (_, i) => booking(`n${i}`)) });
    renderBookings();
    await rowOf('Requester n0');
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'Requester n24' })).toBeInTheDocument();
  });
});

describe('the View dialog', () => {
  it('shows every field, with Details and the Created and Updated times formatted', async () => {
    installFakeApi().on('GET', '/booking', { json: [PENDING] });
    renderBookings();
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('button', { name: 'View booking from Ana Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking request' });
    const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    for (const [label, value] of [
      ['Requester', 'Ana Pending'],
      ['Email', 'p1@example.org'],
      ['Event', 'Town hall'],
      ['Date', new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2031-03-04T00:00:00Z'))],
      ['Location', 'Mesa Library'],
      ['Status', 'Pending'],
      ['Details', 'Two talks,\nthen questions.'],
      ['Created', time.format(new Date(PENDING.createdAt))],
      ['Updated', time.format(new Date(PENDING.updatedAt))],
    ] as const) {
      const cell = within(dialog).getByText(label, { selector: 'th, th *' }).closest('tr')?.querySelector('td');
      expect(cell?.textContent).toBe(value);
    }
  });

  it('opens from a link of the dashboard (?view=id)', async () => {
    installFakeApi().on('GET', '/booking', { json: [PENDING] });
    renderBookings('/admin/bookings?view=p1');
    expect(await screen.findByRole('dialog', { name: 'Booking request' })).toHaveTextContent('Ana Pending');
  });
});

describe('approving and deleting', () => {
  it('approves with the version it saw, toasts "Booking approved." for 3 s and shows the new status', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let approved = false;
    const api = installFakeApi()
      .on('GET', '/booking', () => ({ json: [approved ? { ...PENDING, isConfirmed: true } : PENDING] }))
      .on('PUT', '/booking/:id', () => {
        approved = true;
        return { json: { ...PENDING, isConfirmed: true } };
      })
      .on('GET', '/admin/stats', { json: {} });
    renderBookings();
    await user.click(within(await rowOf('Ana Pending')).getByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Booking approved.')).toBeInTheDocument();
    const put = api.callsTo('PUT', '/booking/p1')[0];
    expect(put?.body).toEqual({ isConfirmed: true });
    expect(put?.headers.get('If-Match')).toBe(`"${PENDING.updatedAt}"`);
    expect(await within(await rowOf('Ana Pending')).findByText('Confirmed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Booking approved.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByText('Booking approved.')).toBeNull());
  });

  it('toasts "Could not approve booking." when the API refuses', async () => {
    installFakeApi()
      .on('GET', '/booking', { json: [PENDING] })
      .on('PUT', '/booking/:id', { status: 500, json: { error: 'Internal Server Error', message: 'x' } });
    renderBookings();
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Could not approve booking.')).toBeInTheDocument();
  });

  it('says so when someone else changed the booking first (409), and reloads the list on request', async () => {
    const api = installFakeApi()
      .on('GET', '/booking', { json: [PENDING] })
      .on('PUT', '/booking/:id', { status: 409, json: { error: 'Conflict', message: 'changed' } });
    renderBookings();
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('button', { name: /Approve/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this booking after it was loaded. Reload the list to see its current state.',
    );
    const loads = api.callsTo('GET', '/booking').length;
    await userEvent.click(screen.getByRole('button', { name: 'Reload list' }));
    await waitFor(() => expect(api.callsTo('GET', '/booking').length).toBeGreaterThan(loads));
  });

  it('deletes after the prompt "Delete this booking?", toasts "Booking deleted." for 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let gone = false;
    const api = installFakeApi()
      .on('GET', '/booking', () => ({ json: gone ? [] : [PENDING] }))
      .on('DELETE', '/booking/:id', () => {
        gone = true;
        return {};
      });
    renderBookings();
    await user.click(within(await rowOf('Ana Pending')).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete this booking?')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/booking/p1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Booking deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/booking/p1')).toHaveLength(1);
    expect(await screen.findByText('No booking requests yet.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3100));
    await waitFor(() => expect(screen.queryByText('Booking deleted.')).toBeNull());
  });

  it('toasts "Could not delete booking." when the API refuses', async () => {
    installFakeApi()
      .on('GET', '/booking', { json: [PENDING] })
      .on('DELETE', '/booking/:id', { status: 404, json: { error: 'Not Found', message: 'Booking not found.' } });
    renderBookings();
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('button', { name: /Delete/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete booking.')).toBeInTheDocument();
  });
});

describe('when the list cannot be loaded', () => {
  it('toasts "Failed to load bookings." and hides it after 3 s', async () => {
    jest.useFakeTimers();
    installFakeApi().on('GET', '/booking', { status: 500, json: { error: 'Internal Server Error', message: 'x' } });
    renderBookings();
    expect(await screen.findByRole('cell', { name: 'Failed to load bookings.' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Failed to load bookings.').filter((node) => !node.closest('td'))).toHaveLength(1));
    act(() => jest.advanceTimersByTime(3100));
    await waitFor(() => expect(screen.getAllByText('Failed to load bookings.')).toHaveLength(1));
  });

  it.each([401, 403])('shows Not Authorized on a %i, not an empty table', async (status) => {
    installFakeApi().on('GET', '/booking', { status, json: { error: 'Forbidden', message: 'Admins only.' } });
    renderBookings();
    expect(await screen.findByText('Not Authorized')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
