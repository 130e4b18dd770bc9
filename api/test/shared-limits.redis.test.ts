// Rate limits counted once across instances: two API instances on one database and one Redis (REDIS_URL).
// Selected by the jest configuration only when REDIS_URL is set (CI's PostgreSQL pass starts a Redis).
import { randomInt } from 'node:crypto';
import type { BeaconApp } from '../src/app';
import type { Config } from '../src/config';
import { ADMIN_CODE } from './helpers/context';
import { sharedDatabase, type SharedDatabase } from './helpers/instances';

const REDIS_URL = process.env.REDIS_URL ?? '';
const LIMIT = 10;

let shared: SharedDatabase;
const instance = (overrides: Partial<Config> = {}): Promise<BeaconApp> =>
  shared.instance({ redisUrl: REDIS_URL, rateLimitMax: LIMIT, ...overrides });

let one: BeaconApp;
let two: BeaconApp;

beforeAll(async () => {
  shared = await sharedDatabase();
  one = await instance();
  two = await instance();
});
afterAll(async () => {
  await shared?.close();
});

/** Counters outlive a run in Redis for a minute: each test uses addresses no earlier run used. */
const freshAddress = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const alternate = async (count: number, request: (app: BeaconApp, n: number) => Promise<{ statusCode: number }>) => {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) statuses.push((await request(n % 2 === 0 ? one : two, n)).statusCode);
  return statuses;
};
const tally = (statuses: number[]) => ({
  passed: statuses.filter((s) => s < 400).length,
  limited: statuses.filter((s) => s === 429).length,
});

describe('rate limits shared through Redis', () => {
  test('30 captcha-token requests alternating two instances: 10 let through', async () => {
    const address = freshAddress();
    const statuses = await alternate(30, (app) => app.inject({ method: 'POST', url: '/captcha/local-token', remoteAddress: address }));
    expect(tally(statuses)).toEqual({ passed: LIMIT, limited: 30 - LIMIT });
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
  });

  test('bookings and subscriber sign-ups are counted once across instances too, per route', async () => {
    const address = freshAddress();
    const booking = {
      requesterName: 'Rae',
      requesterEmail: 'rae@example.com',
      eventName: 'Shared',
      eventDate: '2031-01-02',
      eventLocation: 'Hall',
    };
    const bookings = await alternate(20, (app) =>
      app.inject({ method: 'POST', url: '/booking', payload: booking, remoteAddress: address }),
    );
    expect(tally(bookings)).toEqual({ passed: LIMIT, limited: 10 });
    const signUps = await alternate(20, (app, n) =>
      app.inject({ method: 'POST', url: '/subscribers', payload: { email: `s${n}@example.com` }, remoteAddress: address }),
    );
    expect(tally(signUps)).toEqual({ passed: LIMIT, limited: 10 });
  });

  test('a limited client gets Retry-After from either instance; another address is unaffected', async () => {
    const address = freshAddress();
    await alternate(LIMIT, (app) => app.inject({ method: 'POST', url: '/captcha/local-token', remoteAddress: address }));
    for (const app of [one, two]) {
      const limited = await app.inject({ method: 'POST', url: '/captcha/local-token', remoteAddress: address });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await one.inject({ method: 'POST', url: '/captcha/local-token', remoteAddress: freshAddress() })).statusCode).toBe(200);
  });
});

describe('the failed-admin-code lock-out shared through Redis', () => {
  const signIn = (app: BeaconApp, code: string, address: string) =>
    app.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'admin', name: 'Ada', code }, remoteAddress: address });

  test('30 wrong codes alternating two instances: 10 checked, then 429 on both even for the right code', async () => {
    const address = freshAddress();
    const statuses = await alternate(30, (app, n) => signIn(app, `guess-${n}`, address));
    expect(statuses.filter((s) => s === 403)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMIT);
    for (const app of [one, two]) {
      const blocked = await signIn(app, ADMIN_CODE, address);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await signIn(two, ADMIN_CODE, freshAddress())).statusCode).toBe(200);
  });
});
