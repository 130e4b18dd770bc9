import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { bookings } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

const VALID = {
  requesterName: 'Grace Hopper',
  requesterEmail: 'grace@example.org',
  eventName: 'Navy Ball',
  eventDate: '2030-09-14',
  eventLocation: 'Arlington, VA',
  eventDetails: 'Keynote, 45 minutes.\nQ&A after.',
};

const BOOKING_SHAPE = {
  _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  requesterName: expect.any(String),
  requesterEmail: expect.any(String),
  eventName: expect.any(String),
  eventDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  eventLocation: expect.any(String),
  eventDetails: expect.any(String),
  isConfirmed: expect.any(Boolean),
  createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
};

const post = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/booking', payload: payload as object });
const rowCount = async () => (await ctx.database.db.select({ n: count() }).from(bookings))[0]?.n ?? 0;

describe('POST /booking', () => {
  test('201 with the saved, pending booking', async () => {
    const response = await post(VALID);
    expect(response.statusCode).toBe(201);
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({ ...BOOKING_SHAPE, ...VALID, isConfirmed: false });
    expect(Object.keys(body).sort()).toEqual(Object.keys(BOOKING_SHAPE).sort());
  });

  test('strings are trimmed (the one documented normalisation, which the booking form shows first) and eventDetails defaults to ""', async () => {
    const { eventDetails: _omitted, ...rest } = VALID;
    const response = await post({ ...rest, requesterName: '  Ada  ', eventName: '\t=1+1', eventLocation: '\tLondon\n' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ requesterName: 'Ada', eventName: '=1+1', eventLocation: 'London', eventDetails: '' });
  });

  test('plain-text fields are stored verbatim (rendering escapes them), never executed here', async () => {
    const xss = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const response = await post({ ...VALID, requesterName: xss, eventDetails: xss });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ requesterName: xss, eventDetails: xss });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  test('400 names each bad field and writes nothing', async () => {
    const before = await rowCount();
    const response = await post({
      requesterName: '',
      requesterEmail: 'not-an-email',
      eventDate: '2030-02-30',
      eventLocation: 'x',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe('Bad Request');
    expect(body.fields).toEqual({
      requesterName: 'must not be empty',
      requesterEmail: 'must be a valid e-mail address',
      eventName: 'is required',
      eventDate: 'must be an ISO 8601 date (YYYY-MM-DD) from the years 1900–2999',
      extra: 'is not an allowed field',
    });
    expect(body.message).toContain('requesterEmail');
    expect(await rowCount()).toBe(before);
  });
});

describe('GET /booking', () => {
  test('admin gets every booking, newest first', async () => {
    const a = (await post({ ...VALID, eventName: 'First' })).json() as { _id: string };
    const b = (await post({ ...VALID, eventName: 'Second' })).json() as { _id: string };
    const response = await ctx.app.inject({ method: 'GET', url: '/booking', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { _id: string; createdAt: string }[];
    expect(Array.isArray(list)).toBe(true);
    list.forEach((item) => expect(item).toEqual(BOOKING_SHAPE));
    const ids = list.map((item) => item._id);
    expect(ids.indexOf(b._id)).toBeLessThan(ids.indexOf(a._id));
    const times = list.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});

describe('PUT /booking/:id', () => {
  test('approves: isConfirmed true, updatedAt moves', async () => {
    const created = (await post(VALID)).json() as { _id: string; updatedAt: string };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/booking/${created._id}`,
      headers: bearer(admin),
      payload: { isConfirmed: true },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { isConfirmed: boolean; updatedAt: string };
    expect(body).toEqual({ ...BOOKING_SHAPE, ...VALID, _id: created._id, isConfirmed: true });
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    // Approving twice is harmless.
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/booking/${created._id}`,
      headers: bearer(admin),
      payload: { isConfirmed: true },
    });
    expect(again.statusCode).toBe(200);
  });

  test('no way back to pending: isConfirmed false → 400', async () => {
    const created = (await post(VALID)).json() as { _id: string };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/booking/${created._id}`,
      headers: bearer(admin),
      payload: { isConfirmed: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { isConfirmed: 'must be true' } });
  });

  test.each([
    [{}, 'isConfirmed'],
    [{ isConfirmed: 'true' }, 'isConfirmed'],
    [{ isConfirmed: true, requesterName: 'x' }, 'requesterName'],
  ])('bad body %j → 400 naming %s', async (payload, field) => {
    const created = (await post(VALID)).json() as { _id: string };
    const response = await ctx.app.inject({ method: 'PUT', url: `/booking/${created._id}`, headers: bearer(admin), payload });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  test('malformed id → 400, unknown id → 404', async () => {
    const malformed = await ctx.app.inject({ method: 'PUT', url: '/booking/123', headers: bearer(admin), payload: { isConfirmed: true } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { id: 'must be a valid id' } });
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: `/booking/${randomUUID()}`,
      headers: bearer(admin),
      payload: { isConfirmed: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'Booking not found.' });
  });
});

describe('DELETE /booking/:id', () => {
  test('204, then 404', async () => {
    const created = (await post(VALID)).json() as { _id: string };
    const response = await ctx.app.inject({ method: 'DELETE', url: `/booking/${created._id}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const again = await ctx.app.inject({ method: 'DELETE', url: `/booking/${created._id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    const list = (await ctx.app.inject({ method: 'GET', url: '/booking', headers: bearer(admin) })).json() as { _id: string }[];
    expect(list.map((item) => item._id)).not.toContain(created._id);
  });

  test('deletes a confirmed booking too', async () => {
    const created = (await post(VALID)).json() as { _id: string };
    await ctx.app.inject({ method: 'PUT', url: `/booking/${created._id}`, headers: bearer(admin), payload: { isConfirmed: true } });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/booking/${created._id}`, headers: bearer(admin) })).statusCode).toBe(204);
  });

  test('malformed id → 400', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/booking/abc', headers: bearer(admin) })).statusCode).toBe(400);
  });
});

describe('concurrency', () => {
  test('500 concurrent POST /booking → exactly 500 new rows, all distinct', async () => {
    const before = await rowCount();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/booking',
          payload: { ...VALID, eventName: `Concurrent ${i}` },
          remoteAddress: `10.0.${i % 250}.${i % 7}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    expect(new Set(responses.map((r) => (r.json() as { _id: string })._id)).size).toBe(500);
    expect(await rowCount()).toBe(before + 500);
  });

  test('approve and delete racing on one booking end in a consistent state', async () => {
    for (let round = 0; round < 20; round++) {
      const created = (await post(VALID)).json() as { _id: string };
      const url = `/booking/${created._id}`;
      const [approve, remove] = await Promise.all([
        ctx.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: { isConfirmed: true } }),
        ctx.app.inject({ method: 'DELETE', url, headers: bearer(admin) }),
      ]);
      // The delete always wins in the end; the approval either happened first (200) or found nothing (404).
      expect(remove.statusCode).toBe(204);
      expect([200, 404]).toContain(approve.statusCode);
      const list = (await ctx.app.inject({ method: 'GET', url: '/booking', headers: bearer(admin) })).json() as { _id: string }[];
      expect(list.some((item) => item._id === created._id)).toBe(false);
      const after = await ctx.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: { isConfirmed: true } });
      expect(after.statusCode).toBe(404);
    }
  });
});

describe('POST /booking refuses past dates', () => {
  let now = new Date('2026-06-15T10:00:00.000Z');
  let dated: TestContext;
  beforeAll(async () => {
    dated = await createTestContext({}, { clock: () => now });
  });
  afterAll(() => dated?.close());
  const book = (eventDate: string) => dated.app.inject({ method: 'POST', url: '/booking', payload: { ...VALID, eventDate } });

  test('a date before today everywhere on Earth → 400 naming eventDate, nothing stored', async () => {
    for (const eventDate of ['2020-01-01', '2026-06-13']) {
      const response = await book(eventDate);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { eventDate: 'must be today or later (from 2026-06-14)' } });
    }
    expect((await dated.database.db.select({ n: count() }).from(bookings))[0]?.n).toBe(0);
  });

  test('the day it still is in the westmost zone (UTC−12) is taken, and today and later', async () => {
    // 10:00 UTC on the 15th is 22:00 on the 14th at UTC−12: a visitor there books "today".
    for (const eventDate of ['2026-06-14', '2026-06-15', '2026-06-16', '2030-09-14']) expect((await book(eventDate)).statusCode).toBe(201);
    now = new Date('2026-06-15T12:00:00.000Z');
    expect((await book('2026-06-14')).statusCode).toBe(400);
    expect((await book('2026-06-15')).statusCode).toBe(201);
  });
});
