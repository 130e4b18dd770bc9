// Release health an outsider cannot forge: browsers' reports count only with a page's signed token, once per visitor;
// the page servers' own observations count only with their secret; and a switch happens only once every page server
// has warmed the release it switches to.
import type { BeaconApp } from '../src/app';
import { loadConfig, type PageServersConfig } from '../src/config';
import { bearer, createTestContext, type TestContext } from './helpers/context';
import { internalAuthorization, PAGE_SERVER_SECRET, reportToken } from './helpers/release-tokens';

let ctx: TestContext;
let admin: string;
const clock = () => new Date(Date.UTC(2031, 0, 1, 12, 0, 30));
const policy = { failureRate: 0.5, minLoads: 5, minVisitors: 50 };
const pageServers: PageServersConfig = { secret: PAGE_SERVER_SECRET, urls: [], reportsPerAddress: 1 };

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, releaseFailures: policy, pageServers }, { clock });
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

const rid = (n: number): string => n.toString(16).padStart(12, 'b');
const manifestOf = (id: string) => `http://localhost:3003/releases/${id}/mf-manifest.json`;

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = bearer(admin),
  app: BeaconApp = ctx.app,
  remoteAddress = '10.0.0.1',
) => app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const publish = async (remote: string, id: string) => {
  const response = await post('/releases', {
    remote,
    id,
    version: '1.0.0',
    sharedRange: '^1.4.0',
    builtAt: '2031-01-01T10:00:00.000Z',
    manifestUrl: manifestOf(id),
  });
  expect(response.statusCode).toBe(201);
};

interface RemoteReleases {
  live: { id: string } | null;
  candidate: { id: string } | null;
}
const liveOf = async (remote: string, app: BeaconApp = ctx.app): Promise<RemoteReleases | undefined> =>
  ((await app.inject({ method: 'GET', url: '/releases/live' })).json() as { remotes: Record<string, RemoteReleases> }).remotes[remote];

const inAnHour = () => new Date(clock().getTime() + 60 * 60_000);
const tokenFor = (remote: string, id: string) => reportToken([`${remote}:${id}`], inAnHour());

/** A browser's report, from `address`. */
const report = (remote: string, release: string, kind: string, token: string | undefined, address: string, app: BeaconApp = ctx.app) =>
  post('/releases/reports', { remote, release, kind, ...(token === undefined ? {} : { token }) }, {}, app, address);

const observe = (observations: object[], headers: Record<string, string> = { authorization: internalAuthorization() }) =>
  post('/releases/observations', { observations }, headers);

