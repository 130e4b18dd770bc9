// Two API instances on ONE database (one PGlite passed to both; with DATABASE_URL, one PostgreSQL schema)
// and each on its own data directory, as two machines would be: whatever one instance does, the other sees.
// Also TRUST_PROXY with spoofed X-Forwarded-For, and the API's behaviour while Redis is unreachable.
import fs from 'node:fs';
import { Writable } from 'node:stream';
import type { BeaconApp } from '../src/app';
import { databaseAdminCodes } from '../src/auth/admin-code';
import { ConfigError, loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { adminCode } from '../src/db/schema';
import { ADMIN_CODE, bearer } from './helpers/context';
import { collectLog } from './helpers/log';
import { sharedDatabase, type SharedDatabase } from './helpers/instances';
import { multipart, PNG } from './helpers/multipart';
import { storedImageCount } from './helpers/stored-images';

let shared: SharedDatabase;
let database: Database;
const instance = (overrides: Partial<Config> = {}, logs?: Writable): Promise<BeaconApp> => shared.instance(overrides, logs);

let one: BeaconApp;
let two: BeaconApp;

beforeAll(async () => {
  shared = await sharedDatabase();
  database = shared.database;
  one = await instance();
  two = await instance();
});
afterAll(async () => {
  await shared?.close();
});

interface Session {
  token: string;
  user: { id: string; role: string };
}

const signIn = async (app: BeaconApp, payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/auth/dev/session', payload, remoteAddress });
const adminOn = async (app: BeaconApp): Promise<string> =>
  ((await signIn(app, { role: 'admin', name: 'Ada', code: ADMIN_CODE })).json() as Session).token;
const me = (app: BeaconApp, token: string) => app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });

describe('sessions', () => {
  test('a token from one instance is accepted by the other, for reads and admin routes', async () => {
    const visitor = (await signIn(one, { role: 'visitor', name: 'Vic' })).json() as Session;
    expect((await me(two, visitor.token)).json()).toEqual({ id: visitor.user.id, name: 'Vic', role: 'visitor' });
    const admin = await adminOn(two);
    expect((await one.inject({ method: 'GET', url: '/booking', headers: bearer(admin) })).statusCode).toBe(200);
    expect((await one.inject({ method: 'GET', url: '/booking', headers: bearer(visitor.token) })).statusCode).toBe(403);
  });

  test('signing out on one instance ends the session on both', async () => {
    const admin = await adminOn(one);
    expect((await me(two, admin)).statusCode).toBe(200);
    expect((await two.inject({ method: 'POST', url: '/auth/sign-out', headers: bearer(admin) })).statusCode).toBe(204);
    expect((await me(one, admin)).statusCode).toBe(401);
    expect((await me(two, admin)).statusCode).toBe(401);
    expect((await one.inject({ method: 'POST', url: '/auth/sign-out', headers: bearer(admin) })).statusCode).toBe(401);
  });

  test('both instances sign with the same secret, kept in the database rather than a data directory', () => {
    expect(one.beacon.local?.secret.equals(two.beacon.local?.secret ?? Buffer.alloc(0))).toBe(true);
    for (const dir of shared.dataDirs) expect(fs.existsSync(`${dir}/auth-secret`)).toBe(false);
  });
});

interface Signature {
  timestamp: number;
  signature: string;
  apiKey: string;
  folder: string;
  cloudName: string;
}

describe('uploads', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminOn(one);
  });
  const sign = async (app: BeaconApp): Promise<Signature> =>
    (await app.inject({ method: 'GET', url: '/uploads/sign?folder=events', headers: bearer(admin) })).json() as Signature;
  const upload = (app: BeaconApp, s: Signature) =>
    app.inject({
      method: 'POST',
      url: `/uploads/${s.cloudName}/image/upload`,
      ...multipart({ api_key: s.apiKey, timestamp: s.timestamp, signature: s.signature, folder: s.folder }, [
        { filename: 'p.png', contentType: 'image/png', data: PNG },
      ]),
    });

  test('signed on one, uploaded to the other, served by both; the signature is then spent on both', async () => {
    const signature = await sign(one);
    const uploaded = await upload(two, signature);
    expect(uploaded.statusCode).toBe(200);
    const path = new URL((uploaded.json() as { secure_url: string }).secure_url).pathname;
    expect(path).toMatch(/^\/media\/uploads\/events\/[A-Za-z0-9_-]{16}\.png$/);
    for (const app of [one, two]) {
      const served = await app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    }
    for (const app of [one, two]) {
      const again = await upload(app, signature);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ message: expect.stringMatching(/already used/) });
    }
  });

  test('one signature raced on both instances stores one file', async () => {
    const signature = await sign(two);
    const before = await storedImageCount(database.db);
    const results = await Promise.all([one, two, one, two].map((app) => upload(app, signature)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401]);
    expect(await storedImageCount(database.db)).toBe(before + 1);
  });

  test('signings on both instances at the same moment get different signatures, each usable once', async () => {
    const signatures = await Promise.all([one, two, one, two].map((app) => sign(app)));
    expect(new Set(signatures.map((s) => s.signature)).size).toBe(4);
    const results = await Promise.all(signatures.map((s, i) => upload(i % 2 === 0 ? two : one, s)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  });
});

