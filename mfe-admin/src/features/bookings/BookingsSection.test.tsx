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
    expect(headers).toEqual(['Select', 'Requester', 'Email', 'Event', 'Date', 'Location', 'Status', 'Actions']);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Ana Pending', 'Bo Confirmed']);
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Confirmed')).toBeInTheDocument();
  });

  it('says so when there is no booking', async () => {
    installFakeApi().on('GET', '/booking', { json: [] });
    renderBookings();
    expect(await screen.findByText('No booking requests yet.')).toBeInTheDocument();
  });

  it.each([
    ['a bare array', [PENDING, CONFIRMED]],
    ['{ data: [...] }', { data: [PENDING, CONFIRMED] }],
    ['{ items: [...] }', { items: [PENDING, CONFIRMED], nextCursor: null }],
  ])('lists the bookings the API sends as %s', async (_shape, json) => {
    installFakeApi().on('GET', '/booking', { json });
    renderBookings('/admin/bookings?view=c1');
    expect(await screen.findByRole('dialog', { name: 'Booking request' })).toHaveTextContent('Bo Confirmed');
    // The section's table comes before the dialog's (which is rendered at the end of the page).
    const table = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(table).getByRole('cell', { name: 'Ana Pending' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Bo Confirmed' })).toBeInTheDocument();
  });

  it('tells a search that matches nothing from an empty inbox', async () => {
    installFakeApi().on('GET', '/booking', { json: [PENDING, CONFIRMED] });
    renderBookings();
    await rowOf('Ana Pending');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requester or event' }), 'zz-no-match-zz');
    expect(await screen.findByText('No booking matches this search.')).toBeInTheDocument();
    expect(screen.queryByText('No booking requests yet.')).toBeNull();
  });

  it('keeps the actions in the last column of a table whose columns share its width, each row’s actions one named group', async () => {
    const long = 'Maximiliana Constanza Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh de la Cruz y Montenegro';
    installFakeApi().on('GET', '/booking', { json: [booking('l1', { requesterName: long })] });
    renderBookings();
    const row = await rowOf(long);
    // A fixed layout: a long name wraps in its column instead of pushing the actions out of sight (measured in the browser tests).
    expect(row.closest('table')?.style.tableLayout).toBe('fixed');
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    const group = within(row).getByRole('group', { name: `Actions for the booking from ${long}` });
    expect(group.closest('td')).toBe(row.lastElementChild);
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Approve', 'Delete']);
    expect(within(group).getByRole('link', { name: `Email ${long}` })).toBeInTheDocument();
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

  it.each([
    [404, 'Someone else already deleted this booking. The list now shows the current bookings.'],
    [409, 'Someone else changed this booking after it was loaded. The list now shows its current state.'],
  ])('from a stale tab, an approval answered %i says what happened and reloads the list', async (status, text) => {
    let answered = false;
    const api = installFakeApi()
      .on('GET', '/booking', () => ({ json: answered ? [] : [PENDING] }))
      .on('PUT', '/booking/:id', () => {
        answered = true;
        return { status, json: { error: status === 404 ? 'Not Found' : 'Conflict', message: 'x' } };
      });
    renderBookings();
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('button', { name: /Approve/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Could not approve booking.')).toBeNull();
    // The list was fetched again: the row someone else removed is gone without a click.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Pending' })).toBeNull());
    expect(api.callsTo('GET', '/booking')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes after the prompt "Delete this booking?", toasts "Booking deleted." for 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
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
      .on('DELETE', '/booking/:id', { status: 500, json: { error: 'Internal Server Error', message: 'x' } });
    renderBookings();
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('button', { name: /Delete/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete booking.')).toBeInTheDocument();
  });

  it('from a stale tab, deleting a booking someone else deleted (404) says so and reloads the list', async () => {
    let deleted = false;
    installFakeApi()
      .on('GET', '/booking', () => ({ json: deleted ? [] : [PENDING] }))
      .on('DELETE', '/booking/:id', () => {
        deleted = true;
        return { status: 404, json: { error: 'Not Found', message: 'Booking not found.' } };
      });
    renderBookings();
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('button', { name: /Delete/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else already deleted this booking.');
    expect(screen.queryByText('Could not delete booking.')).toBeNull();
    expect(await screen.findByText('No booking requests yet.')).toBeInTheDocument();
  });
});

describe('bulk approval', () => {
  it('approves the selected bookings after one confirmation naming the count, and reports each row', async () => {
    const other = booking('p2', { requesterName: 'Cy Pending', eventName: 'Forum' });
    const api = installFakeApi()
      .on('GET', '/booking', { json: [PENDING, other] })
      .on('POST', '/admin/bulk/bookings', {
        json: {
          results: [
            { id: 'p1', outcome: 'ok', status: 200, message: 'Approved.', updatedAt: '2030-01-03T00:00:00.000Z' },
            { id: 'p2', outcome: 'not-found', status: 404, message: 'Booking not found.', updatedAt: null },
          ],
          succeeded: 1,
          failed: 1,
        },
      });
    renderBookings();
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('checkbox', { name: 'Select the booking from Ana Pending' }));
    await userEvent.click(within(await rowOf('Cy Pending')).getByRole('checkbox', { name: 'Select the booking from Cy Pending' }));
    const bar = screen.getByRole('group', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('Approve 2 bookings?')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/bulk/bookings')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Approved 1 of 2.');
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Pending — Town hall: Done', 'Cy Pending — Forum: Someone else already deleted it']);
    expect(api.callsTo('POST', '/admin/bulk/bookings')[0]?.body).toEqual({
      action: 'approve',
      items: [
        { id: 'p1', version: PENDING.updatedAt },
        { id: 'p2', version: other.updatedAt },
      ],
    });
    expect(screen.queryByRole('group', { name: 'Selected rows' })).toBeNull();
  });

  it('selects every shown row at once, and offers only Delete when a confirmed booking is among them', async () => {
    installFakeApi().on('GET', '/booking', { json: [PENDING, CONFIRMED] });
    renderBookings();
    await rowOf('Ana Pending');
    // No select-all checkbox in the header (antd would copy it into its hidden measuring row): a button instead.
    expect(screen.getByRole('columnheader', { name: 'Select' })).not.toContainElement(screen.queryByRole('checkbox', { name: /all/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    const bar = screen.getByRole('group', { name: 'Selected rows' });
    expect(within(bar).queryByRole('button', { name: 'Approve selected' })).toBeNull();
    expect(bar).toHaveTextContent('2 selected');
    expect(within(bar).getByRole('button', { name: 'Delete selected' })).toBeInTheDocument();
  });
});

describe('export, history and Recently deleted', () => {
  it('exports with the search and the status filter of the table', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = installFakeApi()
      .on('GET', '/booking', { json: [PENDING, CONFIRMED] })
      .on('GET', '/admin/export/bookings.csv', { text: 'id\r\np1\r\n', headers: { 'X-Export-Rows': '1' } });
    renderBookings();
    await rowOf('Ana Pending');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requester or event' }), 'ana');
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Exported 1 row.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/export/bookings.csv')[0]?.query.toString()).toBe('q=ana');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows the booking’s history in its View dialog, and says so when there is none', async () => {
    const api = installFakeApi()
      .on('GET', '/booking', { json: [PENDING] })
      .on('GET', '/admin/audit', {
        json: {
          entries: [
            {
              id: '7',
              at: '2030-01-02T11:30:00.000Z',
              actor: { id: 'u1', name: 'Dana Admin' },
              action: 'booking.approved',
              entity: 'booking',
              entityId: 'p1',
              before: { isConfirmed: false, requesterName: 'Ana Pending', eventName: 'Town hall' },
              after: { isConfirmed: true, requesterName: 'Ana Pending', eventName: 'Town hall' },
              requestId: 'r1',
            },
          ],
          nextCursor: null,
        },
      });
    renderBookings('/admin/bookings?view=p1');
    const dialog = await screen.findByRole('dialog', { name: 'Booking request' });
    const history = await within(dialog).findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Dana Admin approved the booking “Ana Pending — Town hall”');
    expect(history).toHaveTextContent('isConfirmed: false → true');
    const query = api.callsTo('GET', '/admin/audit')[0]?.query;
    expect([query?.get('entity'), query?.get('entityId')]).toEqual(['booking', 'p1']);
  });

  it('lists deleted bookings and restores one; says so when there are none', async () => {
    let restored = false;
    installFakeApi()
      .on('GET', '/booking', () => ({ json: restored ? [PENDING] : [] }))
      .on('GET', '/admin/deleted/bookings', () => ({
        json: restored ? [] : [{ ...PENDING, deletedAt: '2030-02-01T10:00:00.000Z', purgeAt: '2030-03-03T10:00:00.000Z' }],
      }))
      .on('POST', '/booking/:id/restore', () => {
        restored = true;
        return { json: PENDING };
      });
    renderBookings();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recently deleted' }));
    await userEvent.click(within(await rowOf('Ana Pending')).getByRole('button', { name: 'Restore booking from Ana Pending' }));
    expect(await screen.findByText('Booking restored.')).toBeInTheDocument();
    expect(await screen.findByText('No recently deleted bookings.')).toBeInTheDocument();
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