describe('forged browser reports change nothing (mfe_events live, mfe_media canary)', () => {
  beforeAll(async () => {
    for (const n of [1, 2]) await publish('mfe_events', rid(n));
    await post('/releases/mfe_events/promote', { id: rid(1), expectedLive: null });
    await post('/releases/mfe_events/promote', { id: rid(2), expectedLive: rid(1) });
    for (const n of [3, 4]) await publish('mfe_media', rid(n));
    await post('/releases/mfe_media/promote', { id: rid(3), expectedLive: null });
    await post('/releases/mfe_media/canary', { id: rid(4), percent: 50, expectedLive: rid(3) });
  });

  test('without a token, with a forged or altered one, an expired one, or one for another release: refused', async () => {
    const other = reportToken(['mfe_events:' + rid(1)], inAnHour());
    const [payload, signature] = tokenFor('mfe_events', rid(2)).split('.');
    const altered = `${Buffer.from(JSON.stringify({ r: [`mfe_events:${rid(2)}`], n: 'x', e: 2e9 })).toString('base64url')}.${signature}`;
    const attempts = [
      report('mfe_events', rid(2), 'load-error', undefined, '10.0.1.1'),
      report('mfe_events', rid(2), 'load-error', 'not-a-token', '10.0.1.2'),
      report(
        'mfe_events',
        rid(2),
        'load-error',
        reportToken([`mfe_events:${rid(2)}`], inAnHour(), 'another-secret-that-is-long-enough-32'),
        '10.0.1.3',
      ),
      report('mfe_events', rid(2), 'load-error', altered, '10.0.1.4'),
      report('mfe_events', rid(2), 'load-error', `${payload}.${signature}x`, '10.0.1.5'),
      report('mfe_events', rid(2), 'load-error', reportToken([`mfe_events:${rid(2)}`], new Date(clock().getTime() - 1000)), '10.0.1.6'),
      report('mfe_events', rid(2), 'load-error', other, '10.0.1.7'),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 403, 403, 403, 403, 403, 403]);
    expect((answers[1]?.json() as { message: string }).message).toMatch(/no valid token/);
    expect((await liveOf('mfe_events'))?.live?.id).toBe(rid(2));
  });

  test('200 failure reports of the live release with one valid token from one address count once: nothing moves', async () => {
    const token = tokenFor('mfe_events', rid(2));
    for (let i = 0; i < 100; i += 1) {
      await report('mfe_events', rid(2), 'load-error', token, '10.0.2.1');
      await report('mfe_events', rid(2), 'render-error', token, '10.0.2.1');
    }
    expect((await liveOf('mfe_events'))?.live?.id).toBe(rid(2));
    const [row] = await ctx.database.transactionRaw((raw) =>
      raw.query<{ loads: number; failures: number }>(
        `SELECT sum(loads)::int AS loads, sum(failures)::int AS failures FROM release_health WHERE release_id = '${rid(2)}'`,
      ),
    );
    expect(row).toEqual({ loads: 1, failures: 1 });
    // What is kept of the visitor is a keyed hash, never the address.
    const visitors = await ctx.database.transactionRaw((raw) =>
      raw.query<{ visitor: string }>('SELECT visitor FROM release_report_visitors'),
    );
    expect(visitors.length).toBeGreaterThan(0);
    expect(visitors.every((row) => !row.visitor.includes('10.0.2.1'))).toBe(true);
  });

  test('200 failure reports of the live release from 20 addresses, each replaying a real page’s token: 20 visitors, below RELEASE_MIN_VISITORS', async () => {
    const token = tokenFor('mfe_events', rid(2));
    for (let address = 1; address <= 20; address += 1)
      for (let i = 0; i < 10; i += 1) await report('mfe_events', rid(2), i % 2 ? 'render-error' : 'load-error', token, `10.0.6.${address}`);
    expect((await liveOf('mfe_events'))?.live?.id).toBe(rid(2));
  });

  test('a healthy canary keeps running under one visitor’s many replayed failure reports', async () => {
    const token = tokenFor('mfe_media', rid(4));
    for (let i = 0; i < 60; i += 1) await report('mfe_media', rid(4), 'load-error', token, '10.0.3.1');
    expect((await liveOf('mfe_media'))?.candidate?.id).toBe(rid(4));
  });

  test('a valid token for a release the registry does not have is accepted and ignored', async () => {
    const answer = await report('mfe_events', rid(99), 'load-error', tokenFor('mfe_events', rid(99)), '10.0.4.1');
    expect(answer.statusCode).toBe(204);
    const rows = await ctx.database.transactionRaw((raw) => raw.query(`SELECT * FROM release_health WHERE release_id = '${rid(99)}'`));
    expect(rows).toHaveLength(0);
  });

  test('observations are the page servers’ only: without their bearer refused, and nothing counted', async () => {
    const failing = [{ remote: 'mfe_media', release: rid(4), served: 50, failures: 50 }];
    expect((await observe(failing, {})).statusCode).toBe(403);
    expect((await observe(failing, { authorization: internalAuthorization('another-secret-that-is-long-enough-32') })).statusCode).toBe(
      403,
    );
    expect((await observe(failing, bearer(admin))).statusCode).toBe(403);
    expect((await liveOf('mfe_media'))?.candidate?.id).toBe(rid(4));
  });
});

