import { randomUUID } from 'node:crypto';
import { startServer, type BeaconApp } from '../src/app';
import { startDraining } from '../src/http/draining';
import { bookingRequest } from './helpers/bookings';
import { createTestContext, makeTempDir, testConfig, testDatabaseConfig, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The exposition text's value of one series (labels in the order prom-client writes them), or undefined. */
async function valueOf(app: BeaconApp, series: string): Promise<number | undefined> {
  const text = await app.metrics.registry.metrics();
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
const requests = (method: string, route: string, statusClass: string) =>
  `beacon_http_requests_total{method="${method}",route="${route}",status_class="${statusClass}"}`;
const durations = (method: string, route: string, statusClass: string) =>
  `beacon_http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${statusClass}"}`;

describe('request series', () => {
  test('a request counts once under its route template, method and status class, with its duration', async () => {
    const app = await ctx.extraApp({});
    const [event] = (await app.inject({ method: 'GET', url: '/events' })).json() as { _id: string }[];
    if (!event) throw new Error('the sample events are missing');
    expect((await app.inject({ method: 'GET', url: `/events/${event._id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/events/${randomUUID()}` })).statusCode).toBe(404);

    expect(await valueOf(app, requests('GET', '/events', '2xx'))).toBe(1);
    expect(await valueOf(app, requests('GET', '/events/:id', '2xx'))).toBe(1);
    expect(await valueOf(app, requests('GET', '/events/:id', '4xx'))).toBe(1);
    expect(await valueOf(app, durations('GET', '/events/:id', '2xx'))).toBe(1);
    expect(await valueOf(app, requests('GET', '/events/:id', '5xx'))).toBeUndefined();
  });

  test('a path no route answers counts as "unmatched", whatever the path was', async () => {
    const app = await ctx.extraApp({});
    expect((await app.inject({ method: 'GET', url: '/no-such-page/4f0c2a' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/another/path' })).statusCode).toBe(404);
    expect(await valueOf(app, requests('GET', 'unmatched', '4xx'))).toBe(2);
  });

  test('no label carries a visitor address, an id, a receipt or a path', async () => {
    const app = await ctx.extraApp({});
    const address = '203.0.113.77';
    const [event] = (await app.inject({ method: 'GET', url: '/events', remoteAddress: address })).json() as { _id: string }[];
    const receipt = 'r'.repeat(20) + randomUUID();
    await app.inject({ method: 'GET', url: `/events/${event?._id}`, remoteAddress: address });
    await app.inject({ method: 'GET', url: `/tips/${receipt}`, remoteAddress: address, headers: { 'x-forwarded-for': address } });
    await app.inject({
      method: 'POST',
      url: '/tips/conversation',
      payload: { receiptId: receipt, token: receipt },
      remoteAddress: address,
    });
    await app.inject({ method: 'POST', url: '/booking', payload: bookingRequest('No labels'), remoteAddress: address });
    const text = await app.metrics.registry.metrics();
    for (const secret of [address, event?._id ?? '', receipt, 'No labels', 'grace@example.org']) expect(text).not.toContain(secret);
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes].sort()).toEqual(['/booking', '/events', '/events/:id', '/tips/conversation', 'unmatched']);
  });
});

describe('shutting down', () => {
  test('beacon_draining is 0 while serving and 1 once the instance drains', async () => {
    const app = await ctx.extraApp({});
    expect(await valueOf(app, 'beacon_draining')).toBe(0);
    startDraining(app);
    expect(await valueOf(app, 'beacon_draining')).toBe(1);
  });
});

describe('what visitors make', () => {
  test('a keyed booking sent twice counts one booking; a second sign-up of one address counts no subscriber', async () => {
    const app = await ctx.extraApp({});
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const sent = await app.inject({
        method: 'POST',
        url: '/booking',
        payload: bookingRequest('Counted once'),
        headers: { 'idempotency-key': key },
      });
      expect(sent.statusCode).toBe(201);
    }
    expect(await valueOf(app, 'beacon_bookings_created_total')).toBe(1);
    expect(await valueOf(app, requests('POST', '/booking', '2xx'))).toBe(2);

    const email = `metrics-${randomUUID()}@example.com`;
    expect((await app.inject({ method: 'POST', url: '/subscribers', payload: { email } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/subscribers', payload: { email } })).statusCode).toBe(200);
    expect(await valueOf(app, 'beacon_subscribers_created_total')).toBe(1);
    expect(await valueOf(app, 'beacon_tips_created_total')).toBe(0);
  });

  test('a rate limit refusing counts under that limit', async () => {
    const app = await ctx.extraApp({ rateLimitMax: 1 });
    // A limited route's refusals start at 0 (the first ones show in a rate); a route without a limit has none.
    expect(await valueOf(app, 'beacon_rate_limit_refusals_total{limit="POST /captcha/local-token"}')).toBe(0);
    expect(await valueOf(app, 'beacon_rate_limit_refusals_total{limit="GET /health"}')).toBeUndefined();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ method: 'POST', url: '/captcha/local-token', remoteAddress: '10.9.9.9' })).statusCode);
    expect(statuses).toEqual([200, 429, 429]);
    expect(await valueOf(app, 'beacon_rate_limit_refusals_total{limit="POST /captcha/local-token"}')).toBe(2);
  });

  test('bot-check challenges issued, and answers solved or rejected', async () => {
    const app = await ctx.extraApp({});
    const { token } = (await app.inject({ method: 'POST', url: '/captcha/local-token' })).json() as { token: string };
    expect(await app.beacon.captcha.verify(token, '')).toBe(true);
    expect(await app.beacon.captcha.verify(token, '')).toBe(false);
    expect(await valueOf(app, 'beacon_bot_check_total{event="issued"}')).toBe(1);
    expect(await valueOf(app, 'beacon_bot_check_total{event="solved"}')).toBe(1);
    expect(await valueOf(app, 'beacon_bot_check_total{event="rejected"}')).toBe(1);
  });
});

describe('data', () => {
  test('the newest good backup of each kind, 0 for a kind never made', async () => {
    const app = await ctx.extraApp({});
    const older = new Date('2026-01-02T03:00:00Z');
    const newer = new Date('2026-01-03T03:00:00Z');
    await ctx.database.transactionRaw((raw) =>
      raw.query('INSERT INTO backup_runs (kind, ok, finished_at) VALUES ($1, true, $2), ($1, true, $3), ($1, false, $4)', [
        'full',
        older.toISOString(),
        newer.toISOString(),
        '2026-01-04T03:00:00Z',
      ]),
    );
    expect(await valueOf(app, 'beacon_backup_last_success_timestamp_seconds{kind="full"}')).toBe(newer.getTime() / 1000);
    expect(await valueOf(app, 'beacon_backup_last_success_timestamp_seconds{kind="verify"}')).toBe(0);
  });

  test('with PostgreSQL, the pool and the time of its queries', async () => {
    const app = await ctx.extraApp({});
    await app.inject({ method: 'GET', url: '/events' });
    const pool = await valueOf(app, 'beacon_db_pool_connections{state="total"}');
    const queries = await valueOf(app, 'beacon_db_query_duration_seconds_count');
    if (ctx.database.kind === 'postgres') {
      expect(pool).toBeGreaterThan(0);
      expect(queries).toBeGreaterThan(0);
    } else {
      // PGlite has no pool: one in-process connection.
      expect(pool).toBeUndefined();
    }
  });
});

describe('the metrics endpoint', () => {
  test('METRICS_PORT serves them on a port of their own; the API port has no /metrics', async () => {
    const dataDir = makeTempDir();
    const database = await testDatabaseConfig();
    const { app, url } = await startServer({
      env: { METRICS_PORT: '0' },
      logger: false,
      config: testConfig(dataDir, database, { port: 0, seed: false }),
    });
    try {
      expect((await fetch(`${url}/events`)).status).toBe(200);
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      expect(app.metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const served = await fetch(`${app.metrics.url}/metrics`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await served.text();
      expect(text).toContain(requests('GET', '/events', '2xx'));
      // The process's own: CPU, memory, event-loop delay.
      expect(text).toMatch(/^process_cpu_seconds_total /m);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
      expect((await fetch(`${app.metrics.url}/`)).status).toBe(404);
    } finally {
      await app.close();
    }
    await expect(fetch(`${app.metrics.url}/metrics`)).rejects.toThrow();
  });
});
