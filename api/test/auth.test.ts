import { randomBytes, randomUUID } from 'node:crypto';
import type { BeaconApp } from '../src/app';
import { issueLocalToken } from '../src/auth/local-tokens';
import { assertSafeForEnvironment, loadConfig, ConfigError } from '../src/config';
import { ADMIN_CODE, bearer, createTestContext, type TestContext } from './helpers/context';
import { CLERK_PARTY, clerkInstance } from './helpers/clerk';

let ctx: TestContext;
let clerkApp: BeaconApp;
const clerk = clerkInstance();
const otherClerk = clerkInstance();

beforeAll(async () => {
  ctx = await createTestContext();
  clerkApp = await ctx.extraApp({ auth: { mode: 'clerk', jwtKey: clerk.jwtKey, authorizedParties: [CLERK_PARTY] } });
});
afterAll(() => ctx?.close());

interface AdminRoute {
  name: string;
  /** Builds the request; may create the object it acts on (using an admin token of the local app). */
  request: () => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }>;
  success: number;
}

async function createBooking(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/booking',
    payload: { requesterName: 'Ann', requesterEmail: 'ann@example.com', eventName: 'Gala', eventDate: '2030-05-01', eventLocation: 'Mesa' },
  });
  return (response.json() as { _id: string })._id;
}

async function createEvent(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/events',
    headers: bearer(await ctx.adminToken()),
    payload: { title: 'Matrix', date: '2030-05-01T18:00:00Z', location: 'Mesa', category: 'Test' },
  });
  return (response.json() as { _id: string })._id;
}

const EVENT_BODY = { title: 'Created', date: '2031-01-01T10:00:00Z', location: 'Tempe', category: 'Rally' };

const ADMIN_ROUTES: AdminRoute[] = [
  { name: 'GET /booking', request: async () => ({ method: 'GET', url: '/booking' }), success: 200 },
  {
    name: 'PUT /booking/:id',
    request: async () => ({ method: 'PUT', url: `/booking/${await createBooking()}`, payload: { isConfirmed: true } }),
    success: 200,
  },
  { name: 'DELETE /booking/:id', request: async () => ({ method: 'DELETE', url: `/booking/${await createBooking()}` }), success: 204 },
  { name: 'POST /events', request: async () => ({ method: 'POST', url: '/events', payload: EVENT_BODY }), success: 201 },
  {
    name: 'PUT /events/:id',
    request: async () => ({ method: 'PUT', url: `/events/${await createEvent()}`, payload: { title: 'Renamed' } }),
    success: 200,
  },
  { name: 'DELETE /events/:id', request: async () => ({ method: 'DELETE', url: `/events/${await createEvent()}` }), success: 204 },
  { name: 'GET /uploads/sign', request: async () => ({ method: 'GET', url: '/uploads/sign?folder=events' }), success: 200 },
  { name: 'GET /outbox', request: async () => ({ method: 'GET', url: '/outbox' }), success: 200 },
  { name: 'GET /admin/stats', request: async () => ({ method: 'GET', url: '/admin/stats' }), success: 200 },
];

type Credential = { label: string; headers: () => Promise<Record<string, string>>; status: number };

const fiveHoursAgo = () => new Date(Date.now() - 5 * 60 * 60 * 1000);

