// The remotes' release registry: publishing is idempotent and makes nothing live; every change of what is live is
// conditional on the live release the caller saw (two racing pipelines: one wins, one gets 409); canaries, rollback,
// failure reports counted per release per minute, and the automatic rollback of a failing release.
import type { BeaconApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bearer, createTestContext, type TestContext } from './helpers/context';
import { PAGE_SERVER_SECRET, reportToken } from './helpers/release-tokens';

let ctx: TestContext;
let admin: string;
let offsetMs = 0;
const pageServers = { secret: PAGE_SERVER_SECRET, urls: [], reportsPerAddress: 1 };
const clock = () => new Date(Date.UTC(2031, 0, 1, 12, 0, 30) + offsetMs);

beforeAll(async () => {
  ctx = await createTestContext(
    { seed: false, releaseFailures: { failureRate: 0.5, minLoads: 5, minVisitors: 5 }, pageServers },
    { clock },
  );
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

/** A release id as the release command makes them (12 hex digits), distinct per name. */
const rid = (n: number): string => n.toString(16).padStart(12, 'a');

const input = (remote: string, id: string, extra: Record<string, unknown> = {}) => ({
  remote,
  id,
  version: '1.2.0',
  sharedRange: '^1.4.0',
  builtAt: '2031-01-01T10:00:00.000Z',
  manifestUrl: `http://localhost:3003/releases/${id}/mf-manifest.json`,
  ...extra,
});

const send = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = admin, app: BeaconApp = ctx.app) =>
  app.inject({ method, url, ...(payload === undefined ? {} : { payload }), ...(token ? { headers: bearer(token) } : {}) });

const publish = async (remote: string, id: string) => {
  const response = await send('POST', '/releases', input(remote, id));
  expect(response.statusCode).toBe(201);
};
const promote = (remote: string, id: string, expectedLive: string | null) =>
  send('POST', `/releases/${remote}/promote`, { id, expectedLive });
const rollback = (remote: string, expectedLive: string) => send('POST', `/releases/${remote}/rollback`, { expectedLive });
const canary = (remote: string, body: Record<string, unknown>) => send('POST', `/releases/${remote}/canary`, body);
let visitors = 0;
/** A report from a new visitor (its own address), with the token of the page it was served. */
const report = (remote: string, release: string, kind: string, app: BeaconApp = ctx.app) => {
  visitors += 1;
  const token = reportToken([`${remote}:${release}`], new Date(clock().getTime() + 60 * 60_000));
  return app.inject({
    method: 'POST',
    url: '/releases/reports',
    payload: { remote, release, kind, token },
    remoteAddress: `10.1.${Math.floor(visitors / 250)}.${visitors % 250}`,
  });
};

interface RemoteReleases {
  live: { id: string; manifestUrl: string } | null;
  candidate: { id: string; manifestUrl: string; percent: number } | null;
}
const liveOf = async (remote: string, app: BeaconApp = ctx.app): Promise<RemoteReleases | undefined> =>
  ((await send('GET', '/releases/live', undefined, null, app)).json() as { remotes: Record<string, RemoteReleases> }).remotes[remote];

interface Listed {
  id: string;
  state: string;
  health: { loads: number; failures: number };
  publishedBy: { id: string; name: string };
}
const listOf = async (remote: string, token = admin): Promise<Listed[]> =>
  ((await send('GET', `/releases?remote=${remote}`, undefined, token)).json() as { data: Listed[] }).data;

interface Change {
  action: string;
  release: string | null;
  actor: { name: string } | null;
  reason: string | null;
  before: { live: string | null };
  after: { live: string | null; previous: string | null; candidate: { id: string; percent: number } | null };
}
const historyOf = async (remote: string): Promise<Change[]> =>
  ((await send('GET', `/releases/history?remote=${remote}`)).json() as { data: Change[] }).data;

interface AuditEntry {
  action: string;
  entityId: string | null;
  actor: { name: string } | null;
  after: Record<string, unknown> | null;
}
const auditOf = async (remote: string): Promise<AuditEntry[]> =>
  ((await send('GET', '/admin/audit?entity=release')).json() as { entries: AuditEntry[] }).entries.filter((entry) =>
    entry.entityId?.startsWith(`${remote}/`),
  );

describe('publishing', () => {
  test('registers a release with who published it; nothing goes live, not even the first release', async () => {
    const response = await send('POST', '/releases', input('mfe_events', rid(1)));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...input('mfe_events', rid(1)),
      publishedBy: { name: 'Test Admin' },
      publishedAt: clock().toISOString(),
    });
    expect(await liveOf('mfe_events')).toEqual({ live: null, candidate: null });
    expect((await listOf('mfe_events')).map((release) => [release.id, release.state])).toEqual([[rid(1), 'available']]);
    expect((await auditOf('mfe_events')).map((entry) => [entry.action, entry.entityId, entry.actor?.name])).toEqual([
      ['release.published', `mfe_events/${rid(1)}`, 'Test Admin'],
    ]);
  });

  test('the same release again is 200 (a pipeline may retry); the same id with other details is 409', async () => {
    const again = await send('POST', '/releases', input('mfe_events', rid(1)));
    expect(again.statusCode).toBe(200);
    const other = await send('POST', '/releases', input('mfe_events', rid(1), { version: '9.9.9' }));
    expect(other.statusCode).toBe(409);
    expect((await listOf('mfe_events')).map((release) => release.id)).toEqual([rid(1)]);
  });

  test('admin only, and a malformed release is refused', async () => {
    expect((await send('POST', '/releases', input('mfe_events', rid(2)), null)).statusCode).toBe(401);
    expect((await send('POST', '/releases', input('mfe_events', rid(2)), await ctx.visitorToken())).statusCode).toBe(403);
    expect((await send('GET', '/releases?remote=mfe_events', undefined, null)).statusCode).toBe(401);
    expect((await send('POST', '/releases/mfe_events/promote', { id: rid(1), expectedLive: null }, null)).statusCode).toBe(401);
    for (const bad of [
      input('mfe_events', 'ABC'),
      input('nope', rid(2)),
      input('mfe_events', rid(2), { manifestUrl: 'javascript:alert(1)' }),
      input('mfe_events', rid(2), { builtAt: 'yesterday' }),
      { ...input('mfe_events', rid(2)), extra: 1 },
    ]) {
      expect((await send('POST', '/releases', bad)).statusCode).toBe(400);
    }
  });

  test('the live map is public and cacheable for 5 seconds, with every remote', async () => {
    const response = await send('GET', '/releases/live', undefined, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(Object.keys((response.json() as { remotes: object }).remotes).sort()).toEqual(
      ['mfe_admin', 'mfe_engage', 'mfe_events', 'mfe_landing', 'mfe_media'].sort(),
    );
  });
});

