import fs from 'node:fs';
import net from 'node:net';
import { count } from 'drizzle-orm';
import { startServer } from '../src/app';
import { outbox } from '../src/db/schema';
import {
  bearer,
  createTestContext,
  dropTestSchema,
  makeTempDir,
  testConfig,
  testDatabaseConfig,
  type TestContext,
} from './helpers/context';
import { fakeFetch } from './helpers/fake-fetch';
import { collectLog } from './helpers/log';
import { multipart, PNG } from './helpers/multipart';
import { storedImageCount } from './helpers/stored-images';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const BOOKING = {
  requesterName: 'Ann',
  requesterEmail: 'ann@example.com',
  eventName: 'Talk',
  eventDate: '2030-05-01',
  eventLocation: 'Hall',
};
const EVENT = { title: 'Meeting', date: '2030-05-01T18:00:00Z', location: 'Hall', category: 'Local' };

const outboxCount = async (): Promise<number> => (await ctx.database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;
const captchaToken = async (): Promise<string> =>
  ((await ctx.app.inject({ method: 'POST', url: '/captcha/local-token' })).json() as { token: string }).token;
const emailFields = (params: Record<string, string>) => ({ service_id: 's', template_id: 't', user_id: 'u', ...params });

describe('deeply nested JSON', () => {
  const arrays = `${'['.repeat(8000)}${']'.repeat(8000)}`;
  const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const json = { 'content-type': 'application/json' };

  test.each([
    ['POST', '/booking', 400],
    ['POST', '/subscribers', 422],
    ['POST', '/api/v1.0/email/send', 400],
    ['POST', '/auth/dev/session', 400],
    ['POST', '/nowhere', 404],
    ['PUT', '/nowhere/else', 404],
    ['POST', '/events', 401],
    ['PUT', `/booking/${SOME_ID}`, 401],
  ] as const)('%s %s without a token → %i, for nested arrays and objects', async (method, url, status) => {
    for (const payload of [arrays, objects]) {
      const response = await ctx.app.inject({ method, url, headers: json, payload });
      expect(response.statusCode).toBe(status);
    }
  });

  test('with an admin token the body is refused (400) and nothing changes', async () => {
    for (const [method, url] of [
      ['POST', '/events'],
      ['PUT', `/events/${SOME_ID}`],
      ['PUT', `/booking/${SOME_ID}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: { ...json, ...bearer(admin) }, payload: objects });
      expect(response.statusCode).toBe(400);
    }
  });

  test('nesting within the bound still gets the ordinary answer', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/booking', payload: { ...BOOKING, eventDetails: [[[['x']]]] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { eventDetails: 'must be a string' } });
  });
});

describe('malformed multipart', () => {
  const routes = ['/api/v1.0/email/send-form', '/uploads/beacon-local/image/upload'];
  const valid = () => multipart(emailFields({ message: 'hello' }));

  test.each(routes)('%s: multipart without a boundary → 400', async (url) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(response.statusCode).toBe(400);
  });

  test.each(routes)('%s: a truncated body → 400', async (url) => {
    const { payload, headers } = valid();
    const response = await ctx.app.inject({ method: 'POST', url, headers, payload: payload.subarray(0, payload.length - 30) });
    expect(response.statusCode).toBe(400);
  });

  test.each(routes)('%s: garbage after a boundary → 400', async (url) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--zz',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('send-form validates like the JSON route, before the captcha token is spent', () => {
  test('a NUL character in a field → 400; the token still works and nothing was recorded', async () => {
    const token = await captchaToken();
    const before = await outboxCount();
    const form = multipart(emailFields({ message: 'bad\u0000text', 'g-recaptcha-response': token }));
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/v1.0/email/send-form', ...form });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/NUL/);
    expect(await outboxCount()).toBe(before);
    const retried = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      ...multipart(emailFields({ message: 'good text', 'g-recaptcha-response': token })),
    });
    expect(retried.statusCode).toBe(200);
    expect(await outboxCount()).toBe(before + 1);
  });

  test.each([10_001, 50_000])('a %i-character field → 400 on both routes; nothing recorded, token kept', async (length) => {
    const token = await captchaToken();
    const before = await outboxCount();
    const message = 'é'.repeat(length);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      ...multipart(emailFields({ message, 'g-recaptcha-response': token })),
    });
    expect(form.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      payload: { ...emailFields({}), template_params: { message, 'g-recaptcha-response': token } },
    });
    expect(json.statusCode).toBe(400);
    expect(await outboxCount()).toBe(before);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1.0/email/send-form',
          ...multipart(emailFields({ message: 'ok', 'g-recaptcha-response': token })),
        })
      ).statusCode,
    ).toBe(200);
  });

  test('exactly 10,000 characters are kept whole', async () => {
    const message = 'ü'.repeat(10_000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      ...multipart(emailFields({ message, 'g-recaptcha-response': await captchaToken() })),
    });
    expect(response.statusCode).toBe(200);
    const [latest] = (await ctx.app.inject({ method: 'GET', url: '/outbox?limit=1', headers: bearer(admin) })).json() as {
      templateParams: { message: string };
    }[];
    expect(latest?.templateParams.message).toBe(message);
  });
});

describe('a failed query is logged without its text or parameters', () => {
  test('the row values never reach the log', async () => {
    const { stream, text } = collectLog();
    const app = await ctx.extraApp({}, { logger: { level: 'info', stream } });
    // A constraint the route does not know about makes the insert fail inside the database.
    await ctx.database.transactionRaw((raw) =>
      raw.exec(`ALTER TABLE bookings ADD CONSTRAINT no_secret CHECK (event_location <> 'Secret Location 123')`),
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/booking',
        payload: { ...BOOKING, eventLocation: 'Secret Location 123', requesterName: 'Private Person' },
      });
      expect(response.statusCode).toBe(500);
      const log = text.join('\n');
      expect(log).toMatch(/request failed/);
      expect(log).not.toMatch(/Secret Location 123|Private Person|ann@example\.com|insert into/i);
    } finally {
      await ctx.database.transactionRaw((raw) => raw.exec('ALTER TABLE bookings DROP CONSTRAINT no_secret'));
    }
  });
});

describe('dates are RFC 3339 with four-digit years in range', () => {
  test.each([
    '0100-01-01T00:00:00+23:59',
    '0099-12-31T00:00:00Z',
    '1900-01-01T00:30:00+01:00',
    '3000-01-01T00:00:00Z',
    '2030-01-01T00:00:00+24:00',
    '2030-01-01T00:00:00+05:60',
    '+02030-01-01T00:00:00Z',
    '2030-01-01 00:00:00Z',
  ])('event date %s → 400', async (date) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/events', headers: bearer(admin), payload: { ...EVENT, date } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { date: expect.stringMatching(/1900–2999/) } });
  });

  test.each(['0099-12-31', '0100-01-01', '1899-12-31', '3000-01-01'])('booking eventDate %s → 400', async (eventDate) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/booking', payload: { ...BOOKING, eventDate } });
    expect(response.statusCode).toBe(400);
  });

  test('dates at the edges of the range are kept as sent', async () => {
    const event = await ctx.app.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(admin),
      payload: { ...EVENT, date: '1900-01-01T00:00:00-01:00' },
    });
    expect(event.statusCode).toBe(201);
    expect((event.json() as { date: string }).date).toBe('1900-01-01T01:00:00.000Z');
    const booking = await ctx.app.inject({ method: 'POST', url: '/booking', payload: { ...BOOKING, eventDate: '2999-12-31' } });
    expect((booking.json() as { eventDate: string }).eventDate).toBe('2999-12-31');
  });
});

describe('strict query strings', () => {
  test.each(['1.5', 'true', '0x10', '1e1', '05', '-0', '+5', 'Infinity'])('GET /events?limit=%s → 400', async (limit) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/events?limit=${encodeURIComponent(limit)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { limit: expect.any(String) } });
  });

  test('a plain integer still works', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/events?limit=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
  });

  test.each([
    ['/booking?x=1', true],
    ['/health?x=1', false],
    ['/auth/me?x=1', true],
    ['/outbox?limit=0x10', true],
    [`/events/${SOME_ID}?expand=all`, false],
  ])('GET %s → 400', async (url, withToken) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: withToken ? bearer(admin) : {} });
    expect(response.statusCode).toBe(400);
  });
});

describe('upload signatures', () => {
  const sign = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/uploads/sign', headers: bearer(admin) })).json() as {
      timestamp: number;
      signature: string;
      apiKey: string;
      folder: string;
    };
  const fieldsOf = (s: Awaited<ReturnType<typeof sign>>) => ({
    api_key: s.apiKey,
    timestamp: s.timestamp,
    signature: s.signature,
    folder: s.folder,
  });
  const upload = (body: { payload: Buffer; headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url: '/uploads/beacon-local/image/upload', ...body });
  const storedFiles = (): Promise<number> => storedImageCount(ctx.database.db);

  test('a signature stores one file: a second upload with it → 401', async () => {
    const signature = await sign();
    const before = await storedFiles();
    expect((await upload(multipart(fieldsOf(signature), [{ filename: 'a.png', contentType: 'image/png', data: PNG }]))).statusCode).toBe(
      200,
    );
    const again = await upload(multipart(fieldsOf(signature), [{ filename: 'b.png', contentType: 'image/png', data: PNG }]));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: expect.stringMatching(/already used/) });
    expect(await storedFiles()).toBe(before + 1);
  });

  test('parallel uploads with one signature store one file', async () => {
    const signature = await sign();
    const before = await storedFiles();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => upload(multipart(fieldsOf(signature), [{ filename: 'a.png', contentType: 'image/png', data: PNG }]))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(await storedFiles()).toBe(before + 1);
  });

  test('signatures fetched in the same second differ', async () => {
    const [a, b] = await Promise.all([sign(), sign()]);
    expect(a?.signature).not.toBe(b?.signature);
  });

  test('the signature is checked before the file is read: an unsigned oversized file → 401, not 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(
      multipart({ api_key: 'beacon-local-key', timestamp: Math.floor(Date.now() / 1000), signature: 'ab'.repeat(32), folder: 'events' }, [
        { filename: 'big.png', contentType: 'image/png', data: big },
      ]),
    );
    expect(response.statusCode).toBe(401);
  });

  test('a file sent before the signature fields → 400, nothing stored', async () => {
    const signature = await sign();
    const before = await storedFiles();
    const body = multipart({}, [{ filename: 'a.png', contentType: 'image/png', data: PNG }]);
    const fields = multipart(fieldsOf(signature));
    const boundary = /boundary=(.+)$/.exec(body.headers['content-type'] ?? '')?.[1] ?? '';
    const fieldBoundary = /boundary=(.+)$/.exec(fields.headers['content-type'] ?? '')?.[1] ?? '';
    // The file part first, then the fields (re-using the first body's boundary).
    const fileOnly = body.payload.toString('latin1').replace(`--${boundary}--\r\n`, '');
    const fieldParts = fields.payload.toString('latin1').split(`--${fieldBoundary}`).join(`--${boundary}`);
    const response = await upload({ headers: body.headers, payload: Buffer.from(fileOnly + fieldParts, 'latin1') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { file: expect.stringMatching(/after the fields/) } });
    expect(await storedFiles()).toBe(before);
  });
});

describe('video search upstream budget (YouTube)', () => {
  test('new search terms reach YouTube at most YOUTUBE_SEARCHES_PER_HOUR times; cached terms keep working', async () => {
    const { fetch, calls } = fakeFetch(({ url }) => {
      if (url.pathname.endsWith('/channels'))
        return { json: { items: [{ snippet: { title: 'Beacon' }, contentDetails: { relatedPlaylists: { uploads: 'UUx' } } }] } };
      if (url.pathname.endsWith('/search')) return { json: { items: [] } };
      return { json: { items: [] } };
    });
    const app = await ctx.extraApp({ youtube: { apiKey: 'k', channelId: 'UCx' }, youtubeSearchesPerHour: 3 }, { fetch });
    const search = (term: string) => app.inject({ method: 'GET', url: `/video-api/search/channel?search=${term}` });
    const statuses: number[] = [];
    for (const term of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot']) statuses.push((await search(term)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(calls.filter((call) => call.url.pathname.endsWith('/search'))).toHaveLength(3);
    const cached = await search('ALPHA');
    expect(cached.statusCode).toBe(200);
    const limited = await search('golf');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('connections', () => {
  test('timeouts are set, and connections past MAX_CONNECTIONS are closed on arrival', async () => {
    const dataDir = makeTempDir();
    const database = await testDatabaseConfig();
    const { app, port } = await startServer({
      env: {},
      logger: false,
      config: testConfig(dataDir, database, { port: 0, seed: false, maxConnections: 2 }),
    });
    const sockets: net.Socket[] = [];
    try {
      expect(app.server.headersTimeout).toBe(10_000);
      expect(app.server.requestTimeout).toBe(60_000);
      expect(app.server.keepAliveTimeout).toBe(5_000);
      expect(app.server.timeout).toBe(30_000);
      for (let i = 0; i < 2; i++) {
        const socket = net.connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        sockets.push(socket);
      }
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
      for (const socket of sockets) socket.destroy();
      let health = 0;
      // The server counts a closed socket once its close event ran.
      for (let attempt = 0; attempt < 50 && health !== 200; attempt++) {
        health = await fetch(`http://127.0.0.1:${port}/health`).then(
          (response) => response.status,
          () => 0,
        );
      }
      expect(health).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
      await app.close();
      await dropTestSchema(database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