describe('a release that really fails is still caught (mfe_landing, mfe_engage)', () => {
  beforeAll(async () => {
    for (const n of [10, 11, 12]) await publish('mfe_landing', rid(n));
    await post('/releases/mfe_landing/promote', { id: rid(10), expectedLive: null });
    await post('/releases/mfe_landing/canary', { id: rid(11), percent: 50, expectedLive: rid(10) });
  });

  test('by what the page servers observed: a failing canary is stopped, then a failing live release rolled back', async () => {
    expect((await observe([{ remote: 'mfe_landing', release: rid(11), served: 4, failures: 2 }])).statusCode).toBe(204);
    expect((await liveOf('mfe_landing'))?.candidate?.id).toBe(rid(11));
    await observe([{ remote: 'mfe_landing', release: rid(11), served: 2, failures: 2 }]);
    expect((await liveOf('mfe_landing'))?.candidate).toBeNull();

    await post('/releases/mfe_landing/promote', { id: rid(12), expectedLive: rid(10) });
    await observe([
      { remote: 'mfe_landing', release: rid(10), served: 20, failures: 0 },
      { remote: 'mfe_landing', release: rid(12), served: 8, failures: 6 },
    ]);
    expect((await liveOf('mfe_landing'))?.live?.id).toBe(rid(10));
    const history = (
      await ctx.app.inject({ method: 'GET', url: '/releases/history?remote=mfe_landing', headers: bearer(admin) })
    ).json() as {
      data: { action: string; reason: string | null }[];
    };
    expect(history.data[0]).toMatchObject({ action: 'auto-rolled-back' });
    expect(history.data[0]?.reason).toContain('6 failures in 8 pages the page servers composed');
  });

  test('by browsers: RELEASE_MIN_VISITORS distinct visitors whose pages failed stop a canary', async () => {
    const few = await ctx.extraApp({ seed: false, releaseFailures: { ...policy, minVisitors: 5 }, pageServers }, { clock });
    for (const n of [20, 21]) await publish('mfe_engage', rid(n));
    await post('/releases/mfe_engage/promote', { id: rid(20), expectedLive: null });
    await post('/releases/mfe_engage/canary', { id: rid(21), percent: 10, expectedLive: rid(20) });
    const failure = (visitor: number) =>
      report('mfe_engage', rid(21), 'load-error', tokenFor('mfe_engage', rid(21)), `10.0.5.${visitor}`, few);
    for (let visitor = 1; visitor <= 4; visitor += 1) await failure(visitor);
    expect((await liveOf('mfe_engage', few))?.candidate?.id).toBe(rid(21));
    await failure(5);
    expect((await liveOf('mfe_engage', few))?.candidate).toBeNull();
  });
});

