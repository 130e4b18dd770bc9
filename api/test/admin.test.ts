// Admin edits without silent overwrites (If-Match / ETag), image clean-up at the purge of deleted events, and the
// dashboard figures.
import type { BeaconApp } from '../src/app';
import { ADMIN_CODE, bearer, createTestContext, type TestContext } from './helpers/context';
import { fakeFetch } from './helpers/fake-fetch';
import { multipart, PNG } from './helpers/multipart';
import { isStored, storedImageCount } from './helpers/stored-images';

let ctx: TestContext;
let admin: string;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());
afterEach(() => {
  offsetMs = 0;
});

interface Versioned {
  _id: string;
  updatedAt: string;
  isConfirmed?: boolean;
  title?: string;
  imageUrl?: string | null;
  imagePublicId?: string | null;
}

const BOOKING = {
  requesterName: 'Ana & Co',
  requesterEmail: 'ana@example.org',
  eventName: 'Town hall',
  eventDate: '2031-03-04',
  eventLocation: 'Mesa',
};
const EVENT = { title: 'Versioned', date: '2031-01-01T10:00:00.000Z', location: 'Tempe', category: 'Rally' };

const createBooking = async (app: BeaconApp = ctx.app): Promise<Versioned> =>
  (await app.inject({ method: 'POST', url: '/booking', payload: BOOKING })).json() as Versioned;

const createEvent = async (extra: Record<string, unknown> = {}): Promise<Versioned> =>
  (await ctx.app.inject({ method: 'POST', url: '/events', headers: bearer(admin), payload: { ...EVENT, ...extra } })).json() as Versioned;

const approve = (id: string, ifMatch?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/booking/${id}`,
    headers: { ...bearer(admin), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: { isConfirmed: true },
  });

const rename = (id: string, title: string, ifMatch?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/events/${id}`,
    headers: { ...bearer(admin), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: { title },
  });

describe('PUT /booking/:id with If-Match', () => {
  test('the current version is approved and answers the new ETag', async () => {
    const booking = await createBooking();
    const response = await approve(booking._id, `"${booking.updatedAt}"`);
    expect(response.statusCode).toBe(200);
    const saved = response.json() as Versioned;
    expect(saved.isConfirmed).toBe(true);
    expect(response.headers.etag).toBe(`"${saved.updatedAt}"`);
    expect(saved.updatedAt).not.toBe(booking.updatedAt);
  });

  test('a stale version → 409 with a clear message', async () => {
    const booking = await createBooking();
    expect((await approve(booking._id)).statusCode).toBe(200);
    const stale = await approve(booking._id, `"${booking.updatedAt}"`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'Conflict', message: expect.stringMatching(/changed by someone else.*Reload/) });
  });

  test('the bare updatedAt is accepted as the version too; a malformed If-Match is 400, an unknown id 404', async () => {
    const booking = await createBooking();
    expect((await approve(booking._id, booking.updatedAt)).statusCode).toBe(200);
    expect((await approve(booking._id, '"yesterday"')).statusCode).toBe(400);
    expect((await approve('00000000-0000-4000-8000-000000000000', `"${booking.updatedAt}"`)).statusCode).toBe(404);
  });
});

describe('PUT /events/:id with If-Match', () => {
  test('GET /events/:id carries the ETag; updating with it works; the old one is then stale (409)', async () => {
    const event = await createEvent();
    const read = await ctx.app.inject({ method: 'GET', url: `/events/${event._id}` });
    expect(read.headers.etag).toBe(`"${event.updatedAt}"`);
    const fromAdmin = await ctx.app.inject({ method: 'GET', url: `/events/${event._id}`, headers: { origin: 'http://localhost:3004' } });
    expect(fromAdmin.headers['access-control-expose-headers']).toContain('ETag');

    const first = await rename(event._id, 'First editor', read.headers.etag as string);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${(first.json() as Versioned).updatedAt}"`);

    const second = await rename(event._id, 'Second editor', read.headers.etag as string);
    expect(second.statusCode).toBe(409);
    expect((second.json() as { message: string }).message).toMatch(/This event was changed by someone else/);
    const now = (await ctx.app.inject({ method: 'GET', url: `/events/${event._id}` })).json() as Versioned;
    expect(now.title).toBe('First editor');
  });

  test('two updates within the same millisecond still get different versions', async () => {
    const event = await createEvent();
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const a = (await rename(event._id, 'A')).json() as Versioned;
      const b = await rename(event._id, 'B', `"${a.updatedAt}"`);
      expect(b.statusCode).toBe(200);
      expect((b.json() as Versioned).updatedAt > a.updatedAt).toBe(true);
      expect((await rename(event._id, 'C', `"${a.updatedAt}"`)).statusCode).toBe(409);
    } finally {
      jest.restoreAllMocks();
    }
  });

  test('without If-Match the update applies (scripts, older clients)', async () => {
    const event = await createEvent();
    expect((await rename(event._id, 'No header')).statusCode).toBe(200);
    expect((await rename(event._id, 'Any version', '*')).statusCode).toBe(200);
  });
});