describe('promote and roll back (mfe_events)', () => {
  test('promote with the live release seen: it goes live at once, the old one becomes previous', async () => {
    const first = await promote('mfe_events', rid(1), null);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ remote: 'mfe_events', live: rid(1), previous: null, candidate: null });
    await publish('mfe_events', rid(2));
    const second = await promote('mfe_events', rid(2), rid(1));
    expect(second.json()).toEqual({ remote: 'mfe_events', live: rid(2), previous: rid(1), candidate: null });
    expect(await liveOf('mfe_events')).toEqual({
      live: { id: rid(2), manifestUrl: input('mfe_events', rid(2)).manifestUrl },
      candidate: null,
    });
    expect((await listOf('mfe_events')).map((release) => [release.id, release.state])).toEqual(
      expect.arrayContaining([
        [rid(2), 'live'],
        [rid(1), 'previous'],
      ]),
    );
  });

  test('a stale precondition is refused with 409 and the live release, and changes nothing', async () => {
    await publish('mfe_events', rid(3));
    for (const expectedLive of [rid(1), null]) {
      const stale = await promote('mfe_events', rid(3), expectedLive);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'conflict', live: rid(2) });
    }
    expect((await liveOf('mfe_events'))?.live?.id).toBe(rid(2));
    expect((await rollback('mfe_events', rid(3))).statusCode).toBe(409);
    expect((await promote('mfe_events', rid(99), rid(2))).statusCode).toBe(404);
  });

  test('promoting what is already live changes nothing', async () => {
    const same = await promote('mfe_events', rid(2), rid(2));
    expect(same.json()).toEqual({ remote: 'mfe_events', live: rid(2), previous: rid(1), candidate: null });
    expect((await historyOf('mfe_events')).length).toBe(2);
  });

  test('roll back in one step: live goes back to previous, and further back one release at a time', async () => {
    await promote('mfe_events', rid(3), rid(2));
    const back = await rollback('mfe_events', rid(3));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ remote: 'mfe_events', live: rid(2), previous: rid(1), candidate: null });
    expect((await rollback('mfe_events', rid(2))).json()).toEqual({ remote: 'mfe_events', live: rid(1), previous: null, candidate: null });
    const nothing = await rollback('mfe_events', rid(1));
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ error: 'conflict', live: rid(1) });
    expect((await liveOf('mfe_events'))?.live?.id).toBe(rid(1));
  });

  test('each change is in the history and the audit log, with who made it', async () => {
    const history = await historyOf('mfe_events');
    expect(history.map((change) => [change.action, change.release, change.before.live, change.after.live, change.actor?.name])).toEqual([
      ['rolled-back', rid(1), rid(2), rid(1), 'Test Admin'],
      ['rolled-back', rid(2), rid(3), rid(2), 'Test Admin'],
      ['promoted', rid(3), rid(2), rid(3), 'Test Admin'],
      ['promoted', rid(2), rid(1), rid(2), 'Test Admin'],
      ['promoted', rid(1), null, rid(1), 'Test Admin'],
    ]);
    const actions = (await auditOf('mfe_events')).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'release.promoted')).toHaveLength(3);
    expect(actions.filter((action) => action === 'release.rolled-back')).toHaveLength(2);
  });
});