describe('a switch waits for every page server to warm the release (mfe_admin)', () => {
  const warmCalls: { url: string; authorization: string | null; body: unknown }[] = [];
  let pageServerAnswer: () => Promise<Response> = async () => new Response(null, { status: 200 });
  let warming: BeaconApp;

  beforeAll(async () => {
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      warmCalls.push({ url: String(url), authorization: headers.get('authorization'), body: JSON.parse(String(init?.body)) });
      return pageServerAnswer();
    }) as typeof fetch;
    warming = await ctx.extraApp(
      {
        seed: false,
        releaseFailures: policy,
        pageServers: { ...pageServers, urls: ['http://page-1.internal:8111', 'http://page-2.internal:8112'] },
      },
      { clock, fetch: fakeFetch },
    );
    for (const n of [30, 31, 32]) await publish('mfe_admin', rid(n));
  });

  const change = (action: string, body: object) => post(`/releases/mfe_admin/${action}`, body, bearer(admin), warming);

  test('each page server is asked, authenticated, to warm the release before it goes live', async () => {
    expect((await change('promote', { id: rid(30), expectedLive: null })).statusCode).toBe(200);
    expect(warmCalls.map((call) => call.url).sort()).toEqual([
      'http://page-1.internal:8111/_internal/releases/warm',
      'http://page-2.internal:8112/_internal/releases/warm',
    ]);
    expect(warmCalls.every((call) => call.authorization === internalAuthorization())).toBe(true);
    expect(warmCalls[0]?.body).toEqual({ remote: 'mfe_admin', id: rid(30), manifestUrl: manifestOf(rid(30)) });
  });

  test('a page server that cannot render it refuses the switch with its reason, and nothing changes', async () => {
    pageServerAnswer = async () => Response.json({ message: '/admin answered only its loading frame' }, { status: 422 });
    const promote = await change('promote', { id: rid(31), expectedLive: rid(30) });
    expect(promote.statusCode).toBe(422);
    expect((promote.json() as { message: string }).message).toBe(
      `mfe_admin release ${rid(31)} is not warm, so nothing changed: the page server http://page-1.internal:8111 cannot render it: /admin answered only its loading frame; ` +
        'the page server http://page-2.internal:8112 cannot render it: /admin answered only its loading frame.',
    );
    const canary = await change('canary', { id: rid(31), percent: 20, expectedLive: rid(30) });
    expect(canary.statusCode).toBe(422);
    expect(await liveOf('mfe_admin', warming)).toEqual({ live: { id: rid(30), manifestUrl: manifestOf(rid(30)) }, candidate: null });
  });

  test('a page server that does not answer refuses it too (503); a rollback warms the previous release', async () => {
    pageServerAnswer = async () => new Response(null, { status: 200 });
    expect((await change('promote', { id: rid(32), expectedLive: rid(30) })).statusCode).toBe(200);
    pageServerAnswer = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const rollback = await change('rollback', { expectedLive: rid(32) });
    expect(rollback.statusCode).toBe(503);
    expect((rollback.json() as { message: string }).message).toContain('did not answer (connect ECONNREFUSED)');
    expect((await liveOf('mfe_admin', warming))?.live?.id).toBe(rid(32));
    pageServerAnswer = async () => new Response(null, { status: 200 });
    warmCalls.length = 0;
    expect((await change('rollback', { expectedLive: rid(32) })).statusCode).toBe(200);
    expect(warmCalls[0]?.body).toMatchObject({ id: rid(30) });
  });

  test('a stale change is refused as before (409), without asking the page servers', async () => {
    warmCalls.length = 0;
    expect((await change('promote', { id: rid(31), expectedLive: rid(32) })).statusCode).toBe(409);
    expect(warmCalls).toHaveLength(0);
  });
});

describe('configuration', () => {
  test('PAGE_SERVER_SECRET is long, PAGE_SERVERS are origins and need the secret', () => {
    expect(loadConfig({}).pageServers).toEqual({ secret: null, urls: [], reportsPerAddress: 1 });
    expect(
      loadConfig({ PAGE_SERVER_SECRET: PAGE_SERVER_SECRET, PAGE_SERVERS: 'http://127.0.0.1:18111/, http://127.0.0.1:18112' }).pageServers
        .urls,
    ).toEqual(['http://127.0.0.1:18111', 'http://127.0.0.1:18112']);
    expect(() => loadConfig({ PAGE_SERVER_SECRET: 'short' })).toThrow(/PAGE_SERVER_SECRET must be at least 32/);
    expect(() => loadConfig({ PAGE_SERVERS: 'http://127.0.0.1:18111' })).toThrow(/PAGE_SERVERS needs PAGE_SERVER_SECRET/);
    expect(() => loadConfig({ PAGE_SERVER_SECRET: PAGE_SERVER_SECRET, PAGE_SERVERS: 'http://host/path' })).toThrow(
      /PAGE_SERVERS must list/,
    );
  });
});
