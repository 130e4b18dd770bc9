import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage, testConfig } from '@beacon/shared/testing';
import type { Event } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { EventsSection } from './EventsSection';

const event = (id: string, overrides: Partial<Event> = {}): Event => ({
  _id: id,
  title: `Event ${id}`,
  description: '<p>Bring <strong>a friend</strong>.</p><script>alert(1)</script>',
  date: '2031-05-06T18:30:00.000Z',
  endDate: null,
  timeZone: 'America/Phoenix',
  status: 'scheduled',
  previousDate: null,
  revision: 0,
  location: 'Mesa Library',
  category: 'Rally',
  createdBy: 'Jordan',
  isFocused: false,
  isCompleted: false,
  imageUrl: null,
  imagePublicId: null,
  attendees: null,
  createdAt: '2030-01-02T10:00:00.000Z',
  updatedAt: '2030-01-02T11:30:00.000Z',
  ...overrides,
});

const TOWN_HALL = event('e1', { title: 'Town hall', date: '2031-05-06T18:30:00.000Z', isFocused: true });
const WORKSHOP = event('e2', { title: 'Workshop', date: '2030-02-01T09:00:00.000Z', category: 'Training', isCompleted: true });

const renderEvents = (config = testConfig()) =>
  renderPage(
    <AdminProviders>
      <EventsSection />
    </AdminProviders>,
    { path: '/admin/events', auth: 'admin', config },
  );
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('the events table', () => {
  it('has the columns, sorted by date ascending, with the flags as Featured and Completed', async () => {
    installFakeApi().on('GET', '/events', { json: [TOWN_HALL, WORKSHOP] });
    renderEvents();
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Event/ })).toBeInTheDocument();
    await rowOf('Town hall');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(['Select', 'Title', 'Date', 'Status', 'Location', 'Category', 'Flags', 'Actions']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Workshop', 'Town hall']);
    expect(within(rows[0] as HTMLElement).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Featured')).toBeInTheDocument();
    for (const action of ['View', 'Edit', 'Delete'])
      expect(within(rows[0] as HTMLElement).getByRole('button', { name: `${action} Workshop` })).toBeInTheDocument();
  });

  it('says so when there is no event', async () => {
    installFakeApi().on('GET', '/events', { json: [] });
    renderEvents();
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
  });

  it('toasts "Failed to load events." when the list cannot be loaded, and Not Authorized on a 403', async () => {
    installFakeApi().on('GET', '/events', { status: 500, json: { error: 'Internal Server Error', message: 'x' } });
    const first = renderEvents();
    // The table's empty text and the toast.
    await waitFor(() => expect(screen.getAllByText('Failed to load events.')).toHaveLength(2));
    first.unmount();
    installFakeApi().on('GET', '/events', { status: 403, json: { error: 'Forbidden', message: 'Admins only.' } });
    renderEvents();
    expect(await screen.findByText('Not Authorized')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an event in the View dialog, its description as the public page renders it', async () => {
    installFakeApi().on('GET', '/events', { json: [TOWN_HALL] });
    renderEvents();
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'View Town hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(dialog).toHaveTextContent('Mesa Library');
    expect(dialog).toHaveTextContent('Jordan');
    expect(within(dialog).getByText('a friend').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('deletes after the prompt "Delete this event?" and toasts for 3 s; a refusal toasts "Could not delete event."', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    let refuse = false;
    const api = installFakeApi()
      .on('GET', '/events', { json: [TOWN_HALL] })
      .on('DELETE', '/events/:id', () => (refuse ? { status: 500, json: { error: 'Internal Server Error', message: 'x' } } : {}));
    renderEvents();
    await user.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Delete Town hall' }));
    expect(await screen.findByText('Delete this event?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/events/e1')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(3100));
    await waitFor(() => expect(screen.queryByText('Event deleted.')).toBeNull());

    refuse = true;
    await user.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Delete Town hall' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete event.')).toBeInTheDocument();
  });
});