describe('a deleted event keeps its uploaded image until the purge', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  /** The purge after the 30 days, by an admin signed in at that (moved) time on `app`. */
  const purgeLater = async (app: BeaconApp): Promise<string> => {
    offsetMs = 31 * DAY_MS;
    const session = await app.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'admin', name: 'P', code: ADMIN_CODE } });
    const token = (session.json() as { token: string }).token;
    expect((await app.inject({ method: 'POST', url: '/admin/purge', headers: bearer(token) })).statusCode).toBe(200);
    // Signing in at the moved time may clear sessions that had expired by then: the file's admin signs in anew.
    offsetMs = 0;
    admin = await ctx.adminToken();
    return token;
  };

  test('local image host: the file stays while the event is restorable; the purge removes it and its URL answers 404', async () => {
    const signature = (await ctx.app.inject({ method: 'GET', url: '/uploads/sign?folder=events', headers: bearer(admin) })).json() as {
      apiKey: string;
      timestamp: number;
      signature: string;
      folder: string;
      cloudName: string;
    };
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/uploads/${signature.cloudName}/image/upload`,
      ...multipart(
        { api_key: signature.apiKey, timestamp: signature.timestamp, signature: signature.signature, folder: signature.folder },
        [{ filename: 'p.png', contentType: 'image/png', data: PNG }],
      ),
    });
    expect(uploaded.statusCode).toBe(200);
    const { secure_url: url, public_id: publicId } = uploaded.json() as { secure_url: string; public_id: string };
    expect(await isStored(ctx.database.db, publicId)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);

    const event = await createEvent({ imageUrl: url, imagePublicId: publicId });
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/events/${event._id}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(204);
    expect(await isStored(ctx.database.db, publicId)).toBe(true);

    await purgeLater(ctx.app);
    expect(await isStored(ctx.database.db, publicId)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
  });

  test('an event without an image, or with an id this host never wrote, is deleted and purged cleanly', async () => {
    const before = await storedImageCount(ctx.database.db);
    const plain = await createEvent();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/events/${plain._id}`, headers: bearer(admin) })).statusCode).toBe(204);
    const foreign = await createEvent({ imagePublicId: '../../auth-secret' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/events/${foreign._id}`, headers: bearer(admin) })).statusCode).toBe(204);
    await purgeLater(ctx.app);
    expect(await storedImageCount(ctx.database.db)).toBe(before);
  });

  test('Cloudinary: no destroy call on delete; a signed destroy call for the public id at the purge', async () => {
    const host = fakeFetch(() => ({ json: { result: 'ok' } }));
    const cloud = await ctx.extraApp(
      { cloudinary: { cloudName: 'demo-cloud', apiKey: '1234567890', apiSecret: 'shh-secret' } },
      { fetch: host.fetch, clock },
    );
    const session = await cloud.inject({
      method: 'POST',
      url: '/auth/dev/session',
      payload: { role: 'admin', name: 'C', code: ADMIN_CODE },
    });
    const token = (session.json() as { token: string }).token;
    const created = await cloud.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(token),
      payload: { ...EVENT, imageUrl: 'https://res.cloudinary.com/demo-cloud/image/upload/v1/events/abc.png', imagePublicId: 'events/abc' },
    });
    const id = (created.json() as Versioned)._id;
    expect((await cloud.inject({ method: 'DELETE', url: `/events/${id}`, headers: bearer(token) })).statusCode).toBe(204);
    expect(host.calls.some((call) => call.url.pathname.endsWith('/image/destroy'))).toBe(false);

    await purgeLater(cloud);
    const destroy = host.calls.find((call) => call.url.pathname.endsWith('/image/destroy'));
    expect(destroy?.url.href).toBe('https://api.cloudinary.com/v1_1/demo-cloud/image/destroy');
    const form = new URLSearchParams(destroy?.body ?? '');
    expect(form.get('public_id')).toBe('events/abc');
    expect(form.get('api_key')).toBe('1234567890');
    expect(form.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  test('Cloudinary failing does not fail the deletion or the purge', async () => {
    const host = fakeFetch(() => ({ status: 500, json: { error: { message: 'down' } } }));
    const cloud = await ctx.extraApp(
      { cloudinary: { cloudName: 'demo-cloud', apiKey: '1234567890', apiSecret: 'shh-secret' } },
      { fetch: host.fetch, clock },
    );
    const session = await cloud.inject({
      method: 'POST',
      url: '/auth/dev/session',
      payload: { role: 'admin', name: 'C', code: ADMIN_CODE },
    });
    const token = (session.json() as { token: string }).token;
    const created = await cloud.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(token),
      payload: { ...EVENT, imagePublicId: 'events/x' },
    });
    const id = (created.json() as Versioned)._id;
    expect((await cloud.inject({ method: 'DELETE', url: `/events/${id}`, headers: bearer(token) })).statusCode).toBe(204);
    expect((await cloud.inject({ method: 'GET', url: `/events/${id}` })).statusCode).toBe(404);
    const later = await purgeLater(cloud);
    offsetMs = 31 * DAY_MS;
    expect(host.calls.some((call) => call.url.pathname.endsWith('/image/destroy'))).toBe(true);
    // The row is gone even though its image could not be: a restore now says it is too late.
    expect((await cloud.inject({ method: 'POST', url: `/events/${id}/restore`, headers: bearer(later) })).statusCode).toBe(410);
  });
});

describe('GET /admin/stats', () => {
  test('admins only: 401 without a token, 403 for a visitor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/stats' })).statusCode).toBe(401);
    const visitor = await ctx.visitorToken();
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/stats', headers: bearer(visitor) })).statusCode).toBe(403);
  });

  test('pending bookings, upcoming events, bookings of the last 7 days and the five newest, on seeded data', async () => {
    const existing = (await ctx.app.inject({ method: 'GET', url: '/booking', headers: bearer(admin) })).json() as Versioned[];
    for (const booking of existing) await ctx.app.inject({ method: 'DELETE', url: `/booking/${booking._id}`, headers: bearer(admin) });

    const day = 24 * 60 * 60 * 1000;
    offsetMs = -10 * day;
    const old = await createBooking();
    offsetMs = -8 * day;
    await createBooking();
    offsetMs = -2 * day;
    const recentConfirmed = await createBooking();
    offsetMs = 0;
    await approve(recentConfirmed._id);
    const newest: Versioned[] = [];
    for (let i = 0; i < 4; i++) {
      offsetMs = i * 1000 - 60_000;
      newest.push(await createBooking());
    }
    offsetMs = 0;

    const upcoming = (await ctx.app.inject({ method: 'GET', url: '/events?status=upcoming' })).json() as unknown[];
    expect(upcoming.length).toBeGreaterThan(0);

    const response = await ctx.app.inject({ method: 'GET', url: '/admin/stats', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const stats = response.json() as {
      pendingBookings: number;
      upcomingEvents: number;
      bookingsLast7Days: number;
      recentBookings: Versioned[];
    };
    expect(stats.pendingBookings).toBe(6);
    expect(stats.bookingsLast7Days).toBe(5);
    expect(stats.upcomingEvents).toBe(upcoming.length);
    expect(stats.recentBookings.map((booking) => booking._id)).toEqual([...newest.reverse(), recentConfirmed].map((b) => b._id));
    expect(stats.recentBookings.map((booking) => booking._id)).not.toContain(old._id);
  });
});
