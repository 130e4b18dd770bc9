// Bulk actions: many bookings approved or deleted (and events deleted) in one request, each row's outcome
// reported, one audit entry per row.
import { bearer, createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

interface Row {
  _id: string;
  updatedAt: string;
  isConfirmed?: boolean;
}
interface Result {
  results: { id: string; outcome: string; status: number; message: string; updatedAt: string | null }[];
  succeeded: number;
  failed: number;
}

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

const createBooking = async (n: number): Promise<Row> =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/booking',
      payload: {
        requesterName: `Requester ${n}`,
        requesterEmail: 'r@example.org',
        eventName: 'Talk',
        eventDate: '2031-02-02',
        eventLocation: 'Mesa',
      },
    })
  ).json() as Row;
const createEvent = async (title: string): Promise<Row> =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(admin),
      payload: { title, date: '2031-06-01T10:00:00.000Z', location: 'Tempe', category: 'Rally' },
    })
  ).json() as Row;
const bulk = (section: 'bookings' | 'events', payload: unknown, token: string | null = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/admin/bulk/${section}`,
    payload: payload as object,
    ...(token ? { headers: bearer(token) } : {}),
  });
const auditOf = async (id: string) =>
  (
    (await ctx.app.inject({ method: 'GET', url: `/admin/audit?entityId=${id}`, headers: bearer(admin) })).json() as {
      entries: { action: string; requestId: string }[];
    }
  ).entries;

test('admins only: 401 without a token, 403 for a visitor', async () => {
  const payload = { action: 'approve', items: [{ id: UNKNOWN }] };
  expect((await bulk('bookings', payload, null)).statusCode).toBe(401);
  expect((await bulk('bookings', payload, await ctx.visitorToken())).statusCode).toBe(403);
  expect((await bulk('events', { action: 'delete', items: [{ id: UNKNOWN }] }, await ctx.visitorToken())).statusCode).toBe(403);
});

test('ten bookings approved at once, each with its own audit entry from the one request', async () => {
  const rows = await Promise.all(Array.from({ length: 10 }, (_, n) => createBooking(n)));
  const response = await bulk('bookings', { action: 'approve', items: rows.map((row) => ({ id: row._id, version: row.updatedAt })) });
  expect(response.statusCode).toBe(200);
  const body = response.json() as Result;
  expect(body).toMatchObject({ succeeded: 10, failed: 0 });
  expect(body.results.map((row) => [row.id, row.outcome, row.status])).toEqual(rows.map((row) => [row._id, 'ok', 200]));
  const listed = (await ctx.app.inject({ method: 'GET', url: '/booking', headers: bearer(admin) })).json() as Row[];
  for (const row of rows) {
    const now = listed.find((each) => each._id === row._id);
    expect(now?.isConfirmed).toBe(true);
    expect(body.results.find((each) => each.id === row._id)?.updatedAt).toBe(now?.updatedAt);
  }
  const entries = await Promise.all(rows.map((row) => auditOf(row._id)));
  expect(entries.map((list) => list.map((entry) => entry.action))).toEqual(rows.map(() => ['booking.approved']));
  expect(new Set(entries.map((list) => list[0]?.requestId)).size).toBe(1);
});

test('partial failure is reported per row, in the order sent: unknown, stale, already deleted', async () => {
  const [fresh, stale, deleted] = [await createBooking(20), await createBooking(21), await createBooking(22)];
  await ctx.app.inject({ method: 'PUT', url: `/booking/${stale?._id}`, headers: bearer(admin), payload: { isConfirmed: true } });
  await ctx.app.inject({ method: 'DELETE', url: `/booking/${deleted?._id}`, headers: bearer(admin) });
  const response = await bulk('bookings', {
    action: 'approve',
    items: [{ id: UNKNOWN }, { id: fresh?._id }, { id: stale?._id, version: stale?.updatedAt }, { id: deleted?._id }],
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as Result;
  expect(body.results.map((row) => [row.id, row.outcome, row.status])).toEqual([
    [UNKNOWN, 'not-found', 404],
    [fresh?._id, 'ok', 200],
    [stale?._id, 'conflict', 409],
    [deleted?._id, 'not-found', 404],
  ]);
  expect(body).toMatchObject({ succeeded: 1, failed: 3 });
  expect((await auditOf(stale?._id ?? '')).map((entry) => entry.action)).toEqual(['booking.approved']); // only the single approval
});

test('bookings deleted together move to Recently deleted; events too', async () => {
  const rows = [await createBooking(30), await createBooking(31)];
  const response = await bulk('bookings', { action: 'delete', items: [...rows.map((row) => ({ id: row._id })), { id: UNKNOWN }] });
  expect((response.json() as Result).results.map((row) => [row.outcome, row.status])).toEqual([
    ['ok', 204],
    ['ok', 204],
    ['not-found', 404],
  ]);
  const trash = (await ctx.app.inject({ method: 'GET', url: '/admin/deleted/bookings', headers: bearer(admin) })).json() as Row[];
  expect(rows.every((row) => trash.some((each) => each._id === row._id))).toBe(true);
  for (const row of rows) expect((await auditOf(row._id)).map((entry) => entry.action)).toEqual(['booking.deleted']);

  const events = [await createEvent('One'), await createEvent('Two')];
  const edited = await ctx.app.inject({
    method: 'PUT',
    url: `/events/${events[1]?._id}`,
    headers: bearer(admin),
    payload: { title: 'Two!' },
  });
  expect(edited.statusCode).toBe(200);
  const eventsResponse = await bulk('events', { action: 'delete', items: events.map((row) => ({ id: row._id, version: row.updatedAt })) });
  expect((eventsResponse.json() as Result).results.map((row) => row.outcome)).toEqual(['ok', 'conflict']);
  expect((await ctx.app.inject({ method: 'GET', url: `/events/${events[0]?._id}` })).statusCode).toBe(404);
  expect((await ctx.app.inject({ method: 'GET', url: `/events/${events[1]?._id}` })).statusCode).toBe(200);
});

test('refused as a whole: no rows, more than 100, a repeated id, an unknown action, a malformed id', async () => {
  const booking = await createBooking(40);
  const many = Array.from({ length: 101 }, (_, n) => ({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` }));
  const cases: [string, unknown][] = [
    ['empty', { action: 'approve', items: [] }],
    ['101 rows', { action: 'approve', items: many }],
    ['repeated id', { action: 'approve', items: [{ id: booking._id }, { id: booking._id }] }],
    ['unknown action', { action: 'archive', items: [{ id: booking._id }] }],
    ['malformed id', { action: 'approve', items: [{ id: 'nope' }] }],
    ['extra field', { action: 'approve', items: [{ id: booking._id }], force: true }],
  ];
  for (const [label, payload] of cases)
    expect({ label, status: (await bulk('bookings', payload)).statusCode }).toEqual({ label, status: 400 });
  expect((await bulk('events', { action: 'approve', items: [{ id: UNKNOWN }] })).statusCode).toBe(400);
  expect(await auditOf(booking._id)).toEqual([]);
});