describe('the events table’s item-1 defects', () => {
  it('lists events sent as { data: [...] } and as { items: [...] }', async () => {
    installFakeApi().on('GET', '/events', { json: { data: [TOWN_HALL] } });
    const first = renderEvents();
    expect(await screen.findByRole('cell', { name: 'Town hall' })).toBeInTheDocument();
    first.unmount();
    installFakeApi().on('GET', '/events', { json: { items: [WORKSHOP] } });
    renderEvents();
    expect(await screen.findByRole('cell', { name: 'Workshop' })).toBeInTheDocument();
  });

  it('tells a search that matches nothing from no events at all', async () => {
    installFakeApi().on('GET', '/events', { json: [TOWN_HALL, WORKSHOP] });
    renderEvents();
    await rowOf('Town hall');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search event titles' }), 'zz-no-match-zz');
    expect(await screen.findByText('No event matches this search.')).toBeInTheDocument();
    expect(screen.queryByText('No events yet.')).toBeNull();
  });

  it('keeps View, Edit and Delete in the last column of a fixed-layout table, whatever the title’s length', async () => {
    const long = `${'A very long title of a public meeting '.repeat(6)}end`;
    installFakeApi().on('GET', '/events', { json: [event('l1', { title: long })] });
    renderEvents();
    const row = await rowOf(long);
    expect(row.closest('table')?.style.tableLayout).toBe('fixed');
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    const group = within(row).getByRole('group', { name: `Actions for ${long}` });
    expect(group.closest('td')).toBe(row.lastElementChild);
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Edit', 'Delete']);
  });

  it('from a stale tab, deleting an event someone else deleted (404) says so and reloads the list', async () => {
    let deleted = false;
    installFakeApi()
      .on('GET', '/events', () => ({ json: deleted ? [] : [TOWN_HALL] }))
      .on('DELETE', '/events/:id', () => {
        deleted = true;
        return { status: 404, json: { error: 'Not Found', message: 'Event not found.' } };
      });
    renderEvents();
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Delete Town hall' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else already deleted this event. The list now shows the current events.',
    );
    expect(screen.queryByText('Could not delete event.')).toBeNull();
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
  });
});

