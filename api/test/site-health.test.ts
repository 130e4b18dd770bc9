// Site health for staff: the last hour per minute from Prometheus (a fake one, answering its HTTP API's JSON) or
// from this process's own counters, each instance's state, and the last verified backup.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteHealth } from '@beacon/shared/schemas';
import { loadConfig } from '../src/config';
import { startDraining } from '../src/http/draining';
import { MinuteCounters } from '../src/plugins/app/site-health/minute-counters';
import { QUERIES } from '../src/plugins/app/site-health/prometheus-source';
import { bearer, createTestContext, type TestContext } from './helpers/context';

const MINUTE = 60_000;

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = bearer(await ctx.adminToken());
});
afterAll(() => ctx?.close());

const siteHealth = async (app = ctx.app): Promise<SiteHealth> => {
  const response = await app.inject({ method: 'GET', url: '/admin/site-health', headers: admin });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as SiteHealth;
};

test('staff only: 401 without a token, 403 for a visitor', async () => {
  expect((await ctx.app.inject({ method: 'GET', url: '/admin/site-health' })).statusCode).toBe(401);
  const visitor = bearer(await ctx.visitorToken());
  expect((await ctx.app.inject({ method: 'GET', url: '/admin/site-health', headers: visitor })).statusCode).toBe(403);
});

describe('without PROMETHEUS_URL: this process counts its own answers', () => {
  test('each request lands in the minute it was answered in; the hour ends with the minute under way', async () => {
    let now = Math.floor(Date.now() / MINUTE) * MINUTE + 1_000;
    const app = await ctx.extraApp({}, { clock: () => new Date(now) });
    const first = now;
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    now += 2 * MINUTE;
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

    const health = await siteHealth(app);
    expect(health.source).toBe('process');
    expect(health.seriesProblem).toBeNull();
    expect(health.instances).toEqual([{ name: 'api', role: 'api', state: 'up' }]);
    expect(health.minutes).toHaveLength(60);
    const last = health.minutes.at(-1);
    expect(last?.at).toBe(new Date(Math.floor(now / MINUTE) * MINUTE).toISOString());
    const byMinute = new Map(health.minutes.map((minute) => [minute.at, minute]));
    const firstMinute = byMinute.get(new Date(Math.floor(first / MINUTE) * MINUTE).toISOString());
    expect(firstMinute).toMatchObject({ requests: 4, errors: 0 });
    expect(firstMinute?.p95Ms).toEqual(expect.any(Number));
    // The minute between: nothing answered, no latency to speak of.
    expect(byMinute.get(new Date(Math.floor(first / MINUTE) * MINUTE + MINUTE).toISOString())).toMatchObject({
      requests: 0,
      errors: 0,
      p95Ms: null,
    });
    expect(last).toMatchObject({ requests: 1, errors: 0 });
    expect(health.minutes.reduce((sum, minute) => sum + (minute.requests ?? 0), 0)).toBe(5);
  });

  test('an instance shutting down says it is draining', async () => {
    const app = await ctx.extraApp({});
    startDraining(app);
    expect((await siteHealth(app)).instances).toEqual([{ name: 'api', role: 'api', state: 'draining' }]);
  });

  test('the counters: 5xx answers are errors, p95 falls within a bucket of the true one, an hour-old minute is forgotten', () => {
    const counters = new MinuteCounters();
    const start = 100 * MINUTE;
    // 100 answers: 94 quick ones, 6 slow ones (the 95th is 200 ms), 3 of them 5xx.
    for (let i = 0; i < 94; i += 1) counters.record(start + i, 200, 4);
    for (let i = 0; i < 6; i += 1) counters.record(start + 100 + i, i < 3 ? 503 : 200, 200);
    const [minute] = counters.minutes(start + 59 * MINUTE).slice(0, 1);
    expect(minute).toMatchObject({ at: new Date(start).toISOString(), requests: 100, errors: 3 });
    expect(minute?.p95Ms).toBeGreaterThan(200 / 1.25);
    expect(minute?.p95Ms).toBeLessThanOrEqual(200 * 1.25);
    // An hour on, the same ring slot holds a new minute: the old counts are gone, not added to.
    counters.record(start + 61 * MINUTE, 500, 1);
    const later = counters.minutes(start + 61 * MINUTE);
    expect(later.at(-1)).toMatchObject({ requests: 1, errors: 1 });
    expect(later.some((each) => each.at === new Date(start).toISOString())).toBe(false);
  });
});

