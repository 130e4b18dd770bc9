import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import type { Event } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { EventsSection } from './EventsSection';

const event = (id: string, overrides: Partial<Event> = {}): Event => ({
  _id: id,
  title: `Event ${id}`,
  description: '<p>Bring <strong>a friend</strong>.</p><script>alert(1)</script>',
  date: '2031-05-06T18:30:00.000Z',
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

const renderEvents = () =>
  renderPage(
    <AdminProviders>
      <EventsSection />
    </AdminProviders>,
    { path: '/admin/events', auth: 'admin' },
  );
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
});

describe('the events table', () => {
  it('has the columns, sorted by date ascending, with the flags as Featured and Completed', async () => {
    installFakeApi().on('GET', '/events', { json: [TOWN_HALL, WORKSHOP] });
    renderEvents();
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Event/ })).toBeInTheDocument();
    await rowOf('Town hall');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(['Title', 'Date', 'Location', 'Category', 'Flags', 'Actions']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Workshop', 'Town hall']);
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
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
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

describe('the add/edit dialog', () => {
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
      date: new Date(2031, 4, 6, 18, 30).toISOString(),
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
    const local = new Date(TOWN_HALL.date);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(within(dialog).getByLabelText('Date & Time')).toHaveValue(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, ' Renamed  ');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Featured' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated.')).toBeInTheDocument();
    const put = api.callsTo('PUT', '/events/e1')[0];
    expect(put?.headers.get('If-Match')).toBe(`"${TOWN_HALL.updatedAt}"`);
    expect(put?.body).toMatchObject({ title: 'Renamed', date: TOWN_HALL.date, isFocused: false, isCompleted: false });
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
