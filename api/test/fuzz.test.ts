// Hostile-input fuzzing of every route in the OpenAPI document: wrong types, huge and deeply nested bodies,
// prototype keys, lone surrogates and NUL, SQL and path-traversal strings, malformed multipart, wrong
// content types, strange numbers and dates. Seeded (FUZZ_SEED, printed in each test name) so a failure can be
// replayed: FUZZ_SEED=<seed> npx jest --selectProjects api --testPathPatterns fuzz
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { ADMIN_CODE, createTestContext, type TestContext } from './helpers/context';
import { PNG } from './helpers/multipart';
import { ELECTION_BODY } from '@beacon/shared/content-seed';

/** Requests per route. */
const INPUTS_PER_ROUTE = 60;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

/** mulberry32: a small deterministic generator, so the same seed sends the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number): number => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number): boolean => next() < p };
}
type Random = ReturnType<typeof generator>;

const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  'ℌ𝔢𝔩𝔩𝔬 💥',
  "' OR 1=1 --",
  "'; DROP TABLE bookings; --",
  '"; SELECT pg_sleep(5); --',
  '$1',
  '../../../../etc/passwd',
  '..%2F..%2Fauth-secret',
  '..\\..\\windows\\win.ini',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1.5',
  '1e309',
  '0x10',
  '2030-02-30',
  '0100-01-01T00:00:00+23:59',
  '2030-01-01T24:00:00Z',
  '275760-09-13T00:00:00Z',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'a@b',
  'ann@example.com\u0000',
  'x'.repeat(10_001),
  '💥'.repeat(6000),
  ' '.repeat(2000),
];
const NUMBERS = [0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 1e-7, 100_000_001];
const KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', '_id', 'role', 'a\u0000b', 'k'.repeat(300), '$where', 'template_params'];

/** Any JSON value, hostile leaves first. */
function hostileValue(random: Random, depth = 0): unknown {
  const roll = random.int(depth > 3 ? 4 : 7);
  if (roll === 0) return random.pick(STRINGS);
  if (roll === 1) return random.pick(NUMBERS);
  if (roll === 2) return random.pick([true, false, null]);
  if (roll === 3) return random.pick(STRINGS).slice(0, 40);
  if (roll === 4) return Array.from({ length: random.int(4) }, () => hostileValue(random, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = random.int(4); i >= 0; i--)
    object[random.chance(0.5) ? random.pick(KEYS) : random.pick(STRINGS).slice(0, 30)] = hostileValue(random, depth + 1);
  return object;
}

/** Valid-looking payloads, so a mutation of one field gets past the schema's first checks. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /admin/content/investigation': { slug: 'fuzzed-page', body: ELECTION_BODY },
  'PUT /admin/content/{kind}/{slug}/draft': { body: ELECTION_BODY },
  'POST /admin/content/{kind}/{slug}/schedule': { at: '2030-05-01T18:00:00Z' },
  'POST /admin/content/{kind}/{slug}/restore': { revision: 1 },
  'POST /booking': {
    requesterName: 'Ann',
    requesterEmail: 'ann@example.com',
    eventName: 'Talk',
    eventDate: '2030-05-01',
    eventLocation: 'Hall',
  },
  'PUT /booking/{id}': { isConfirmed: true },
  'POST /events': { title: 'Meeting', date: '2030-05-01T18:00:00Z', location: 'Hall', category: 'Local' },
  'PUT /events/{id}': { title: 'Renamed' },
  'POST /subscribers': { email: 'fuzz@example.com' },
  'POST /api/v1.0/email/send': {
    service_id: 's',
    template_id: 't',
    user_id: 'u',
    template_params: { message: 'hi', 'g-recaptcha-response': 'local.x' },
  },
  'POST /auth/dev/session': { role: 'visitor', name: 'Fuzz' },
  'POST /releases': {
    remote: 'mfe_events',
    id: '0123456789ab',
    version: '1.0.0',
    sharedRange: '^1.4.0',
    builtAt: '2030-05-01T18:00:00Z',
    manifestUrl: 'http://localhost:3003/releases/0123456789ab/mf-manifest.json',
  },
  'POST /releases/{remote}/promote': { id: '0123456789ab', expectedLive: null },
  'POST /releases/{remote}/rollback': { expectedLive: '0123456789ab' },
  'POST /releases/{remote}/canary': { id: '0123456789ab', percent: 10, expectedLive: null },
  'POST /releases/reports': { remote: 'mfe_events', release: '0123456789ab', kind: 'load-error', token: 'a.b' },
  'POST /releases/observations': { observations: [{ remote: 'mfe_events', release: '0123456789ab', served: 1, failures: 1 }] },
};

function mutated(random: Random, base: Record<string, unknown>): unknown {
  const copy: Record<string, unknown> = { ...base };
  const keys = Object.keys(copy);
  const roll = random.int(4);
  if (roll === 0 && keys.length > 0) copy[random.pick(keys)] = hostileValue(random);
  else if (roll === 1 && keys.length > 0) delete copy[random.pick(keys)];
  else if (roll === 2) copy[random.pick(KEYS)] = hostileValue(random);
  else if (keys.length > 0) copy[random.pick(keys)] = random.pick(STRINGS);
  return copy;
}

const RAW_JSON = [
  `${'['.repeat(8000)}${']'.repeat(8000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":',
  '\ufeff{}',
  'null',
  '"text"',
  '123',
  '[]',
  '{"attendees":1e999}',
  '{"name":"\\ud800"}',
  `{"big":"${'x'.repeat(300 * 1024)}"}`,
  '',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  'application/json\u0000',
];

function multipartBody(random: Random): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `fuzz${random.int(1_000_000)}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const roll = random.int(7);
  let text: string;
  if (roll === 0) return { headers: { 'content-type': 'multipart/form-data' }, payload: Buffer.from(field('a', 'b')) };
  if (roll === 1) text = field('service_id', 's').slice(0, 20);
  else if (roll === 2) text = `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--${boundary}--\r\n`;
  else if (roll === 3) text = `${field(random.pick(KEYS), random.pick(STRINGS))}--${boundary}--\r\n`;
  else if (roll === 4) text = `${field('message', 'x'.repeat(45_000))}--${boundary}--\r\n`;
  else if (roll === 5) {
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${random.pick(STRINGS).slice(0, 20)}"\r\nContent-Type: image/png\r\n\r\n`;
    text = `${file}${PNG.toString('latin1')}\r\n${field('api_key', 'beacon-local-key')}--${boundary}--\r\n`;
  } else {
    const names = [
      'service_id',
      'template_id',
      'user_id',
      'message',
      'api_key',
      'timestamp',
      'signature',
      'folder',
      'g-recaptcha-response',
    ];
    text = `${names.map((name) => field(name, random.pick(STRINGS))).join('')}--${boundary}--\r\n`;
  }
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.from(text, 'latin1') };
}

/** Percent-encoding that keeps lone surrogates (as the bytes a careless client would send). */
const encodePath = (text: string): string =>
  Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');

/** Path segments that are not valid percent-encoding or UTF-8 at all. */
const RAW_SEGMENTS = ['%', '%ff', '%E0%A4%A', '%ED%A0%80', '..%2F..%2F', '%2e%2e', '%252e', '%00'];

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  multipart: boolean;
}