describe('Recently deleted events', () => {
  const deleted = {
    ...TOWN_HALL,
    imageUrl: 'http://api.test/media/uploads/events/th.png',
    imagePublicId: 'events/th',
    deletedAt: '2030-02-01T10:00:00.000Z',
    purgeAt: '2030-03-03T10:00:00.000Z',
  };

  it('lists them with their image and restores one (same id), then shows it among the current events', async () => {
    let restored = false;
    const api = installFakeApi()
      .on('GET', '/events', () => ({ json: restored ? [TOWN_HALL] : [] }))
      .on('GET', '/admin/deleted/events', () => ({ json: restored ? [] : [deleted] }))
      .on('POST', '/events/:id/restore', () => {
        restored = true;
        return { json: TOWN_HALL };
      });
    renderEvents();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recently deleted' }));
    const row = await rowOf('Town hall');
    expect(within(row).getByRole('img', { name: 'Image of Town hall' })).toHaveAttribute('src', deleted.imageUrl);
    expect(screen.getByText(/can be restored for 30 days/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Town hall' }));
    expect(await screen.findByText('Event restored.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/events/e1/restore')).toHaveLength(1);
    expect(await screen.findByText('No recently deleted events.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Current' }));
    expect(await screen.findByRole('cell', { name: 'Town hall' })).toBeInTheDocument();
  });

  it('says so when a restore comes after the 30 days (410), and when the list cannot be loaded', async () => {
    installFakeApi()
      .on('GET', '/events', { json: [] })
      .on('GET', '/admin/deleted/events', { json: [deleted] })
      .on('POST', '/events/:id/restore', { status: 410, json: { error: 'Gone', message: 'Purged.' } });
    const first = renderEvents();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recently deleted' }));
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Restore Town hall' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('past its 30 days');
    first.unmount();
    installFakeApi()
      .on('GET', '/events', { json: [] })
      .on('GET', '/admin/deleted/events', { status: 500, json: { error: 'Internal Server Error', message: 'x' } });
    renderEvents();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recently deleted' }));
    expect(await screen.findByText('Failed to load recently deleted items.')).toBeInTheDocument();
  });
});

describe('bulk delete and export of events', () => {
  it('deletes the selected events after one confirmation naming the count, and reports each row', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [TOWN_HALL, WORKSHOP] })
      .on('POST', '/admin/bulk/events', {
        json: {
          results: [
            { id: 'e1', outcome: 'conflict', status: 409, message: 'Changed.', updatedAt: null },
            { id: 'e2', outcome: 'ok', status: 204, message: 'Deleted.', updatedAt: null },
          ],
          succeeded: 1,
          failed: 1,
        },
      });
    renderEvents();
    await userEvent.click(within(await rowOf('Workshop')).getByRole('checkbox', { name: 'Select Workshop' }));
    await userEvent.click(within(await rowOf('Town hall')).getByRole('checkbox', { name: 'Select Town hall' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Delete 2 events?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Deleted 1 of 2.');
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Town hall: Someone else changed it first', 'Workshop: Done']);
    expect(api.callsTo('POST', '/admin/bulk/events')[0]?.body).toEqual({
      action: 'delete',
      items: [
        { id: 'e1', version: TOWN_HALL.updatedAt },
        { id: 'e2', version: WORKSHOP.updatedAt },
      ],
    });
  });

  it('exports the rows the table shows: the search and the date order go to the API', async () => {
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = installFakeApi()
      .on('GET', '/events', { json: [TOWN_HALL, WORKSHOP] })
      .on('GET', '/admin/export/events.csv', {
        text: 'id,title\r\ne1,Town hall\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="events-2030-01-02.csv"', 'X-Export-Rows': '1' },
      });
    renderEvents();
    await rowOf('Town hall');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search event titles' }), 'town');
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Exported 1 row.')).toBeInTheDocument();
    expect(saved).toEqual(['events-2030-01-02.csv']);
    const query = api.callsTo('GET', '/admin/export/events.csv')[0]?.query;
    expect(query?.get('q')).toBe('town');
    expect(query?.get('order')).toBe('asc');
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
});

describe('the add/edit dialog', () => {
  it('ties the Image label to the one file control of the dialog', async () => {
    installFakeApi().on('GET', '/events', { json: [] });
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    const control = within(dialog).getByLabelText('Image');
    expect(control).toHaveAttribute('type', 'file');
    expect(within(dialog).getByLabelText('Upload image')).toBe(control);
    expect(dialog.querySelectorAll('input[type="file"]')).toHaveLength(1);
  });

  it('marks Title, Category, Date & Time and Location required, and sends nothing while one is empty', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = installFakeApi().on('GET', '/events', { json: [] });
    renderEvents();
    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    for (const label of ['Title', 'Category', 'Date & Time', 'Location']) {
      expect(within(dialog).getByText(label, { selector: 'label' })).toHaveClass('ant-form-item-required');
    }
    for (const label of ['Created By', 'Description']) {
      expect(within(dialog).getByText(label, { selector: 'label' })).not.toHaveClass('ant-form-item-required');
    }
    await user.type(within(dialog).getByLabelText('Title'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Date & Time is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Location is required.')).toBeInTheDocument();
    expect(await screen.findByText('Save failed. Check required fields.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/events')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(3100));
    await waitFor(() => expect(screen.queryByText('Save failed. Check required fields.')).toBeNull());
  });

  it('creates an event: trimmed text, the date as ISO, both flags, then "Event created."', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [] })
      .on('POST', '/events', ({ body }) => ({ status: 201, json: { ...event('new'), ...(body as object) } }));
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await userEvent.type(within(dialog).getByLabelText('Title'), '  Town hall ');
    await userEvent.type(within(dialog).getByLabelText('Category'), ' Rally');
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Mesa Library  ');
    const date = within(dialog).getByLabelText('Date & Time');
    await userEvent.click(date);
    await userEvent.type(date, '2031-05-06 18:30');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Completed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event created.')).toBeInTheDocument();
    const sent = api.callsTo('POST', '/events')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: 'Town hall',
      category: 'Rally',
      location: 'Mesa Library',
      // The organisation's zone (the test config's, Phoenix, UTC−7): 6:30 PM there.
      date: '2031-05-07T01:30:00.000Z',
      endDate: null,
      timeZone: 'America/Phoenix',
      status: 'scheduled',
      previousDate: null,
      isFocused: false,
      isCompleted: true,
      description: null,
      imageUrl: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add event' })).toBeNull());
  });

  it('edits with the version it started from, shows the date to the minute, then "Event updated."', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [TOWN_HALL] })
      .on('PUT', '/events/:id', ({ body }) => ({ json: { ...TOWN_HALL, ...(body as object) } }));
    renderEvents();
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Edit Town hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    // 18:30 UTC is 11:30 AM in Phoenix, the event's zone, whatever zone this machine is in.
    expect(within(dialog).getByLabelText('Date & Time')).toHaveValue('2031-05-06 11:30');
    expect(within(dialog).getByText('Tuesday, May 6, 2031 · 11:30 AM MST')).toBeInTheDocument();
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, ' Renamed  ');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Featured' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated.')).toBeInTheDocument();
    const put = api.callsTo('PUT', '/events/e1')[0];
    expect(put?.headers.get('If-Match')).toBe(`"${TOWN_HALL.updatedAt}"`);
    expect(put?.body).toMatchObject({
      title: 'Renamed',
      date: TOWN_HALL.date,
      endDate: null,
      timeZone: 'America/Phoenix',
      status: 'scheduled',
      previousDate: null,
      isFocused: false,
      isCompleted: false,
    });
  });

  it('shows the description preview the public page would render', async () => {
    installFakeApi().on('GET', '/events', { json: [TOWN_HALL] });
    renderEvents();
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Edit Town hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: '<p onclick="x()">Hi <em>there</em></p><img src=x onerror=alert(1)>' },
    });
    const preview = await within(dialog).findByRole('region', { name: 'Description preview' });
    await waitFor(() => expect(preview.innerHTML).toContain('<p>Hi <em>there</em></p>'));
    expect(preview.querySelector('img, [onclick]')).toBeNull();
  });

  it('keeps what was typed and puts the server’s messages on the fields when the API refuses the save', async () => {
    installFakeApi()
      .on('GET', '/events', { json: [TOWN_HALL] })
      .on('PUT', '/events/:id', {
        status: 400,
        json: { error: 'Bad Request', message: 'Invalid input', fields: { location: 'is too long' } },
      });
    renderEvents();
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Edit Town hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Typed title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save failed. Check required fields.')).toBeInTheDocument();
    expect(await within(dialog).findByText('is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Typed title');
  });

  it('says so when someone else saved the event first (409), and reloads the current version on request', async () => {
    const theirs = { ...TOWN_HALL, title: 'Their title', updatedAt: '2030-01-03T00:00:00.000Z' };
    const api = installFakeApi()
      .on('GET', '/events', { json: [TOWN_HALL] })
      .on('GET', '/events/:id', { json: theirs })
      .on('PUT', '/events/:id', ({ headers }) =>
        headers.get('If-Match') === `"${theirs.updatedAt}"`
          ? { json: { ...theirs, title: 'Mine again' } }
          : { status: 409, json: { error: 'Conflict', message: 'changed' } },
      );
    renderEvents();
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Edit Town hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else changed this event after you opened it. Your changes are not saved.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload current version' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Their title'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/events/e1').map((call) => call.headers.get('If-Match'))).toEqual([
      `"${TOWN_HALL.updatedAt}"`,
      `"${theirs.updatedAt}"`,
    ]);
  });
});