describe('racing pipelines (mfe_landing)', () => {
  test('two promotes from the same live release at once: one 200, one 409', async () => {
    for (const n of [10, 11, 12]) await publish('mfe_landing', rid(n));
    expect((await promote('mfe_landing', rid(10), null)).statusCode).toBe(200);
    const answers = await Promise.all([promote('mfe_landing', rid(11), rid(10)), promote('mfe_landing', rid(12), rid(10))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as { live: string };
    const loser = answers.find((answer) => answer.statusCode === 409)?.json() as { live: string };
    expect(loser.live).toBe(winner.live);
    expect((await liveOf('mfe_landing'))?.live?.id).toBe(winner.live);
    expect((await historyOf('mfe_landing')).filter((change) => change.action === 'promoted')).toHaveLength(2);
  });

  test('two instances on one database: racing on different instances, one wins; both then serve it', async () => {
    const other = await ctx.extraApp({ seed: false }, { clock });
    const live = (await liveOf('mfe_landing'))?.live?.id as string;
    const target = live === rid(11) ? rid(12) : rid(11);
    const answers = await Promise.all([
      send('POST', '/releases/mfe_landing/promote', { id: target, expectedLive: live }),
      send('POST', '/releases/mfe_landing/promote', { id: target, expectedLive: live }, admin, other),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await liveOf('mfe_landing', other))?.live?.id).toBe(target);
  });
});

describe('canary (mfe_media)', () => {
  beforeAll(async () => {
    for (const n of [20, 21, 22]) await publish('mfe_media', rid(n));
  });

  test('needs a live release, and the live one cannot be its own canary', async () => {
    expect((await canary('mfe_media', { id: rid(21), percent: 10, expectedLive: null })).statusCode).toBe(409);
    await promote('mfe_media', rid(20), null);
    expect((await canary('mfe_media', { id: rid(20), percent: 10, expectedLive: rid(20) })).statusCode).toBe(400);
    expect((await canary('mfe_media', { percent: 10, expectedLive: rid(20) })).statusCode).toBe(400);
    expect((await canary('mfe_media', { id: rid(21), percent: 100, expectedLive: rid(20) })).statusCode).toBe(400);
    expect((await canary('mfe_media', { id: rid(99), percent: 10, expectedLive: rid(20) })).statusCode).toBe(404);
  });

  test('start, change and stop: the live map carries the candidate and its share', async () => {
    const started = await canary('mfe_media', { id: rid(21), percent: 10, expectedLive: rid(20) });
    expect(started.json()).toEqual({ remote: 'mfe_media', live: rid(20), previous: null, candidate: { id: rid(21), percent: 10 } });
    expect(await liveOf('mfe_media')).toEqual({
      live: { id: rid(20), manifestUrl: input('mfe_media', rid(20)).manifestUrl },
      candidate: { id: rid(21), manifestUrl: input('mfe_media', rid(21)).manifestUrl, percent: 10 },
    });
    expect((await canary('mfe_media', { id: rid(21), percent: 50, expectedLive: rid(20) })).json()).toMatchObject({
      candidate: { id: rid(21), percent: 50 },
    });
    expect((await listOf('mfe_media')).find((release) => release.id === rid(21))?.state).toBe('candidate');
    const stale = await canary('mfe_media', { percent: 0, expectedLive: rid(22) });
    expect(stale.statusCode).toBe(409);
    expect((await canary('mfe_media', { percent: 0, expectedLive: rid(20) })).json()).toMatchObject({ candidate: null });
    expect((await liveOf('mfe_media'))?.candidate).toBeNull();
    expect((await historyOf('mfe_media')).map((change) => change.action)).toEqual([
      'canary-stopped',
      'canary-started',
      'canary-started',
      'promoted',
    ]);
  });

  test('promoting the candidate ends the canary; another promote leaves it running', async () => {
    await canary('mfe_media', { id: rid(21), percent: 30, expectedLive: rid(20) });
    await promote('mfe_media', rid(22), rid(20));
    expect((await liveOf('mfe_media'))?.candidate?.id).toBe(rid(21));
    expect((await promote('mfe_media', rid(21), rid(22))).json()).toEqual({
      remote: 'mfe_media',
      live: rid(21),
      previous: rid(22),
      candidate: null,
    });
  });
});

describe('failure reports and automatic rollback (mfe_engage, mfe_admin)', () => {
  beforeAll(async () => {
    for (const n of [30, 31]) await publish('mfe_engage', rid(n));
    await promote('mfe_engage', rid(30), null);
  });
  afterEach(async () => {
    if (offsetMs === 0) return;
    // Signing in an hour later closed the first admin session (expired by then): a new one, back at the start.
    offsetMs = 0;
    admin = await ctx.adminToken();
  });

  test('counted per release per minute; only counts are kept; unknown remotes and releases are ignored alike', async () => {
    expect((await report('mfe_engage', rid(30), 'load')).statusCode).toBe(204);
    expect((await report('mfe_engage', rid(30), 'load-error')).statusCode).toBe(204);
    offsetMs = 60_000;
    expect((await report('mfe_engage', rid(30), 'render-error')).statusCode).toBe(204);
    expect((await report('mfe_engage', rid(98), 'load-error')).statusCode).toBe(204);
    expect((await report('nope', rid(30), 'load-error')).statusCode).toBe(204);
    expect((await report('mfe_engage', rid(30), 'crash')).statusCode).toBe(400);
    const rows = await ctx.database.transactionRaw((raw) =>
      raw.query<Record<string, unknown>>('SELECT * FROM release_health ORDER BY minute'),
    );
    const columns = ['failures', 'loads', 'minute', 'release_id', 'remote', 'served', 'server_failures'];
    expect(rows.map((row) => Object.keys(row).sort())).toEqual([columns, columns]);
    expect(rows.map((row) => [row.release_id, new Date(row.minute as string).toISOString(), row.loads, row.failures])).toEqual([
      [rid(30), '2031-01-01T12:00:00.000Z', 2, 1],
      [rid(30), '2031-01-01T12:01:00.000Z', 0, 1],
    ]);
    // The live release has no previous one: nothing to fall back to, whatever its failures.
    expect((await listOf('mfe_engage')).find((release) => release.id === rid(30))).toMatchObject({
      state: 'live',
      health: { loads: 2, failures: 2 },
    });
    // Health is the last hour's (an admin signed in then: the first session has expired).
    offsetMs = 60 * 60_000;
    expect((await listOf('mfe_engage', await ctx.adminToken())).find((release) => release.id === rid(30))?.health).toEqual({
      loads: 0,
      failures: 1,
    });
  });

  test('a failing candidate is stopped at the threshold, by the API, across instances; visitors get the live release', async () => {
    const other = await ctx.extraApp(
      { seed: false, releaseFailures: { failureRate: 0.5, minLoads: 5, minVisitors: 5 }, pageServers },
      { clock },
    );
    expect((await canary('mfe_engage', { id: rid(31), percent: 50, expectedLive: rid(30) })).statusCode).toBe(200);
    // 4 loads, 2 failed: below the minimum number of loads.
    await report('mfe_engage', rid(31), 'load');
    await report('mfe_engage', rid(31), 'load-error', other);
    await report('mfe_engage', rid(31), 'load');
    await report('mfe_engage', rid(31), 'load-error', other);
    expect((await liveOf('mfe_engage'))?.candidate?.id).toBe(rid(31));
    // The fifth load (a failure) reaches it: 3 failures in 5 loads ≥ 50 %.
    await report('mfe_engage', rid(31), 'load-error', other);
    expect(await liveOf('mfe_engage', other)).toEqual({
      live: { id: rid(30), manifestUrl: input('mfe_engage', rid(30)).manifestUrl },
      candidate: null,
    });
    const [change] = await historyOf('mfe_engage');
    expect(change).toMatchObject({
      action: 'auto-canary-stopped',
      release: rid(31),
      actor: null,
      after: { live: rid(30), candidate: null },
    });
    expect(change?.reason).toContain('3 failures in 5 visitors’ reports');
    const [entry] = await auditOf('mfe_engage');
    expect(entry).toMatchObject({ action: 'release.auto-rolled-back', entityId: `mfe_engage/${rid(31)}`, actor: null });
    expect(entry?.after?.['reason']).toContain('3 failures in 5 visitors’ reports');
    // Later reports of the stopped release change nothing more.
    await report('mfe_engage', rid(31), 'load-error');
    expect((await historyOf('mfe_engage')).filter((each) => each.action.startsWith('auto'))).toHaveLength(1);
  });

  test('a failing live release falls back to a healthy previous one, not to one that fails too', async () => {
    for (const n of [40, 41, 42]) await publish('mfe_admin', rid(n));
    await promote('mfe_admin', rid(40), null);
    await promote('mfe_admin', rid(41), rid(40));
    for (let i = 0; i < 5; i += 1) await report('mfe_admin', rid(41), 'load-error');
    expect((await liveOf('mfe_admin'))?.live?.id).toBe(rid(40));
    const [change] = await historyOf('mfe_admin');
    expect(change).toMatchObject({ action: 'auto-rolled-back', release: rid(41), actor: null, after: { live: rid(40), previous: null } });

    // 42 replaces 40 (which is fine); 41 failed within the hour, but it is not the previous: 40 is, and healthy.
    await promote('mfe_admin', rid(42), rid(40));
    for (let i = 0; i < 5; i += 1) await report('mfe_admin', rid(40), 'load-error');
    for (let i = 0; i < 5; i += 1) await report('mfe_admin', rid(42), 'load-error');
    // Now the previous (40) fails as well: the API leaves the live release alone.
    expect((await liveOf('mfe_admin'))?.live?.id).toBe(rid(42));
  });
});

describe('a failing release is named, and goes live only when the caller accepts it (a database of its own)', () => {
  let own: TestContext;
  let token: string;
  beforeAll(async () => {
    own = await createTestContext(
      { seed: false, releaseFailures: { failureRate: 0.5, minLoads: 5, minVisitors: 5 }, pageServers },
      { clock },
    );
    token = await own.adminToken();
  });
  afterAll(() => own?.close());

  const call = (url: string, payload?: object) => send(payload === undefined ? 'GET' : 'POST', url, payload, token, own.app);
  interface Status extends Listed {
    failing: boolean;
    wasLive: boolean;
    autoRolledBack: { at: string; reason: string | null } | null;
  }
  const statusOf = async (id: string): Promise<Status | undefined> =>
    ((await call('/releases?remote=mfe_events')).json() as { data: Status[] }).data.find((release) => release.id === id);

  test('rolled back by itself, it reads as failing with the reason; promote and rollback refuse it without acceptFailing', async () => {
    for (const n of [61, 62, 63, 64]) expect((await call('/releases', input('mfe_events', rid(n)))).statusCode).toBe(201);
    expect((await call('/releases/mfe_events/promote', { id: rid(61), expectedLive: null })).statusCode).toBe(200);
    expect((await call('/releases/mfe_events/promote', { id: rid(62), expectedLive: rid(61) })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await report('mfe_events', rid(62), 'load-error', own.app);
    expect((await liveOf('mfe_events', own.app))?.live?.id).toBe(rid(61));

    const failed = await statusOf(rid(62));
    expect(failed).toMatchObject({ state: 'available', failing: true, wasLive: true, health: { loads: 5, failures: 5 } });
    expect(failed?.autoRolledBack?.reason).toContain('5 failures in 5 visitors’ reports');
    expect(await statusOf(rid(61))).toMatchObject({ state: 'live', failing: false, wasLive: true, autoRolledBack: null });
    expect(await statusOf(rid(63))).toMatchObject({ failing: false, wasLive: false });

    const refused = await call('/releases/mfe_events/promote', { id: rid(62), expectedLive: rid(61) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'failing', release: rid(62), health: { loads: 5, failures: 5 } });
    expect((refused.json() as { message: string }).message).toContain('rolled back automatically');
    expect((await liveOf('mfe_events', own.app))?.live?.id).toBe(rid(61));

    const accepted = await call('/releases/mfe_events/promote', { id: rid(62), expectedLive: rid(61), acceptFailing: true });
    expect(accepted.statusCode).toBe(200);
    // A person made it live since: no longer "rolled back", but its last hour still fails.
    expect(await statusOf(rid(62))).toMatchObject({ state: 'live', autoRolledBack: null, failing: true });

    expect((await call('/releases/mfe_events/promote', { id: rid(63), expectedLive: rid(62) })).statusCode).toBe(200);
    // The previous (62) fails: the plain rollback asks first as well.
    const back = await call('/releases/mfe_events/rollback', { expectedLive: rid(63) });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ error: 'failing', release: rid(62) });
  });

  test('rollback goes to any release that was live before, not only the previous one', async () => {
    const back = await call('/releases/mfe_events/rollback', { expectedLive: rid(63), to: rid(61) });
    expect(back.statusCode).toBe(200);
    // 61 replaced nothing: after it, there is nowhere further back.
    expect(back.json()).toEqual({ remote: 'mfe_events', live: rid(61), previous: null, candidate: null });
    const [change] = (await call('/releases/history?remote=mfe_events')).json().data as Change[];
    expect(change).toMatchObject({ action: 'rolled-back', release: rid(61), actor: { name: 'Test Admin' } });

    // Never live: that is a promote, not a rollback.
    const never = await call('/releases/mfe_events/rollback', { expectedLive: rid(61), to: rid(64) });
    expect(never.statusCode).toBe(400);
    expect((never.json() as { message: string }).message).toMatch(/never been live/);
    // The live one, or a stale view: refused.
    expect((await call('/releases/mfe_events/rollback', { expectedLive: rid(61), to: rid(61) })).statusCode).toBe(400);
    expect((await call('/releases/mfe_events/rollback', { expectedLive: rid(63), to: rid(62), acceptFailing: true })).statusCode).toBe(409);
    // Back to the failing 62, knowingly: its previous is what it replaced (61 is live, so none).
    const failing = await call('/releases/mfe_events/rollback', { expectedLive: rid(61), to: rid(62), acceptFailing: true });
    expect(failing.json()).toEqual({ remote: 'mfe_events', live: rid(62), previous: null, candidate: null });
  });
});

describe('reports are limited per address', () => {
  test('by READ_RATE_LIMIT_MAX a minute (every page view sends them), with Retry-After', async () => {
    const limited = await ctx.extraApp({ seed: false, readRateLimitMax: 3, pageServers }, { clock });
    const answers = [];
    const token = reportToken([`mfe_events:${rid(1)}`], new Date(clock().getTime() + 60_000));
    for (let i = 0; i < 4; i += 1)
      answers.push(await send('POST', '/releases/reports', { remote: 'mfe_events', release: rid(1), kind: 'load', token }, null, limited));
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 429]);
    expect(answers[3]?.headers['retry-after']).toBeDefined();
  });
});

describe('configuration', () => {
  test('RELEASE_FAILURE_RATE is a share in (0, 1], RELEASE_MIN_LOADS a positive integer', () => {
    expect(loadConfig({}).releaseFailures).toEqual({ failureRate: 0.5, minLoads: 5, minVisitors: 50 });
    expect(loadConfig({ RELEASE_FAILURE_RATE: '0.2', RELEASE_MIN_LOADS: '50', RELEASE_MIN_VISITORS: '9' }).releaseFailures).toEqual({
      failureRate: 0.2,
      minLoads: 50,
      minVisitors: 9,
    });
    for (const bad of ['0', '1.5', 'half', '-0.1']) expect(() => loadConfig({ RELEASE_FAILURE_RATE: bad })).toThrow(/RELEASE_FAILURE_RATE/);
    expect(() => loadConfig({ RELEASE_MIN_LOADS: '0' })).toThrow(/RELEASE_MIN_LOADS/);
  });
});