const LOCAL_CREDENTIALS: Credential[] = [
  { label: 'no token', headers: async () => ({}), status: 401 },
  { label: 'garbage token', headers: async () => bearer('garbage'), status: 401 },
  { label: 'malformed header', headers: async () => ({ authorization: 'Token abc' }), status: 401 },
  { label: 'empty bearer', headers: async () => ({ authorization: 'Bearer ' }), status: 401 },
  {
    label: 'bad signature',
    headers: async () => bearer(issueLocalToken({ name: 'Mallory', role: 'admin' }, randomBytes(32), 3600, new Date()).token),
    status: 401,
  },
  {
    label: 'alg none',
    headers: async () => {
      const [, payload] = (await ctx.adminToken()).split('.');
      return bearer(`${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`);
    },
    status: 401,
  },
  {
    label: 'tampered role',
    headers: async () => {
      const [header, , signature] = (await ctx.visitorToken()).split('.');
      const forged = Buffer.from(
        JSON.stringify({ iss: 'beacon-api-local', sub: 'local:x', name: 'x', role: 'admin', iat: 1, exp: 9999999999 }),
      ).toString('base64url');
      return bearer(`${header}.${forged}.${signature}`);
    },
    status: 401,
  },
  {
    label: 'expired',
    headers: async () => bearer(issueLocalToken({ name: 'Old', role: 'admin' }, ctx.app.beacon.local!.secret, 3600, fiveHoursAgo()).token),
    status: 401,
  },
  {
    label: 'signed-out admin',
    headers: async () => {
      const token = await ctx.adminToken();
      await ctx.app.inject({ method: 'POST', url: '/auth/sign-out', headers: bearer(token) });
      return bearer(token);
    },
    status: 401,
  },
  { label: 'Clerk token in local mode', headers: async () => bearer(clerk.token({ metadata: { role: 'admin' } })), status: 401 },
  { label: 'visitor', headers: async () => bearer(await ctx.visitorToken()), status: 403 },
];

const CLERK_CREDENTIALS: Credential[] = [
  { label: 'no token', headers: async () => ({}), status: 401 },
  { label: 'garbage token', headers: async () => bearer('garbage.garbage.garbage'), status: 401 },
  { label: 'bad signature', headers: async () => bearer(otherClerk.token({ metadata: { role: 'admin' } })), status: 401 },
  {
    label: 'expired',
    headers: async () => {
      const now = Math.floor(Date.now() / 1000);
      return bearer(clerk.token({ metadata: { role: 'admin' }, iat: now - 600, nbf: now - 600, exp: now - 120 }));
    },
    status: 401,
  },
  {
    label: 'wrong authorized party',
    headers: async () => bearer(clerk.token({ metadata: { role: 'admin' }, azp: 'https://evil.example' })),
    status: 401,
  },
  { label: 'local token in Clerk mode', headers: async () => bearer(await ctx.adminToken()), status: 401 },
  { label: 'visitor (no role)', headers: async () => bearer(clerk.token({ metadata: {} })), status: 403 },
  { label: 'visitor (other role)', headers: async () => bearer(clerk.token({ metadata: { role: 'editor' } })), status: 403 },
];