describe('events told in their venue’s time zone', () => {
  // The browser's own zone is the test machine's (jest cannot move it): the form starts in the organisation's instead.
  const PHOENIX = 'America/Phoenix (Mountain Standard Time)';
  const NEW_YORK = 'America/New York (Eastern Time)';

  /** Types part of the zone's name into the select and picks the match (by keyboard in the browser test). */
  const pickZone = async (dialog: HTMLElement, search: string, label: string) => {
    const select = within(dialog).getByLabelText('Time zone');
    await userEvent.click(select);
    await userEvent.type(select, search);
    expect(await screen.findByRole('option', { name: label })).toBeInTheDocument();
    const option = [...document.querySelectorAll('.ant-select-item-option')].find((each) => each.getAttribute('title') === label);
    if (!option) throw new Error(`${label} is not listed`);
    await userEvent.click(option);
    await waitFor(() => expect(within(dialog).getByTitle(label)).toBeInTheDocument());
  };

  const fillRequired = async (dialog: HTMLElement, when: string) => {
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Capitol rally');
    await userEvent.type(within(dialog).getByLabelText('Category'), 'Rally');
    await userEvent.type(within(dialog).getByLabelText('Location'), 'State Capitol');
    const date = within(dialog).getByLabelText('Date & Time');
    await userEvent.click(date);
    await userEvent.type(date, when);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
  };

  it('lists the seeded Phoenix events at the venue’s time with its zone, and their status, whatever the machine’s zone', async () => {
    const rally = event('p1', { title: 'Capitol rally', date: '2026-08-29T02:00:00.000Z', status: 'cancelled' });
    installFakeApi().on('GET', '/events', { json: [rally, TOWN_HALL] });
    renderEvents();
    const row = await rowOf('Capitol rally');
    expect(within(row).getByRole('cell', { name: 'Friday, August 28, 2026 · 7:00 PM MST' })).toBeInTheDocument();
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(await rowOf('Town hall')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('shows a moved event in the View dialog: venue time, zone, status and the date it moved from', async () => {
    const moved = event('m1', {
      title: 'Moved rally',
      date: '2026-09-05T02:00:00.000Z',
      status: 'postponed',
      previousDate: '2026-08-29T02:00:00.000Z',
    });
    installFakeApi().on('GET', '/events', { json: [moved] });
    renderEvents();
    await userEvent.click(within(await rowOf('Moved rally')).getByRole('button', { name: 'View Moved rally' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(dialog).toHaveTextContent('Friday, September 4, 2026 · 7:00 PM MST');
    expect(dialog).toHaveTextContent('America/Phoenix');
    expect(within(dialog).getByText('Postponed')).toBeInTheDocument();
    const former = dialog.querySelector('del time');
    expect(former).toHaveTextContent('Friday, August 28, 2026 · 7:00 PM MST');
    expect(former).toHaveAttribute('datetime', '2026-08-29T02:00:00.000Z');
  });

  it('starts a new event in the organisation’s zone (ORG_TIME_ZONE), whatever the browser’s', async () => {
    installFakeApi().on('GET', '/events', { json: [] });
    renderEvents(testConfig({ site: { timeZone: 'America/New_York' } }));
    await userEvent.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    expect(within(dialog).getByTitle(NEW_YORK)).toBeInTheDocument();
  });

  it('refuses 2:30 AM on the day New York’s clocks go forward, saying it does not exist, and sends nothing', async () => {
    const api = installFakeApi().on('GET', '/events', { json: [] });
    renderEvents(testConfig({ site: { timeZone: 'America/New_York' } }));
    await userEvent.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await fillRequired(dialog, '2026-03-08 02:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        '2:30 AM does not exist on Sunday, March 8, 2026 in America/New_York: the clocks go forward past it. Pick another time.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/events')).toHaveLength(0);
  });

  it('on the day New York’s clocks go back, asks which 1:30 AM, and sends the one chosen', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [] })
      .on('POST', '/events', ({ body }) => ({ status: 201, json: { ...event('new'), ...(body as object) } }));
    renderEvents(testConfig({ site: { timeZone: 'America/New_York' } }));
    await userEvent.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await fillRequired(dialog, '2026-11-01 01:30');
    const which = within(dialog).getByRole('radiogroup', { name: 'Which start time' });
    expect(within(which).getByRole('radio', { name: '1:30 AM EDT, the first (before the clocks go back)' })).not.toBeChecked();
    // Neither is taken for the admin: saving asks for the choice first.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('1:30 AM happens twice on Sunday, November 1, 2026 in America/New_York: choose which one below.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/events')).toHaveLength(0);
    await userEvent.click(within(which).getByRole('radio', { name: '1:30 AM EST, the second (after the clocks go back)' }));
    expect(within(dialog).getByText('Sunday, November 1, 2026 · 1:30 AM EST')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event created.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/events')[0]?.body).toMatchObject({ date: '2026-11-01T06:30:00.000Z', timeZone: 'America/New_York' });
  });

  it('refuses an end before the start, and sends an end after it read at the venue', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [] })
      .on('POST', '/events', ({ body }) => ({ status: 201, json: { ...event('new'), ...(body as object) } }));
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await fillRequired(dialog, '2026-08-28 19:00');
    // The start's picker stays in the document: OK of the end's, opened last.
    const confirmLastPicker = async () => userEvent.click((await screen.findAllByRole('button', { name: 'OK' })).at(-1) as HTMLElement);
    const end = within(dialog).getByLabelText('Ends');
    await userEvent.click(end);
    await userEvent.type(end, '2026-08-28 18:00');
    await confirmLastPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/events')).toHaveLength(0);
    await userEvent.clear(end);
    await userEvent.click(end);
    await userEvent.type(end, '2026-08-28 21:30');
    await confirmLastPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event created.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/events')[0]?.body).toMatchObject({
      date: '2026-08-29T02:00:00.000Z',
      endDate: '2026-08-29T04:30:00.000Z',
    });
  });

  it('stores 7:00 PM typed for Phoenix as 7:00 PM Phoenix time', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [] })
      .on('POST', '/events', ({ body }) => ({ status: 201, json: { ...event('new'), ...(body as object) } }));
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    // The organisation's zone (the test config's: Phoenix).
    expect(within(dialog).getByTitle(PHOENIX)).toBeInTheDocument();
    await fillRequired(dialog, '2026-08-28 19:00');
    expect(within(dialog).getByText('Friday, August 28, 2026 · 7:00 PM MST')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event created.')).toBeInTheDocument();
    // 7:00 PM in Phoenix is 02:00 UTC the next day (10:00 PM in New York).
    expect(api.callsTo('POST', '/events')[0]?.body).toMatchObject({
      date: '2026-08-29T02:00:00.000Z',
      endDate: null,
      timeZone: 'America/Phoenix',
      status: 'scheduled',
      previousDate: null,
    });
  });

  it('reads the date in the zone picked on an edit, across a daylight-saving zone', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [TOWN_HALL] })
      .on('PUT', '/events/:id', ({ body }) => ({ json: { ...TOWN_HALL, ...(body as object) } }));
    renderEvents();
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Edit Town hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    // The event's own zone, not the last one used nor the browser's.
    expect(within(dialog).getByTitle(PHOENIX)).toBeInTheDocument();
    await pickZone(dialog, 'New_York', NEW_YORK);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated.')).toBeInTheDocument();
    // The same 11:30 AM, now in New York (EDT in May, UTC−4).
    expect(api.callsTo('PUT', '/events/e1')[0]?.body).toMatchObject({ date: '2031-05-06T15:30:00.000Z', timeZone: 'America/New_York' });
  });

  it('postpones: the new date is sent with the saved one as previousDate; cancelling sends previousDate null', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [TOWN_HALL] })
      .on('PUT', '/events/:id', ({ body }) => ({ json: { ...TOWN_HALL, ...(body as object) } }));
    renderEvents();
    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Edit Town hall' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    const status = within(dialog).getByRole('radiogroup', { name: 'Status' });
    await userEvent.click(within(status).getByRole('radio', { name: 'Postponed' }));
    expect(within(dialog).getByText(/the new date will be announced/)).toBeInTheDocument();
    const date = within(dialog).getByLabelText('Date & Time');
    await userEvent.click(date);
    await userEvent.clear(date);
    await userEvent.type(date, '2031-06-10 11:30');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('Moved from Tuesday, May 6, 2031 · 11:30 AM MST.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/events/e1')[0]?.body).toMatchObject({
      status: 'postponed',
      date: '2031-06-10T18:30:00.000Z',
      previousDate: TOWN_HALL.date,
    });

    await userEvent.click(within(await rowOf('Town hall')).getByRole('button', { name: 'Edit Town hall' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cancelled' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/events/e1')).toHaveLength(2));
    expect(api.callsTo('PUT', '/events/e1')[1]?.body).toMatchObject({ status: 'cancelled', previousDate: null, date: TOWN_HALL.date });
  });
});