describe('with PROMETHEUS_URL: the cluster’s Prometheus', () => {
  test('PROMETHEUS_URL: an http(s) URL, refused otherwise with an example; unset means this process’s counters', () => {
    expect(loadConfig({ PROMETHEUS_URL: 'http://127.0.0.1:9090' }).prometheusUrl).toBe('http://127.0.0.1:9090');
    expect(loadConfig({}).prometheusUrl).toBeNull();
    expect(() => loadConfig({ PROMETHEUS_URL: 'prometheus:9090' })).toThrow(/PROMETHEUS_URL must be an http:\/\/ or https:\/\/ URL/);
  });

  interface Asked {
    path: string;
    params: URLSearchParams;
  }
  let server: http.Server;
  let asked: Asked[] = [];
  let answer: (request: Asked) => { status?: number; body: unknown };
  let url: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const parsed = new URL(request.url ?? '/', 'http://prometheus');
      const each = { path: parsed.pathname, params: parsed.searchParams };
      asked.push(each);
      const { status = 200, body } = answer(each);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    asked = [];
  });

  const matrix = (values: [number, string][]) => ({ status: 'success', data: { resultType: 'matrix', result: [{ metric: {}, values }] } });
  const vector = (result: { metric: Record<string, string>; value: [number, string] }[]) => ({
    status: 'success',
    data: { resultType: 'vector', result },
  });

  test('asks query_range for the last hour by minute and shows each series; NaN (no request) is no value', async () => {
    // Half a minute into the current minute (the admin's token is checked against this clock too).
    const end = Math.floor(Date.now() / MINUTE) * 60;
    const now = end * 1000 + 30_000;
    answer = ({ path, params }) => {
      const query = params.get('query');
      if (path === '/api/v1/query_range' && query === QUERIES.requests)
        return {
          body: matrix([
            [end - 60, '120.4'],
            [end, '98'],
          ]),
        };
      if (path === '/api/v1/query_range' && query === QUERIES.errors) return { body: matrix([[end, '2.0000001']]) };
      if (path === '/api/v1/query_range' && query === QUERIES.p95Ms)
        return {
          body: matrix([
            [end - 60, 'NaN'],
            [end, '41.237'],
          ]),
        };
      if (path === '/api/v1/query' && query === QUERIES.up)
        return {
          body: vector([
            { metric: { job: 'beacon-pages', instance: 'host-1' }, value: [end, '1'] },
            { metric: { job: 'beacon-api', instance: 'api-2' }, value: [end, '0'] },
            { metric: { job: 'beacon-api', instance: 'api-1' }, value: [end, '1'] },
            { metric: { job: 'beacon-pages', instance: 'host-2' }, value: [end, '1'] },
          ]),
        };
      if (path === '/api/v1/query' && query === QUERIES.draining)
        return { body: vector([{ metric: { job: 'beacon-pages', instance: 'host-2' }, value: [end, '1'] }]) };
      return { status: 400, body: { status: 'error', errorType: 'bad_data', error: 'unexpected query' } };
    };
    const app = await ctx.extraApp({ prometheusUrl: url }, { clock: () => new Date(now) });
    const health = await siteHealth(app);

    const ranges = asked.filter((each) => each.path === '/api/v1/query_range');
    expect(ranges).toHaveLength(3);
    for (const range of ranges)
      expect([range.params.get('start'), range.params.get('end'), range.params.get('step')]).toEqual([
        String(end - 59 * 60),
        String(end),
        '60',
      ]);
    expect(health.source).toBe('prometheus');
    expect(health.seriesProblem).toBeNull();
    expect(health.minutes).toHaveLength(60);
    // The point at `end` covers the minute before it.
    expect(health.minutes.at(-1)).toEqual({ at: new Date((end - 60) * 1000).toISOString(), requests: 98, errors: 2, p95Ms: 41.2 });
    expect(health.minutes.at(-2)).toEqual({ at: new Date((end - 120) * 1000).toISOString(), requests: 120, errors: null, p95Ms: null });
    expect(health.minutes[0]).toMatchObject({ requests: null, errors: null, p95Ms: null });
    expect(health.instances).toEqual([
      { name: 'api-1', role: 'api', state: 'up' },
      { name: 'api-2', role: 'api', state: 'down' },
      { name: 'host-1', role: 'pages', state: 'up' },
      { name: 'host-2', role: 'pages', state: 'draining' },
    ]);
  });

  test('Prometheus refusing or unreachable: no series and the reason, the backup time still shown', async () => {
    answer = () => ({ status: 503, body: { status: 'error', errorType: 'unavailable', error: 'query queue full' } });
    const app = await ctx.extraApp({ prometheusUrl: url });
    const refused = await siteHealth(app);
    expect(refused).toMatchObject({ source: 'prometheus', minutes: [], instances: [] });
    expect(refused.seriesProblem).toMatch(/503: query queue full/);

    const closed = await ctx.extraApp({ prometheusUrl: 'http://127.0.0.1:1' });
    const unreachable = await siteHealth(closed);
    expect(unreachable).toMatchObject({ source: 'prometheus', minutes: [], instances: [], lastVerifiedBackupAt: null });
    expect(unreachable.seriesProblem).toMatch(/did not answer/);
  });
});

test('the last verified backup: the newest successful verification, never a failed one or a plain backup; null before any', async () => {
  expect((await siteHealth()).lastVerifiedBackupAt).toBeNull();
  await ctx.database.transactionRaw((raw) =>
    raw.query(
      `INSERT INTO backup_runs (kind, ok, finished_at) VALUES
         ('verify', true, '2026-11-27T01:00:00Z'), ('verify', true, '2026-11-27T02:00:00Z'),
         ('verify', false, '2026-11-27T03:00:00Z'), ('full', true, '2026-11-27T04:00:00Z')`,
    ),
  );
  expect((await siteHealth()).lastVerifiedBackupAt).toBe('2026-11-27T02:00:00.000Z');
});