/** One hostile request for `route`; `realIds` lets some requests name an existing row. */
function hostileRequest(random: Random, route: Route, tokens: Record<'admin' | 'visitor', string>, realIds: string[]): InjectOptions {
  const segment = (): string => {
    if (random.chance(0.25) && realIds.length > 0) return random.pick(realIds);
    if (random.chance(0.15)) return random.pick(RAW_SEGMENTS);
    return encodePath(random.pick(STRINGS).slice(0, random.chance(0.8) ? 60 : 3000));
  };
  const url = route.path.replace(/\{[^}]+\}/g, segment);
  const query = new URLSearchParams();
  for (let i = random.int(3); i > 0; i--)
    query.append(
      random.chance(0.5) ? random.pick(['limit', 'status', 'order', 'search', 'playlistId', 'folder']) : random.pick(KEYS),
      random.pick(STRINGS).slice(0, 200),
    );
  const headers: Record<string, string> = {};
  const auth = random.int(4);
  if (auth === 1) headers.authorization = `Bearer ${tokens.admin}`;
  if (auth === 2)
    headers.authorization = random.pick([
      `Bearer ${tokens.visitor}`,
      'Bearer garbage.token.x',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${tokens.admin}x`,
    ]);
  const request: InjectOptions = { method: route.method, url: query.size > 0 ? `${url}?${query.toString()}` : url, headers };
  if (route.method === 'GET' || route.method === 'DELETE') return request;
  const kind = random.int(route.multipart ? 5 : 4);
  const key = `${route.method} ${route.path}`;
  if (kind === 0) {
    headers['content-type'] = 'application/json';
    request.payload = random.pick(RAW_JSON);
  } else if (kind === 1) {
    headers['content-type'] = random.pick(CONTENT_TYPES);
    request.payload = random.pick(STRINGS);
  } else if (kind === 2 || !route.multipart) {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(VALID_BODIES[key] && random.chance(0.7) ? mutated(random, VALID_BODIES[key]) : hostileValue(random));
  } else {
    const body = multipartBody(random);
    Object.assign(headers, body.headers);
    request.payload = body.payload;
  }
  return request;
}

/** Every route of the OpenAPI document (a test below checks the document lists no other), and two unknown ones. */
const ROUTES: Route[] = [
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  'GET /auth/me',
  'POST /auth/dev/session',
  'POST /auth/sign-out',
  'GET /booking',
  'POST /booking',
  'PUT /booking/{id}',
  'DELETE /booking/{id}',
  'GET /events',
  'POST /events',
  'GET /events/{id}',
  'GET /events/calendar.ics',
  'GET /events/{id}/calendar.ics',
  'PUT /events/{id}',
  'DELETE /events/{id}',
  'GET /uploads/sign',
  'GET /admin/stats',
  'POST /uploads/{cloudName}/image/upload',
  'GET /media/generated/v1/{kind}/{file}',
  'GET /media/uploads/{folder}/{file}',
  'GET /subscribers/{email}',
  'POST /subscribers',
  'POST /api/v1.0/email/send',
  'POST /api/v1.0/email/send-form',
  'GET /outbox',
  'POST /captcha/local-token',
  'GET /video-api/videos',
  'GET /video-api/videos/{id}',
  'GET /video-api/search/channel',
  'GET /admin/audit',
  'GET /admin/audit/actors',
  'GET /admin/deleted/bookings',
  'GET /admin/deleted/events',
  'GET /admin/export/bookings.csv',
  'GET /admin/export/events.csv',
  'GET /admin/settings/status',
  'GET /admin/site-health',
  'POST /admin/bulk/bookings',
  'POST /admin/bulk/events',
  'POST /admin/purge',
  'POST /booking/{id}/restore',
  'POST /events/{id}/restore',
  'GET /releases/live',
  'GET /releases',
  'GET /releases/history',
  'POST /releases',
  'POST /releases/{remote}/promote',
  'POST /releases/{remote}/rollback',
  'POST /releases/{remote}/canary',
  'POST /releases/reports',
  'POST /releases/observations',
  'GET /tips/key',
  'GET /tips/key.asc',
  'POST /tips',
  'POST /tips/conversation',
  'POST /tips/conversation/messages',
  'POST /tips/conversation/follow-up',
  'GET /tips/form/token',
  'POST /tips/form/send',
  'POST /tips/form/conversation',
  'POST /tips/form/answer',
  'GET /admin/tips',
  'GET /admin/tips/unread',
  'GET /admin/tips/{id}',
  'GET /admin/tips/{id}/attachments/{attachmentId}',
  'PUT /admin/tips/{id}/status',
  'DELETE /admin/tips/{id}',
  'POST /admin/tips/{id}/replies',
  'GET /content/investigation',
  'GET /content/{kind}/{slug}',
  'GET /admin/content',
  'POST /admin/content/investigation',
  'GET /admin/content/{kind}/{slug}',
  'PUT /admin/content/{kind}/{slug}/draft',
  'POST /admin/content/{kind}/{slug}/publish',
  'POST /admin/content/{kind}/{slug}/unschedule',
  'POST /admin/content/{kind}/{slug}/unpublish',
  'POST /admin/content/{kind}/{slug}/schedule',
  'POST /admin/content/{kind}/{slug}/restore',
  'GET /admin/content/{kind}/{slug}/revisions',
  'POST /admin/content/{kind}/{slug}/preview',
  'POST /nowhere/{x}',
  'PUT /booking',
].map((name) => {
  const [method, routePath] = name.split(' ') as [Route['method'], string];
  return {
    method,
    path: routePath,
    multipart:
      routePath.endsWith('/send-form') ||
      routePath.endsWith('/image/upload') ||
      routePath === '/tips' ||
      routePath === '/tips/conversation/follow-up' ||
      (method === 'POST' && routePath.startsWith('/tips/form/')),
  };
});
const UNKNOWN_ROUTES = 2;

let ctx: TestContext;
let tokens: Record<'admin' | 'visitor', string>;

const TABLES = [
  'bookings',
  'events',
  'subscribers',
  'outbox',
  'captcha_tokens',
  'videos',
  'app_meta',
  'releases',
  'release_channels',
  'release_history',
  'release_health',
  'content_records',
  'content_revisions',
];
/** Every stored row, as one digest per table, and the uploaded files. */
async function fingerprint(): Promise<string> {
  const sql = `SELECT ${TABLES.map((table) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${table} t) AS ${table}`).join(', ')}`;
  const [row] = await ctx.database.transactionRaw((raw) => raw.query<Record<string, string>>(sql));
  const uploads = path.join(ctx.dataDir, 'uploads');
  const files = fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).length : 0;
  return `${JSON.stringify(row)}:${files}`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  tokens = { admin: await ctx.adminToken(), visitor: await ctx.visitorToken() };
});
afterAll(() => ctx?.close());

