import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildApp, startServer } from '../src/app';
import {
  ADMIN_CODE,
  createTestContext,
  makeTempDir,
  testConfig,
  testDatabaseConfig,
  dropTestSchema,
  type TestContext,
} from './helpers/context';
import { multipart } from './helpers/multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('GET /health', () => {
  test('200 with the database kind while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      uptimeSeconds: expect.any(Number),
    });
  });
});

describe('GET /health without a database', () => {
  test('503 when the database does not answer', async () => {
    const dataDir = makeTempDir();
    const database = await testDatabaseConfig();
    const app = await buildApp({ env: {}, logger: false, config: testConfig(dataDir, database) });
    try {
      await app.beacon.database.close();
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await app.close();
      await dropTestSchema(database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('OpenAPI', () => {
  test('/docs serves the UI and /docs/json documents every route', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /booking',
        'POST /booking',
        'PUT /booking/{id}',
        'DELETE /booking/{id}',
        'GET /events',
        'POST /events',
        'GET /events/{id}',
        'PUT /events/{id}',
        'DELETE /events/{id}',
        'GET /events/calendar.ics',
        'GET /events/{id}/calendar.ics',
        'GET /uploads/sign',
        'GET /admin/stats',
        'POST /uploads/{cloudName}/image/upload',
        'GET /subscribers/{email}',
        'POST /subscribers',
        'POST /api/v1.0/email/send',
        'POST /api/v1.0/email/send-form',
        'GET /outbox',
        'POST /captcha/local-token',
        'POST /auth/dev/session',
        'GET /auth/me',
        'POST /auth/sign-out',
        'GET /health',
        'GET /video-api/videos',
        'GET /video-api/search/channel',
      ]),
    );
  });
});

describe('errors and limits', () => {
  test('unknown route → 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Route GET /nope not found' });
  });

  test('malformed JSON → 400; wrong content type → 415; oversized body → 413; never a 5xx', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/booking',
      headers: { 'content-type': 'application/json' },
      payload: '{"requesterName":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Bad Request', message: expect.any(String) });
    const text = await ctx.app.inject({ method: 'POST', url: '/booking', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(400);
    const xml = await ctx.app.inject({ method: 'POST', url: '/booking', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    const huge = await ctx.app.inject({ method: 'POST', url: '/booking', payload: { requesterName: 'x'.repeat(300 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'Payload Too Large' });
    const proto = await ctx.app.inject({
      method: 'POST',
      url: '/booking',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(proto.statusCode).toBe(400);
    const empty = await ctx.app.inject({ method: 'POST', url: '/booking', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    const multi = await ctx.app.inject({ method: 'POST', url: '/booking', ...multipart({ requesterName: 'x' }) });
    expect(multi.statusCode).toBe(400);
  });
});

describe('compression', () => {
  test('JSON lists are gzipped for clients that ask, and sent plain to those that do not', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/events' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await ctx.app.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});

describe('security headers and CORS', () => {
  test('helmet headers on API answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/events' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  test('the site’s origins are allowed, others are not', async () => {
    const allowed = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/booking',
      headers: {
        origin: 'http://localhost:3002',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    const denied = await ctx.app.inject({ method: 'GET', url: '/events', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const custom = await ctx.extraApp({ corsOrigins: ['https://beacon.example'] });
    const ok = await custom.inject({ method: 'GET', url: '/events', headers: { origin: 'https://beacon.example' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://beacon.example');
    const oldDefault = await custom.inject({ method: 'GET', url: '/events', headers: { origin: 'http://localhost:3000' } });
    expect(oldDefault.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits on public writes and reads', () => {
  const captcha = async (app: TestContext['app']) =>
    ((await app.inject({ method: 'POST', url: '/captcha/local-token', remoteAddress: '10.9.9.9' })).json() as { token: string }).token;
  const ROUTES: {
    name: string;
    request: (
      app: TestContext['app'],
    ) => Promise<{ method: 'POST' | 'GET'; url: string; payload?: object; headers?: Record<string, string> }>;
  }[] = [
    {
      name: 'POST /booking',
      request: async () => ({
        method: 'POST',
        url: '/booking',
        payload: { requesterName: 'a', requesterEmail: 'a@example.com', eventName: 'e', eventDate: '2030-01-01', eventLocation: 'l' },
      }),
    },
    { name: 'POST /subscribers', request: async () => ({ method: 'POST', url: '/subscribers', payload: { email: 'rate@example.com' } }) },
    { name: 'GET /subscribers/:email', request: async () => ({ method: 'GET', url: '/subscribers/rate@example.com' }) },
    {
      name: 'POST /api/v1.0/email/send',
      request: async (app) => ({
        method: 'POST',
        url: '/api/v1.0/email/send',
        payload: { user_id: 'u', service_id: 's', template_id: 't', template_params: { 'g-recaptcha-response': await captcha(app) } },
      }),
    },
    {
      name: 'POST /api/v1.0/email/send-form',
      request: async () => ({ method: 'POST', url: '/api/v1.0/email/send-form', ...multipart({ user_id: 'u' }) }),
    },
    {
      name: 'POST /auth/dev/session (visitor)',
      request: async () => ({ method: 'POST', url: '/auth/dev/session', payload: { role: 'visitor', name: 'x' } }),
    },
    {
      name: 'POST /auth/dev/session (wrong admin codes)',
      request: async () => ({ method: 'POST', url: '/auth/dev/session', payload: { role: 'admin', name: 'x', code: 'guess' } }),
    },
    {
      name: 'POST /uploads/beacon-local/image/upload',
      request: async () => ({ method: 'POST', url: '/uploads/beacon-local/image/upload', ...multipart({ api_key: 'nope' }) }),
    },
    { name: 'GET /events', request: async () => ({ method: 'GET', url: '/events' }) },
    { name: 'GET /events/:id', request: async () => ({ method: 'GET', url: '/events/00000000-0000-4000-8000-000000000000' }) },
    { name: 'GET /video-api/videos', request: async () => ({ method: 'GET', url: '/video-api/videos' }) },
    { name: 'GET /video-api/search/channel', request: async () => ({ method: 'GET', url: '/video-api/search/channel?search=council' }) },
    { name: 'POST /captcha/local-token', request: async () => ({ method: 'POST', url: '/captcha/local-token' }) },
    { name: 'GET /content/investigation', request: async () => ({ method: 'GET', url: '/content/investigation' }) },
    { name: 'GET /content/:kind/:slug', request: async () => ({ method: 'GET', url: '/content/investigation/election' }) },
  ];

  test.each(ROUTES)(
    '$name: RATE_LIMIT_MAX (writes) or READ_RATE_LIMIT_MAX (reads) per minute per IP, then 429 with Retry-After',
    async (route) => {
      const app = await ctx.extraApp({ rateLimitMax: 3, readRateLimitMax: 3 });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await app.inject({ ...(await route.request(app)), remoteAddress: '10.1.1.1' })).statusCode);
      expect(statuses.every((s) => s !== 429)).toBe(true);
      const limited = await app.inject({ ...(await route.request(app)), remoteAddress: '10.1.1.1' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      if (route.name.includes('/email/')) expect(limited.body).toMatch(/Rate limit exceeded/);
      else expect(limited.json()).toMatchObject({ error: 'Too Many Requests', message: expect.stringMatching(/Rate limit exceeded/) });
      // Another client is not affected.
      expect((await app.inject({ ...(await route.request(app)), remoteAddress: '10.2.2.2' })).statusCode).not.toBe(429);
    },
  );
});

describe('startServer', () => {
  test('listens over HTTP, answers, and closes cleanly', async () => {
    const dataDir = makeTempDir();
    const database = await testDatabaseConfig();
    const { app, url, port } = await startServer({
      env: {},
      logger: false,
      config: { ...testConfig(dataDir, database, { port: 0, host: '127.0.0.1', publicUrl: 'http://localhost:0', seed: false }) },
    });
    try {
      expect(url).toBe(`http://127.0.0.1:${port}`);
      expect(app.beacon.config.publicUrl).toBe(`http://localhost:${port}`);
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      const session = await fetch(`${url}/auth/dev/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ role: 'admin', name: 'HTTP', code: ADMIN_CODE }),
      });
      expect(session.status).toBe(200);
      expect(session.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    } finally {
      await app.close();
      await dropTestSchema(database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