describe('admin codes in the database (DATABASE_URL)', () => {
  const printing = {
    adminCodes: 'database',
    auth: { mode: 'local', devAdminCode: null, tokenTtlSeconds: 3600, adminTokenTtlSeconds: 3600 },
  } as const;

  test('the first start prints a code, the next start on the database does not; it works once on either', async () => {
    await database.db.delete(adminCode);
    const first = await instance(printing);
    const second = await instance(printing);
    const code = first.beacon.local?.printedCode ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(second.beacon.local?.printedCode).toBeNull();
    expect((await signIn(second, { role: 'admin', name: 'Ada', code })).statusCode).toBe(200);
    const reused = await signIn(first, { role: 'admin', name: 'Ada', code });
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toMatchObject({ message: expect.stringMatching(/already used/) });
    // Spent: the next start prints a new one.
    const third = await instance(printing);
    expect(third.beacon.local?.printedCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  test('a code minted by the admin-code command replaces the unspent one, and racing sign-ins on both get one session', async () => {
    const first = await instance(printing);
    const second = await instance(printing);
    const store = databaseAdminCodes(database.db);
    const replaced = await store.mint();
    const current = await store.mint();
    expect((await signIn(first, { role: 'admin', name: 'Old', code: replaced })).statusCode).toBe(403);
    const racers = [first, second, first, second].map((app, n) => signIn(app, { role: 'admin', name: `Racer ${n}`, code: current }));
    expect((await Promise.all(racers)).map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403]);
  });

  test('loadConfig keeps the code in the database exactly when DATABASE_URL is set', () => {
    expect(loadConfig({}).adminCodes).toBe('data-dir');
    expect(loadConfig({ DATABASE_URL: 'postgres://beacon@127.0.0.1:5432/beacon' }).adminCodes).toBe('database');
  });
});

const statuses = async (requests: Promise<{ statusCode: number }>[]) => (await Promise.all(requests)).map((r) => r.statusCode);

/** Collects an instance's JSON log lines. */
const logCollector = () => collectLog<{ msg: string; req?: { remoteAddress?: string } }>();

describe('TRUST_PROXY', () => {
  const PROXY = '127.0.0.1';
  // A visitor's sign-in: rate-limited, and logged with its address (the bot check's routes are logged without).
  const token = (app: BeaconApp, remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/dev/session',
      payload: { role: 'visitor', name: 'Visitor' },
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
  const incoming = (lines: { msg: string; req?: { remoteAddress?: string } }[]) =>
    lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.remoteAddress);

  test('parses a hop count or an address list, refuses "trust everyone" and nonsense', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16 ,::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  test('off (default): X-Forwarded-For changes nothing; everyone behind the proxy shares its address', async () => {
    const logs = logCollector();
    const app = await instance({ rateLimitMax: 2 }, logs.stream);
    expect(await statuses([token(app, PROXY, '203.0.113.1'), token(app, PROXY, '203.0.113.2')])).toEqual([200, 200]);
    expect((await token(app, PROXY, '203.0.113.3')).statusCode).toBe(429);
    expect(incoming(logs.lines)).toEqual([PROXY, PROXY, PROXY]);
  });

  test('an address list: visitors behind the trusted proxy are counted apart, a spoofing client is not', async () => {
    const logs = logCollector();
    const app = await instance({ rateLimitMax: 2, trustProxy: [PROXY] }, logs.stream);
    expect(await statuses([token(app, PROXY, '203.0.113.1'), token(app, PROXY, '203.0.113.1')])).toEqual([200, 200]);
    expect((await token(app, PROXY, '203.0.113.1')).statusCode).toBe(429);
    // Another visitor through the same proxy is unaffected.
    expect((await token(app, PROXY, '203.0.113.2')).statusCode).toBe(200);
    // A client reaching the API directly cannot pick an address: its own is counted whatever it claims.
    const spoofer = '198.51.100.9';
    expect(await statuses([token(app, spoofer, '203.0.113.50'), token(app, spoofer, '203.0.113.51')])).toEqual([200, 200]);
    expect((await token(app, spoofer, '203.0.113.52')).statusCode).toBe(429);
    // The proxy appends the real peer to what the client sent: the entry the proxy wrote is the one used.
    expect((await token(app, PROXY, '203.0.113.1, 203.0.113.9')).statusCode).toBe(200);
    expect(incoming(logs.lines)).toEqual([
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.2',
      spoofer,
      spoofer,
      spoofer,
      '203.0.113.9',
    ]);
  });

  test('a hop count trusts that many proxies in front of the API', async () => {
    const logs = logCollector();
    const app = await instance({ rateLimitMax: 1, trustProxy: 2 }, logs.stream);
    expect((await token(app, PROXY, '198.51.100.1, 203.0.113.7, 10.0.0.2')).statusCode).toBe(200);
    expect((await token(app, PROXY, '203.0.113.7, 10.0.0.2')).statusCode).toBe(429);
    expect((await token(app, PROXY, '203.0.113.8, 10.0.0.2')).statusCode).toBe(200);
    expect(incoming(logs.lines)).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.8']);
  });
});

describe('Redis unreachable (REDIS_URL set, server down)', () => {
  test('the API starts and answers; route limits pass uncounted, the admin-code lock-out still holds per instance', async () => {
    const app = await instance({ redisUrl: 'redis://127.0.0.1:1', rateLimitMax: 2 });
    const answers = await statuses(Array.from({ length: 4 }, () => app.inject({ method: 'POST', url: '/captcha/local-token' })));
    expect(answers).toEqual([200, 200, 200, 200]);
    for (let i = 0; i < 2; i++) {
      expect((await signIn(app, { role: 'admin', name: 'M', code: `guess-${i}` }, '10.9.9.9')).statusCode).toBe(403);
    }
    expect((await signIn(app, { role: 'admin', name: 'Ada', code: ADMIN_CODE }, '10.9.9.9')).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
