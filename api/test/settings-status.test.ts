// Settings, read-only: which integration each service uses, a live check of each, the API version and database.
import fs from 'node:fs';
import path from 'node:path';
import { bearer, createTestContext, type TestContext } from './helpers/context';
import { CLERK_PARTY, clerkInstance } from './helpers/clerk';
import { fakeFetch } from './helpers/fake-fetch';

interface Status {
  api: { version: string; database: string; node: string; uptimeSeconds: number };
  services: {
    service: string;
    provider: string;
    remote: boolean;
    label: string;
    check: { ok: boolean; latencyMs: number; detail: string; checkedAt: string };
  }[];
  tips: { key: string; retentionDays: number; passesThrough: { service: string; label: string; ciphertextOnly: boolean }[] };
}

const VERSION = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;
const SERVICES = ['sign-in', 'captcha', 'email', 'mailing-list', 'image-host', 'video-catalogue'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx?.close());

test('admins only: 401 without a token, 403 for a visitor', async () => {
  expect((await ctx.app.inject({ method: 'GET', url: '/admin/settings/status' })).statusCode).toBe(401);
  const visitor = await ctx.visitorToken();
  expect((await ctx.app.inject({ method: 'GET', url: '/admin/settings/status', headers: bearer(visitor) })).statusCode).toBe(403);
});

test('local stand-ins everywhere: each checked with a database query; the API version and database kind', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/admin/settings/status', headers: bearer(await ctx.adminToken()) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const status = response.json() as Status;
  expect(status.api).toMatchObject({ version: VERSION, database: ctx.database.kind, node: process.version });
  expect(status.services.map((each) => [each.service, each.provider, each.remote])).toEqual(
    SERVICES.map((service) => [service, 'local', false]),
  );
  for (const each of status.services) {
    expect(each.check.ok).toBe(true);
    expect(Number.isInteger(each.check.latencyMs) && each.check.latencyMs >= 0).toBe(true);
    expect(each.label).not.toBe('');
  }
  expect(status.services.find((each) => each.service === 'sign-in')?.check.detail).toMatch(/session record/);
  // Tips: the development key, kept 90 days, and no third party they pass through.
  expect(status.tips).toMatchObject({ key: 'development', retentionDays: 90, passesThrough: [] });
});

test('real services: named, checked through the outbound fetch, failures reported, no secret in the answer', async () => {
  const clerk = clerkInstance();
  const remote = fakeFetch(({ url }) => {
    if (url.hostname === 'api.clerk.com') return { status: 401, json: { errors: [] } };
    if (url.pathname === '/recaptcha/api/siteverify') return { json: { success: false, 'error-codes': ['missing-input-response'] } };
    if (url.hostname === 'connect.mailerlite.com') return { status: 401, json: { message: 'Unauthenticated.' } };
    if (url.pathname.endsWith('/ping')) return { json: { status: 'ok' } };
    if (url.hostname === 'www.googleapis.com') return { json: { items: [{ id: 'UC123' }] } };
    return { status: 404 };
  });
  const app = await ctx.extraApp(
    {
      auth: { mode: 'clerk', jwtKey: clerk.jwtKey, authorizedParties: [CLERK_PARTY] },
      recaptchaSecret: 'recaptcha-secret-value',
      mailerliteApiKey: 'mailerlite-key-value',
      cloudinary: { cloudName: 'demo-cloud', apiKey: '1234567890', apiSecret: 'cloudinary-secret-value' },
      youtube: { apiKey: 'youtube-key-value', channelId: 'UC123' },
      tips: { publicKey: null, retentionDays: 30, realEmailJs: true, exactTimes: false, notify: null, formMinSeconds: 3 },
    },
    { fetch: remote.fetch },
  );
  const response = await app.inject({
    method: 'GET',
    url: '/admin/settings/status',
    headers: bearer(clerk.token({ name: 'Cleo', metadata: { role: 'admin' } })),
  });
  expect(response.statusCode).toBe(200);
  const status = response.json() as Status;
  expect(status.services.map((each) => [each.service, each.provider, each.remote, each.check.ok])).toEqual([
    ['sign-in', 'clerk', true, true],
    ['captcha', 'recaptcha', true, true],
    ['email', 'local', false, true],
    ['mailing-list', 'mailerlite', true, false],
    ['image-host', 'cloudinary', true, true],
    ['video-catalogue', 'youtube', true, true],
  ]);
  expect(status.services.find((each) => each.service === 'mailing-list')?.check.detail).toMatch(/refused the API key/);
  // Tips then pass through EmailJS (as ciphertext) and the form loads reCAPTCHA: Settings says both.
  expect(status.tips.retentionDays).toBe(30);
  expect(status.tips.passesThrough.map((each) => [each.service, each.label, each.ciphertextOnly])).toEqual([
    ['email', 'EmailJS', true],
    ['captcha', 'Google reCAPTCHA', true],
  ]);
  for (const secret of ['recaptcha-secret-value', 'mailerlite-key-value', 'cloudinary-secret-value', 'youtube-key-value']) {
    expect(response.body).not.toContain(secret);
  }
  const ping = remote.calls.find((call) => call.url.pathname.endsWith('/ping'));
  expect(ping?.url.href).toBe('https://api.cloudinary.com/v1_1/demo-cloud/ping');
  expect(ping?.headers.authorization).toBe(`Basic ${Buffer.from('1234567890:cloudinary-secret-value').toString('base64')}`);
});

test('a service that cannot be reached is reported as not answering, and the others still are', async () => {
  const down = fakeFetch(() => {
    throw new TypeError('fetch failed');
  });
  const app = await ctx.extraApp({ mailerliteApiKey: 'k' }, { fetch: down.fetch });
  const token = (
    (
      await app.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'admin', name: 'A', code: 'test-admin-code' } })
    ).json() as { token: string }
  ).token;
  const status = (await app.inject({ method: 'GET', url: '/admin/settings/status', headers: bearer(token) })).json() as Status;
  expect(status.services.find((each) => each.service === 'mailing-list')?.check).toMatchObject({
    ok: false,
    detail: 'Could not be reached.',
  });
  expect(status.services.filter((each) => each.check.ok).map((each) => each.service)).toEqual(
    SERVICES.filter((each) => each !== 'mailing-list'),
  );
});
