import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { bookingIdempotencyKeys, bookings } from '../src/db/schema';
import { bookingRequest } from './helpers/bookings';
import { bearer, createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
});
afterEach(() => {
  offsetMs = 0;
});
afterAll(() => ctx?.close());

const post = (payload: object, key?: string) =>
  ctx.app.inject({ method: 'POST', url: '/booking', payload, headers: key === undefined ? {} : { 'idempotency-key': key } });
const rowsNamed = async (eventName: string) =>
  (await ctx.database.db.select({ n: count() }).from(bookings).where(eq(bookings.eventName, eventName)))[0]?.n ?? 0;

describe('POST /booking with an Idempotency-Key', () => {
  test('the same key twice → one row, the same 201 body back (marked as a replay)', async () => {
    const key = randomUUID();
    const first = await post(bookingRequest('Idempotent gala'), key);
    const second = await post(bookingRequest('Idempotent gala'), key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await rowsNamed('Idempotent gala')).toBe(1);
  });

  test('different keys → two rows', async () => {
    const one = await post(bookingRequest('Two keys'), randomUUID());
    const two = await post(bookingRequest('Two keys'), randomUUID());
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect((one.json() as { _id: string })._id).not.toBe((two.json() as { _id: string })._id);
    expect(await rowsNamed('Two keys')).toBe(2);
  });

  test('the same key sent five times at once → one row, every answer the same booking', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(bookingRequest('Raced key'), key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => (a.json() as { _id: string })._id)).size).toBe(1);
    expect(await rowsNamed('Raced key')).toBe(1);
  });

  test('the key with another request → 422, nothing written', async () => {
    const key = randomUUID();
    expect((await post(bookingRequest('Original request'), key)).statusCode).toBe(201);
    const reused = await post(bookingRequest('Another request'), key);
    expect(reused.statusCode).toBe(422);
    expect((reused.json() as { message: string }).message).toMatch(/Idempotency-Key/);
    expect(await rowsNamed('Another request')).toBe(0);
  });

  test('a malformed key → 400 naming the header, nothing written', async () => {
    for (const key of ['short', 'x'.repeat(201), 'has space in it']) {
      const response = await post(bookingRequest('Bad key'), key);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { fields: Record<string, string> }).fields).toHaveProperty('Idempotency-Key');
    }
    expect(await rowsNamed('Bad key')).toBe(0);
  });

  test('a deleted booking: its key answers 410 (never a replay) until a restore, and is free again once purged', async () => {
    const key = randomUUID();
    const created = (await post(bookingRequest('Deleted later'), key)).json() as { _id: string };
    const admin = bearer(await ctx.adminToken());
    const booking = `/booking/${created._id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url: booking, headers: admin })).statusCode).toBe(204);

    const retry = await post(bookingRequest('Deleted later'), key);
    expect(retry.statusCode).toBe(410);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body).not.toContain(created._id);
    expect((retry.json() as { message: string }).message).toMatch(/Idempotency-Key.*deleted/);
    expect(await rowsNamed('Deleted later')).toBe(1);
    // Still only in "Recently deleted": the retry brought nothing back.
    const approve = await ctx.app.inject({ method: 'PUT', url: booking, headers: admin, payload: { isConfirmed: true } });
    expect(approve.statusCode).toBe(404);

    // Restored, the booking is its key's again: a retry replays it, no second booking.
    expect((await ctx.app.inject({ method: 'POST', url: `${booking}/restore`, headers: admin })).statusCode).toBe(200);
    const afterRestore = await post(bookingRequest('Deleted later'), key);
    expect(afterRestore.statusCode).toBe(201);
    expect(afterRestore.headers['idempotent-replayed']).toBe('true');
    expect((afterRestore.json() as { _id: string })._id).toBe(created._id);

    // Deleted again and purged: the key goes with the booking, and the same request makes a new one.
    expect((await ctx.app.inject({ method: 'DELETE', url: booking, headers: admin })).statusCode).toBe(204);
    offsetMs = 31 * 24 * 60 * 60 * 1000;
    const later = bearer(await ctx.adminToken());
    expect((await ctx.app.inject({ method: 'POST', url: '/admin/purge', headers: later })).statusCode).toBe(200);
    const keys = await ctx.database.db.select().from(bookingIdempotencyKeys).where(eq(bookingIdempotencyKeys.key, key));
    expect(keys).toEqual([]);
    const fresh = await post(bookingRequest('Deleted later'), key);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect((fresh.json() as { _id: string })._id).not.toBe(created._id);
  });

  test('browsers may send the header: the CORS preflight allows it', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/booking',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });
});
