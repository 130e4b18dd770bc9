// Soft delete: a deleted booking or event moves to "Recently deleted", disappears from every other read,
// can be restored for 30 days with its id and image, and is purged (with its image) after that.
import type { BeaconApp } from '../src/app';
import { ADMIN_CODE, bearer, createTestContext, type TestContext } from './helpers/context';
import { multipart, PNG } from './helpers/multipart';
import { isStored } from './helpers/stored-images';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let admin: string;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  ctx = await createTestContext({ seed: false }, { clock });
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

/** Moves the clock; an admin signed in at that time (earlier sessions may have expired by then). */
async function at(ms: number, app: BeaconApp = ctx.app): Promise<string> {
  offsetMs = ms;
  const session = await app.inject({
    method: 'POST',
    url: '/auth/dev/session',
    payload: { role: 'admin', name: 'Later', code: ADMIN_CODE },
  });
  return (session.json() as { token: string }).token;
}
afterEach(async () => {
  if (offsetMs !== 0) admin = await at(0);
});

interface Row {
  _id: string;
  updatedAt: string;
  deletedAt?: string;
  purgeAt?: string;
  [field: string]: unknown;
}

const get = (url: string, token: string | null = admin) =>
  ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const post = (url: string, token = admin) => ctx.app.inject({ method: 'POST', url, headers: bearer(token) });
const del = (url: string, token = admin) => ctx.app.inject({ method: 'DELETE', url, headers: bearer(token) });

const createBooking = async (name = 'Rae Requester'): Promise<Row> =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/booking',
      payload: {
        requesterName: name,
        requesterEmail: 'rae@example.org',
        eventName: 'Panel',
        eventDate: '2031-02-02',
        eventLocation: 'Mesa',
      },
    })
  ).json() as Row;

async function uploadImage(): Promise<{ url: string; publicId: string }> {
  const signature = (await get('/uploads/sign?folder=events')).json() as {
    apiKey: string;
    timestamp: number;
    signature: string;
    folder: string;
    cloudName: string;
  };
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: `/uploads/${signature.cloudName}/image/upload`,
    ...multipart({ api_key: signature.apiKey, timestamp: signature.timestamp, signature: signature.signature, folder: signature.folder }, [
      { filename: 'p.png', contentType: 'image/png', data: PNG },
    ]),
  });
  const body = uploaded.json() as { secure_url: string; public_id: string };
  return { url: body.secure_url, publicId: body.public_id };
}

const createEvent = async (extra: Record<string, unknown> = {}): Promise<Row> => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/events',
    headers: bearer(admin),
    payload: { title: 'Teach-in', date: new Date(Date.now() + 5 * DAY_MS).toISOString(), location: 'Tucson', category: 'Local', ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Row;
};

describe('admins only', () => {
  test.each([
    ['GET', '/admin/deleted/bookings'],
    ['GET', '/admin/deleted/events'],
    ['POST', '/admin/purge'],
    ['POST', '/booking/00000000-0000-4000-8000-000000000000/restore'],
    ['POST', '/events/00000000-0000-4000-8000-000000000000/restore'],
  ] as const)('%s %s: 401 without a token, 403 for a visitor', async (method, url) => {
    expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method, url, headers: bearer(await ctx.visitorToken()) })).statusCode).toBe(403);
  });
});

describe('a deleted booking', () => {
  test('leaves the list, the dashboard figures and the actions; Recently deleted lists it with its purge date', async () => {
    const booking = await createBooking();
    const pendingBefore = ((await get('/admin/stats')).json() as { pendingBookings: number }).pendingBookings;
    expect((await del(`/booking/${booking._id}`)).statusCode).toBe(204);

    expect(((await get('/booking')).json() as Row[]).some((row) => row._id === booking._id)).toBe(false);
    const stats = (await get('/admin/stats')).json() as { pendingBookings: number; recentBookings: Row[] };
    expect(stats.pendingBookings).toBe(pendingBefore - 1);
    expect(stats.recentBookings.some((row) => row._id === booking._id)).toBe(false);
    const approve = await ctx.app.inject({
      method: 'PUT',
      url: `/booking/${booking._id}`,
      headers: bearer(admin),
      payload: { isConfirmed: true },
    });
    expect(approve.statusCode).toBe(404);
    expect((await del(`/booking/${booking._id}`)).statusCode).toBe(404);

    const deleted = (await get('/admin/deleted/bookings')).json() as Row[];
    const entry = deleted.find((row) => row._id === booking._id);
    expect(entry).toMatchObject({ ...booking, deletedAt: expect.any(String) });
    expect(Date.parse(entry?.purgeAt ?? '') - Date.parse(entry?.deletedAt ?? '')).toBe(30 * DAY_MS);
  });

  test('restored: same id and fields, back in the list; a second restore is 404, an unknown id 404', async () => {
    const booking = await createBooking('Restorable');
    await del(`/booking/${booking._id}`);
    const restored = await post(`/booking/${booking._id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(booking);
    expect(restored.headers.etag).toBe(`"${booking.updatedAt}"`);
    expect(((await get('/booking')).json() as Row[]).some((row) => row._id === booking._id)).toBe(true);
    expect(((await get('/admin/deleted/bookings')).json() as Row[]).some((row) => row._id === booking._id)).toBe(false);
    expect((await post(`/booking/${booking._id}/restore`)).statusCode).toBe(404);
    expect((await post('/booking/00000000-0000-4000-8000-00000000abcd/restore')).statusCode).toBe(404);
    expect((await post('/booking/not-a-uuid/restore')).statusCode).toBe(400);
  });
});

describe('a deleted event', () => {
  test('is invisible publicly: its URL, the lists and both calendar routes', async () => {
    const event = await createEvent({ title: 'Gone for now' });
    expect((await get(`/events/${event._id}`, null)).statusCode).toBe(200); // now cached
    expect((await del(`/events/${event._id}`)).statusCode).toBe(204);

    expect((await get(`/events/${event._id}`, null)).statusCode).toBe(404);
    expect((await get(`/events/${event._id}/calendar.ics`, null)).statusCode).toBe(404);
    for (const url of ['/events', '/events?status=upcoming', '/events?order=desc&limit=100']) {
      expect(((await get(url, null)).json() as Row[]).some((row) => row._id === event._id)).toBe(false);
    }
    expect((await get('/events/calendar.ics', null)).body).not.toContain('Gone for now');
    const put = await ctx.app.inject({ method: 'PUT', url: `/events/${event._id}`, headers: bearer(admin), payload: { title: 'x' } });
    expect(put.statusCode).toBe(404);
  });

  test('restored with its id and image: its public URL and image work again', async () => {
    const image = await uploadImage();
    const event = await createEvent({ imageUrl: image.url, imagePublicId: image.publicId });
    await del(`/events/${event._id}`);
    expect(await isStored(ctx.database.db, image.publicId)).toBe(true);
    const listed = ((await get('/admin/deleted/events')).json() as Row[]).find((row) => row._id === event._id);
    expect(listed).toMatchObject({ imageUrl: image.url, imagePublicId: image.publicId });

    const restored = await post(`/events/${event._id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(event);
    const page = await get(`/events/${event._id}`, null);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ _id: event._id, imageUrl: image.url });
    expect((await get(new URL(image.url).pathname, null)).statusCode).toBe(200);
  });
});