describe.each(ADMIN_ROUTES)('authorization of $name', (route) => {
  test.each(LOCAL_CREDENTIALS)('local mode: $label → $status', async (credential) => {
    const request = await route.request();
    const response = await ctx.app.inject({ ...request, headers: await credential.headers() });
    expect(response.statusCode).toBe(credential.status);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    if (credential.status === 401) expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  test('local mode: admin → success', async () => {
    const request = await route.request();
    const response = await ctx.app.inject({ ...request, headers: bearer(await ctx.adminToken()) });
    expect(response.statusCode).toBe(route.success);
  });

  test.each(CLERK_CREDENTIALS)('Clerk mode: $label → $status', async (credential) => {
    const request = await route.request();
    const response = await clerkApp.inject({ ...request, headers: await credential.headers() });
    expect(response.statusCode).toBe(credential.status);
  });

  test('Clerk mode: admin (metadata.role = admin) → success', async () => {
    const request = await route.request();
    const response = await clerkApp.inject({ ...request, headers: bearer(clerk.token({ metadata: { role: 'admin' } })) });
    expect(response.statusCode).toBe(route.success);
  });
});

describe('authorization happens before validation', () => {
  test('an anonymous bad body gets 401, not 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/events', payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
  });
  test('a visitor with a malformed id gets 403, not 400', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/booking/not-an-id', headers: bearer(await ctx.visitorToken()) });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /auth/dev/session', () => {
  test('visitor session without a code', async () => {
    const before = Date.now();
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'visitor', name: '  Vera  ' } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; user: { id: string; name: string; role: string }; expiresAt: string };
    expect(body.user).toEqual({ id: expect.stringMatching(/^local:/), name: 'Vera', role: 'visitor' });
    expect(body.token.split('.')).toHaveLength(3);
    const lifetime = Date.parse(body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(3.9 * 3600 * 1000);
    expect(lifetime).toBeLessThan(4.1 * 3600 * 1000);
  });

  test('admin session with the right code', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/dev/session',
      payload: { role: 'admin', name: 'Ada', code: ADMIN_CODE },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { user: { role: string } }).user.role).toBe('admin');
  });

  test.each([
    ['missing', { role: 'admin', name: 'Ada' }, /needs the admin code/],
    ['wrong', { role: 'admin', name: 'Ada', code: 'nope' }, /incorrect/],
    ['empty', { role: 'admin', name: 'Ada', code: '' }, /needs the admin code/],
  ])('admin session with a %s code → 403', async (_label, payload, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/dev/session', payload });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: expect.stringMatching(message) });
  });

  test.each([
    [{ role: 'root', name: 'x' }, 'role'],
    [{ role: 'visitor' }, 'name'],
    [{ role: 'visitor', name: '   ' }, 'name'],
    [{ role: 'visitor', name: 'x'.repeat(81) }, 'name'],
    [{ role: 'visitor', name: 'x', extra: 1 }, 'extra'],
  ])('bad input %j → 400 naming %s', async (payload, field) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/dev/session', payload });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  test('not offered in Clerk mode', async () => {
    const response = await clerkApp.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'visitor', name: 'x' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /auth/me', () => {
  test('local token → the user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(await ctx.adminToken()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(String), name: 'Test Admin', role: 'admin' });
  });
  test('Clerk token → the user, role from metadata', async () => {
    const response = await clerkApp.inject({
      method: 'GET',
      url: '/auth/me',
      headers: bearer(clerk.token({ name: 'Cleo', metadata: { role: 'admin' } })),
    });
    expect(response.json()).toEqual({ id: 'user_test', name: 'Cleo', role: 'admin' });
    const visitor = await clerkApp.inject({ method: 'GET', url: '/auth/me', headers: bearer(clerk.token()) });
    expect(visitor.json()).toEqual({ id: 'user_test', name: 'user_test', role: 'visitor' });
  });
  test('no or bad token → 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer('x.y.z') })).statusCode).toBe(401);
  });
});

describe('configuration guard rails', () => {
  test('production refuses local auth unless ALLOW_DEV_AUTH=1', () => {
    // Production's other requirements (production-mode.test.ts), met here so only the auth rule decides.
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      TIPS_PUBLIC_KEY: '-----BEGIN PGP PUBLIC KEY BLOCK-----\\n(the newsroom key)',
    };
    expect(() => assertSafeForEnvironment(loadConfig(production))).toThrow(/ALLOW_DEV_AUTH=1/);
    expect(() => assertSafeForEnvironment(loadConfig({ ...production, ALLOW_DEV_AUTH: '1' }))).not.toThrow();
    expect(() =>
      assertSafeForEnvironment(loadConfig({ ...production, CLERK_JWT_KEY: clerk.jwtKey, CLERK_AUTHORIZED_PARTIES: CLERK_PARTY })),
    ).not.toThrow();
  });
  test('half a Clerk configuration is an error', () => {
    expect(() => loadConfig({ CLERK_JWT_KEY: clerk.jwtKey })).toThrow(ConfigError);
  });
  test('the generated admin code is random and printed, not fixed', () => {
    const code = randomUUID();
    expect(loadConfig({ DEV_ADMIN_CODE: code }).auth).toMatchObject({ mode: 'local', devAdminCode: code });
    expect(loadConfig({}).auth).toMatchObject({ mode: 'local', devAdminCode: null });
  });
});
