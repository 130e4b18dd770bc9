import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import type { AuditEntry } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { ActivitySection } from './ActivitySection';

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2030-01-02T10:00:00.000Z',
  actor: { id: 'u1', name: 'Dana Admin' },
  action: 'event.updated',
  entity: 'event',
  entityId: 'e1',
  before: { title: 'Town hall', location: 'Mesa' },
  after: { title: 'Town hall', location: 'Tempe' },
  requestId: `r${id}`,
  ...overrides,
});

const ACTORS = [
  { id: 'u1', name: 'Dana Admin', entries: 3, lastAt: '2030-01-02T10:00:00.000Z' },
  { id: 'u2', name: 'Eli Editor', entries: 1, lastAt: '2030-01-01T10:00:00.000Z' },
];

const renderActivity = () =>
  renderPage(
    <AdminProviders>
      <ActivitySection />
    </AdminProviders>,
    { path: '/admin/activity', auth: 'admin' },
  );

describe('the Activity view', () => {
  it('lists who did what, newest first, with the changed fields, and pages to older entries', async () => {
    const api = installFakeApi()
      .on('GET', '/admin/audit/actors', { json: ACTORS })
      .on('GET', '/admin/audit', ({ query }) =>
        query.get('cursor') === '5'
          ? {
              json: {
                entries: [
                  entry('4', {
                    action: 'booking.approved',
                    entity: 'booking',
                    before: { isConfirmed: false },
                    after: { isConfirmed: true },
                  }),
                ],
                nextCursor: null,
              },
            }
          : {
              json: {
                entries: [
                  entry('6'),
                  entry('5', {
                    action: 'export.made',
                    entity: 'export',
                    entityId: null,
                    before: null,
                    after: { section: 'events', rows: 3 },
                  }),
                ],
                nextCursor: '5',
              },
            },
      );
    renderActivity();
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const first = await screen.findByRole('cell', { name: 'location: Mesa → Tempe' });
    const row = first.closest('tr') as HTMLElement;
    expect(within(row).getByText('Dana Admin')).toBeInTheDocument();
    expect(within(row).getByText('edited the event')).toBeInTheDocument();
    expect(within(row).getByText('Town hall')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'events, 3 rows' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('cell', { name: 'isConfirmed: false → true' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/audit').at(-1)?.query.get('cursor')).toBe('5');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('cell', { name: 'location: Mesa → Tempe' })).toBeInTheDocument();
  });

  it('filters by item and by days (the last day included), and says when nothing matches', async () => {
    const api = installFakeApi()
      .on('GET', '/admin/audit/actors', { json: ACTORS })
      .on('GET', '/admin/audit', ({ query }) => ({ json: { entries: query.has('entity') ? [] : [entry('1')], nextCursor: null } }));
    renderActivity();
    await screen.findByRole('cell', { name: 'location: Mesa → Tempe' });
    await userEvent.type(screen.getByLabelText('From'), '2030-01-01');
    await userEvent.type(screen.getByLabelText('To'), '2030-01-02');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Bookings');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    const query = api.callsTo('GET', '/admin/audit').at(-1)?.query;
    expect(query?.get('entity')).toBe('booking');
    expect(query?.get('from')).toBe(new Date(2030, 0, 1).toISOString());
    expect(query?.get('to')).toBe(new Date(2030, 0, 3).toISOString());
  });

  it('filters by person, from the people in the log, each told apart by how they signed in', async () => {
    const api = installFakeApi()
      .on('GET', '/admin/audit/actors', {
        json: [
          ...ACTORS,
          { id: 'local:person:0123456789abcdef', name: 'Admin', entries: 4, lastAt: '2030-01-01T09:00:00.000Z' },
          { id: 'user_2abcA1b2c3', name: 'Admin', entries: 1, lastAt: '2030-01-01T08:00:00.000Z' },
          { id: 'local:0b1d2e3f-0000-4000-8000-00000000a1b2', name: 'Admin', entries: 1, lastAt: '2030-01-01T07:00:00.000Z' },
        ],
      })
      .on('GET', '/admin/audit', { json: { entries: [entry('1')], nextCursor: null } });
    renderActivity();
    await screen.findByRole('cell', { name: 'location: Mesa → Tempe' });
    const person = await screen.findByRole('combobox', { name: 'Person' });
    await screen.findByRole('option', { name: 'Eli Editor · …u2' });
    const names = within(person)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'Everyone',
      'Dana Admin · …u1',
      'Eli Editor · …u2',
      'Admin · development sign-in',
      'Admin · …A1b2c3',
      'Admin · development session …00a1b2',
    ]);
    // No two people read the same.
    expect(new Set(names).size).toBe(names.length);
    await userEvent.selectOptions(person, await screen.findByRole('option', { name: 'Eli Editor · …u2' }));
    await waitFor(() => expect(api.callsTo('GET', '/admin/audit').at(-1)?.query.get('actorId')).toBe('u2'));
  });

  it('says so when nothing is recorded, when the log cannot be loaded, and Not Authorized on a 403', async () => {
    installFakeApi()
      .on('GET', '/admin/audit/actors', { json: [] })
      .on('GET', '/admin/audit', { json: { entries: [], nextCursor: null } });
    const empty = renderActivity();
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
    empty.unmount();
    installFakeApi()
      .on('GET', '/admin/audit/actors', { json: [] })
      .on('GET', '/admin/audit', { status: 500, json: { error: 'x', message: 'x' } });
    const failed = renderActivity();
    expect(await screen.findAllByText('Failed to load the activity.')).not.toHaveLength(0);
    failed.unmount();
    installFakeApi()
      .on('GET', '/admin/audit/actors', { json: [] })
      .on('GET', '/admin/audit', { status: 403, json: { error: 'Forbidden', message: 'x' } });
    renderActivity();
    expect(await screen.findByText('Not Authorized')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
