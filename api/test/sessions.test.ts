import type { BeaconApp } from '../src/app';
import { fileAdminCodes } from '../src/auth/admin-code';
import { ADMIN_CODE, bearer, createTestContext, type TestContext, shiftableClock } from './helpers/context';

let ctx: TestContext;
const time = shiftableClock();
const { clock } = time;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
});
afterAll(() => ctx?.close());
interface Session {
  token: string;
  user: { id: string; name: string; role: string };
  expiresAt: string;
}

const signIn = (app: BeaconApp, payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/auth/dev/session', payload, remoteAddress });
const me = (app: BeaconApp, token: string) => app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
const signOut = (app: BeaconApp, token: string) => app.inject({ method: 'POST', url: '/auth/sign-out', headers: bearer(token) });

/** An app whose admin codes are minted and printed (no DEV_ADMIN_CODE). */
const printedCodeApp = () =>
  ctx.extraApp({ auth: { mode: 'local', devAdminCode: null, tokenTtlSeconds: 4 * 60 * 60, adminTokenTtlSeconds: 60 * 60 } }, { clock });

describe('short-lived local sessions', () => {
  test('an admin token lasts an hour, a visitor token four; both stop working once expired', async () => {
    const admin = (await signIn(ctx.app, { role: 'admin', name: 'Ada', code: ADMIN_CODE })).json() as Session;
    const visitor = (await signIn(ctx.app, { role: 'visitor', name: 'Vic' })).json() as Session;
    const inMinutes = (session: Session) => Math.round((Date.parse(session.expiresAt) - Date.now()) / 60_000);
    expect(inMinutes(admin)).toBe(60);
    expect(inMinutes(visitor)).toBe(240);
    time.offsetMs = 61 * 60 * 1000;
    expect((await me(ctx.app, admin.token)).statusCode).toBe(401);
    expect((await me(ctx.app, visitor.token)).statusCode).toBe(200);
  });

  test('sign-out ends the session at once; a second sign-out or one without a token → 401', async () => {
    const session = (await signIn(ctx.app, { role: 'admin', name: 'Ada', code: ADMIN_CODE })).json() as Session;
    expect((await me(ctx.app, session.token)).statusCode).toBe(200);
    const response = await signOut(ctx.app, session.token);
    expect(response.statusCode).toBe(204);
    expect((await me(ctx.app, session.token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/booking', headers: bearer(session.token) })).statusCode).toBe(401);
    expect((await signOut(ctx.app, session.token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/auth/sign-out' })).statusCode).toBe(401);
  });

  test('signing out one session leaves the others open', async () => {
    const first = (await signIn(ctx.app, { role: 'visitor', name: 'One' })).json() as Session;
    const second = (await signIn(ctx.app, { role: 'visitor', name: 'Two' })).json() as Session;
    await signOut(ctx.app, first.token);
    expect((await me(ctx.app, second.token)).statusCode).toBe(200);
  });
});

describe('admin codes', () => {
  test('DEV_ADMIN_CODE (an operator-chosen fixture) works any number of times', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(ctx.app, { role: 'admin', name: `Ada ${i}`, code: ADMIN_CODE })).statusCode).toBe(200);
  });

  test('a printed code works once; the admin-code command mints another for the running server', async () => {
    const app = await printedCodeApp();
    const printed = app.beacon.local?.printedCode ?? '';
    expect(printed).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await signIn(app, { role: 'admin', name: 'First', code: printed })).statusCode).toBe(200);
    const reused = await signIn(app, { role: 'admin', name: 'Second', code: printed });
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toMatchObject({ message: expect.stringMatching(/already used/) });

    const minted = await fileAdminCodes(ctx.dataDir).mint();
    expect((await signIn(app, { role: 'admin', name: 'Third', code: minted })).statusCode).toBe(200);
    expect((await signIn(app, { role: 'admin', name: 'Fourth', code: minted })).statusCode).toBe(403);
  });

  test('minting replaces an unspent code; racing sign-ins with one code get one session', async () => {
    const app = await printedCodeApp();
    const replaced = await fileAdminCodes(ctx.dataDir).mint();
    const current = await fileAdminCodes(ctx.dataDir).mint();
    expect((await signIn(app, { role: 'admin', name: 'Old', code: replaced })).statusCode).toBe(403);
    const results = await Promise.all([1, 2, 3, 4].map((n) => signIn(app, { role: 'admin', name: `Racer ${n}`, code: current })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403]);
  });
});

describe('sign-in limits', () => {
  test('visitor sign-ins cannot lock an admin out of the same address', async () => {
    const app = await ctx.extraApp({ rateLimitMax: 3 }, { clock });
    for (let i = 0; i < 3; i++) expect((await signIn(app, { role: 'visitor', name: 'v' }, '10.0.0.7')).statusCode).toBe(200);
    expect((await signIn(app, { role: 'visitor', name: 'v' }, '10.0.0.7')).statusCode).toBe(429);
    expect((await signIn(app, { role: 'admin', name: 'Ada', code: ADMIN_CODE }, '10.0.0.7')).statusCode).toBe(200);
  });

  test('failed admin codes are counted per address: past RATE_LIMIT_MAX → 429, even for the right code; visitors unaffected', async () => {
    const app = await ctx.extraApp({ rateLimitMax: 3 }, { clock });
    for (let i = 0; i < 3; i++)
      expect((await signIn(app, { role: 'admin', name: 'M', code: `guess-${i}` }, '10.0.0.8')).statusCode).toBe(403);
    const blocked = await signIn(app, { role: 'admin', name: 'Ada', code: ADMIN_CODE }, '10.0.0.8');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(app, { role: 'visitor', name: 'v' }, '10.0.0.8')).statusCode).toBe(200);
    expect((await signIn(app, { role: 'admin', name: 'Ada', code: ADMIN_CODE }, '10.0.0.9')).statusCode).toBe(200);
    time.offsetMs = 61 * 1000;
    expect((await signIn(app, { role: 'admin', name: 'Ada', code: ADMIN_CODE }, '10.0.0.8')).statusCode).toBe(200);
  });

  test('successful admin sign-ins are not counted', async () => {
    const app = await ctx.extraApp({ rateLimitMax: 2 }, { clock });
    for (let i = 0; i < 5; i++)
      expect((await signIn(app, { role: 'admin', name: 'Ada', code: ADMIN_CODE }, '10.0.0.10')).statusCode).toBe(200);
  });
});