test('the fuzzer covers every route of the OpenAPI document', async () => {
  const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(spec.paths).flatMap(([routePath, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${routePath}`),
  );
  expect(documented.sort()).toEqual(
    ROUTES.slice(0, -UNKNOWN_ROUTES)
      .map((route) => `${route.method} ${route.path}`)
      .sort(),
  );
});

describe(`every route × ${INPUTS_PER_ROUTE} hostile inputs (seed ${SEED})`, () => {
  test.each(ROUTES)('$method $path: no 5xx, and a refused request changes no stored row', async (route) => {
    const random = generator(SEED + ROUTES.indexOf(route));
    const ids = (
      await ctx.database.transactionRaw((raw) =>
        raw.query<{ id: string }>('SELECT id::text AS id FROM events UNION ALL SELECT id::text FROM bookings'),
      )
    ).map((row) => row.id);
    let before = await fingerprint();
    for (let i = 0; i < INPUTS_PER_ROUTE; i++) {
      const request = hostileRequest(random, route, tokens, ids);
      const response = await ctx.app.inject(request);
      const label = `${String(request.method)} ${String(request.url).slice(0, 200)} (input ${i})`;
      expect({ label, status: response.statusCode < 500 ? 'below 500' : response.statusCode }).toEqual({ label, status: 'below 500' });
      const after = await fingerprint();
      if (response.statusCode >= 400) expect({ label, changed: after !== before }).toEqual({ label, changed: false });
      before = after;
    }
  });
});

/** Moments at every precision, in several spellings: the API keeps milliseconds, so finer digits must be zeros. */
const DATES = [
  '2030-05-01T18:00:00Z',
  '2030-05-01T18:00:00.123Z',
  '2030-05-01T18:00:00.123456789Z',
  '2030-05-01T18:00:00.1234Z',
  '2030-05-01T18:00:00.000000001Z',
  '2030-05-01T20:00:00.120000+02:00',
  '2030-05-01t18:00:00.5z',
];

/** A moment in nanoseconds since 1970, from its text: equal exactly when two spellings name the same instant. */
function instant(text: string): string {
  const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
  const seconds = BigInt(Date.parse(text.replace(/\.\d+/, '')));
  return String(seconds * 1_000_000n + BigInt(fraction.padEnd(9, '0').slice(0, 9)));
}

/**
 * What an accepted value must read back as: strings trimmed (the API trims), moments the same instant, the
 * rest as sent (JSON has one zero: -0 is sent as 0).
 */
function expected(value: unknown, isDate: boolean): unknown {
  if (typeof value === 'string') return isDate ? instant(value) : value.trim();
  return value === 0 ? 0 : value;
}

describe(`accepted input reads back exactly as sent (seed ${SEED})`, () => {
  test(`POST /events × ${INPUTS_PER_ROUTE}: each accepted field, read back, is the value sent`, async () => {
    const random = generator(SEED - 1);
    // A session of its own: the fuzzing above signs sessions out.
    const headers = { authorization: `Bearer ${await ctx.adminToken()}` };
    let accepted = 0;
    for (let i = 0; i < INPUTS_PER_ROUTE; i++) {
      const field = random.pick(['title', 'location', 'category', 'date', 'date', 'attendees']);
      const value = field === 'date' ? random.pick(DATES) : random.pick<unknown>([...STRINGS, ...NUMBERS, ...DATES]);
      const payload = { ...VALID_BODIES['POST /events'], [field]: value };
      const response = await ctx.app.inject({ method: 'POST', url: '/events', headers, payload });
      const label = `${field} = ${JSON.stringify(value).slice(0, 60)} (input ${i})`;
      expect({ label, status: response.statusCode < 500 ? 'below 500' : response.statusCode }).toEqual({ label, status: 'below 500' });
      if (response.statusCode !== 201) continue;
      accepted++;
      const { _id } = response.json() as { _id: string };
      const stored = (await ctx.app.inject({ method: 'GET', url: `/events/${_id}` })).json() as Record<string, unknown>;
      const isDate = field === 'date';
      expect({ label, stored: expected(stored[field], isDate) }).toEqual({ label, stored: expected(value, isDate) });
    }
    expect(accepted).toBeGreaterThan(0);
  });

  test(`POST /api/v1.0/email/send × ${INPUTS_PER_ROUTE}: each accepted template parameter, read back, is the value sent`, async () => {
    const random = generator(SEED - 2);
    const headers = { authorization: `Bearer ${await ctx.adminToken()}` };
    let accepted = 0;
    for (let i = 0; i < INPUTS_PER_ROUTE; i++) {
      const token = ((await ctx.app.inject({ method: 'POST', url: '/captcha/local-token' })).json() as { token: string }).token;
      const value = random.pick<unknown>([...STRINGS, ...NUMBERS, ...DATES, true, null]);
      const payload = { ...VALID_BODIES['POST /api/v1.0/email/send'], template_params: { value, 'g-recaptcha-response': token } };
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1.0/email/send', payload });
      const label = `value = ${JSON.stringify(value).slice(0, 60)} (input ${i})`;
      expect({ label, status: response.statusCode < 500 ? 'below 500' : response.statusCode }).toEqual({ label, status: 'below 500' });
      if (response.statusCode !== 200) continue;
      accepted++;
      const [latest] = (await ctx.app.inject({ method: 'GET', url: '/outbox?limit=1', headers })).json() as {
        templateParams: Record<string, unknown>;
      }[];
      expect({ label, stored: expected(latest?.templateParams.value, false) }).toEqual({ label, stored: expected(value, false) });
    }
    expect(accepted).toBeGreaterThan(0);
  });
});

test('the admin code in the fixture still signs in after the fuzzing (nothing locked or broken)', async () => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/auth/dev/session',
    payload: { role: 'admin', name: 'After', code: ADMIN_CODE },
  });
  expect(response.statusCode).toBe(200);
});