describe('after 30 days', () => {
  test('a restore is refused with 410 before and after the purge; the purge removes the rows and the image', async () => {
    const image = await uploadImage();
    const event = await createEvent({ imageUrl: image.url, imagePublicId: image.publicId });
    const booking = await createBooking('Old news');
    await del(`/events/${event._id}`);
    await del(`/booking/${booking._id}`);

    let later = await at(29 * DAY_MS);
    expect((await post('/admin/purge', later)).json()).toMatchObject({ bookings: 0, events: 0 });
    expect(((await get('/admin/deleted/events', later)).json() as Row[]).some((row) => row._id === event._id)).toBe(true);

    later = await at(31 * DAY_MS);
    expect((await post(`/events/${event._id}/restore`, later)).statusCode).toBe(410);
    // Everything in Recently deleted is past its 30 days now (this file's earlier deletions too).
    const waiting = {
      bookings: ((await get('/admin/deleted/bookings', later)).json() as Row[]).length,
      events: ((await get('/admin/deleted/events', later)).json() as Row[]).length,
    };
    const purge = await post('/admin/purge', later);
    expect(purge.statusCode).toBe(200);
    expect(purge.json()).toEqual({ ...waiting, images: 1 });
    expect(await isStored(ctx.database.db, image.publicId)).toBe(false);
    expect((await get(new URL(image.url).pathname, null)).statusCode).toBe(404);
    expect(((await get('/admin/deleted/events', later)).json() as Row[]).some((row) => row._id === event._id)).toBe(false);
    expect(((await get('/admin/deleted/bookings', later)).json() as Row[]).some((row) => row._id === booking._id)).toBe(false);
    const gone = await post(`/booking/${booking._id}/restore`, later);
    expect(gone.statusCode).toBe(410);
    expect((gone.json() as { message: string }).message).toMatch(/30 days/);

    const entries = (
      (await get(`/admin/audit?entity=event&entityId=${event._id}&action=event.purged`, later)).json() as {
        entries: { actor: unknown; before: Row }[];
      }
    ).entries;
    expect(entries).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ name: 'Later' }), before: expect.objectContaining({ _id: event._id }) }),
    ]);
  });

  test('the API purges by itself when it starts', async () => {
    const booking = await createBooking('Purged at start');
    await del(`/booking/${booking._id}`);
    offsetMs = 31 * DAY_MS;
    const restarted = await ctx.extraApp({ seed: false }, { clock });
    await restarted.ready();
    const token = await at(31 * DAY_MS, restarted);
    expect(
      ((await restarted.inject({ method: 'GET', url: '/admin/deleted/bookings', headers: bearer(token) })).json() as Row[]).length,
    ).toBe(0);
    expect((await restarted.inject({ method: 'POST', url: `/booking/${booking._id}/restore`, headers: bearer(token) })).statusCode).toBe(
      410,
    );
    const log = await restarted.inject({
      method: 'GET',
      url: `/admin/audit?entityId=${booking._id}&action=booking.purged`,
      headers: bearer(token),
    });
    // The API's own purge has no actor.
    expect((log.json() as { entries: { actor: unknown }[] }).entries).toEqual([expect.objectContaining({ actor: null })]);
  });

  test('an image another remaining event still shows is kept', async () => {
    const image = await uploadImage();
    const first = await createEvent({ imageUrl: image.url, imagePublicId: image.publicId });
    await createEvent({ imageUrl: image.url, imagePublicId: image.publicId });
    await del(`/events/${first._id}`);
    const later = await at(31 * DAY_MS);
    expect((await post('/admin/purge', later)).json()).toMatchObject({ events: 1, images: 0 });
    expect(await isStored(ctx.database.db, image.publicId)).toBe(true);
  });
});
