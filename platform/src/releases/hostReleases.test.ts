import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { BOOT_ELEMENT_ID, MANIFEST_ELEMENT_ID, SERVER_BUNDLE } from '@beacon/shared/contract';
import { findApp, type AppEntry } from '@beacon/shared/apps';
import { buildAppServer } from '../server/appServer';
import { internalAuthorization } from './releaseSigning';
import { fakeServer, ok, type FakeServer } from '../testing/fakeServers';
import { makeBuild } from '../testing/testBuild';

const LIVE = 'aaaaaaaaaaaa';
const NEXT = 'bbbbbbbbbbbb';
const CANARY = 'cccccccccccc';
const SECRET = 'a-page-server-secret-of-at-least-32-characters';

/** A shell whose /events page has the events remote's slot. */
const SHELL_BUNDLE = `
exports.renderShell = (url) => ({
  html: '<header>shell</header><div data-remote-slot="mfe_events/./EventsPage"><!--beacon:slot--></div>',
  slot: 'mfe_events/./EventsPage', data: null, pattern: null, detail: null, status: 200,
  head: { title: 'Events', description: '', path: '/events', type: 'website', image: null, indexed: true, jsonLd: null },
});
`;

/** A deployment holding releases: each release's manifest and prerendered page say which it is. */
const releaseServer = (prefix: string) =>
  fakeServer((url) => {
    const match = new RegExp(`^${prefix}/([0-9a-f]{12})/(mf-manifest|prerender)\\.json$`).exec(url);
    if (!match) return undefined;
    return match[2] === 'prerender'
      ? ok({ './EventsPage': { html: `<main>events from release ${match[1]}</main>` } })
      : ok({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] });
  });

/** The boot payload a served page carries. */
const bootOf = (html: string): { remotes: Record<string, string> } =>
  JSON.parse(new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '{}') as {
    remotes: Record<string, string>;
  };

describe("the host's page server and the release registry", () => {
  let root = '';
  let host: FastifyInstance;
  let pinnedHost: FastifyInstance;
  let remote: FakeServer;
  let cdn: FakeServer;
  let api: FakeServer;
  let registry: unknown = { remotes: {} };
  let now = 1_000_000;
  const manifestOf = (server: FakeServer, prefix: string, id: string) => `${server.url}${prefix}/${id}/mf-manifest.json`;
  /** What the registry does: every page server warms the releases first, then they go live (or into the canary). */
  const setRegistry = async (live: string, candidate: { id: string; percent: number } | null) => {
    for (const [server, target] of [
      [host, { id: live, manifestUrl: manifestOf(remote, '/releases', live) }],
      ...(candidate ? [[host, { id: candidate.id, manifestUrl: manifestOf(cdn, '/mfe_events', candidate.id) }] as const] : []),
    ] as const) {
      const warmed = await server.inject({
        method: 'POST',
        url: '/_internal/releases/warm',
        headers: { authorization: internalAuthorization(SECRET) },
        payload: { remote: 'mfe_events', ...target },
      });
      expect(warmed.statusCode).toBe(200);
    }
    registry = {
      remotes: {
        mfe_events: {
          live: { id: live, manifestUrl: manifestOf(remote, '/releases', live) },
          candidate: candidate && {
            id: candidate.id,
            manifestUrl: manifestOf(cdn, '/mfe_events', candidate.id),
            percent: candidate.percent,
          },
        },
      },
    };
    // The page server asks the registry again once its answer is five seconds old.
    now += 5_001;
  };

  beforeAll(async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    remote = await releaseServer('/releases');
    cdn = await releaseServer('/mfe_events');
    // The registry, which also takes the page server's observations.
    api = await fakeServer((url) => (url === '/releases/live' ? ok(registry) : url === '/releases/observations' ? ok({}) : undefined));
    root = makeBuild().root;
    fs.writeFileSync(path.join(root, SERVER_BUNDLE), SHELL_BUNDLE);
    const app = findApp('host') as AppEntry;
    host = await buildAppServer({ app, distDir: root, env: { API_URL: api.url, PAGE_SERVER_SECRET: SECRET } });
    pinnedHost = await buildAppServer({ app, distDir: root, env: { API_URL: api.url, MFE_EVENTS_URL: 'http://127.0.0.1:9/' } });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await Promise.all([host.close(), pinnedHost.close(), remote.close(), cdn.close(), api.close()]);
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('serves the live release’s page, manifest and map, then a promoted one, with no restart and no cookie', async () => {
    await setRegistry(LIVE, null);
    let page = await host.inject({ url: '/events' });
    expect(page.body).toContain(`<main>events from release ${LIVE}</main>`);
    expect(page.body).toContain(`id="${MANIFEST_ELEMENT_ID}" data-url="${manifestOf(remote, '/releases', LIVE)}"`);
    expect(bootOf(page.body).remotes.mfe_events).toBe(manifestOf(remote, '/releases', LIVE));
    expect(page.headers['set-cookie']).toBeUndefined();

    await setRegistry(NEXT, null);
    page = await host.inject({ url: '/events' });
    expect(page.body).toContain(`<main>events from release ${NEXT}</main>`);
    expect(bootOf(page.body).remotes.mfe_events).toBe(manifestOf(remote, '/releases', NEXT));
    const remotes = await host.inject({ url: '/remotes.json' });
    expect(remotes.json<Record<string, string>>().mfe_events).toBe(manifestOf(remote, '/releases', NEXT));
  });

  it('under a canary, serves each visitor one choice (page, manifest and map alike) and keeps it across visits', async () => {
    await setRegistry(LIVE, { id: CANARY, percent: 50 });
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 40 && seen.size < 2; visitor += 1) {
      const first = await host.inject({ url: '/events' });
      const cookie = String(first.headers['set-cookie'] ?? '');
      expect(cookie).toMatch(/^beacon_release=\d{1,2}; Path=\/; SameSite=Lax; HttpOnly$/);
      const chosen = bootOf(first.body).remotes.mfe_events ?? '';
      const release = chosen.includes(CANARY) ? CANARY : LIVE;
      seen.add(release);
      expect(first.body).toContain(`<main>events from release ${release}</main>`);
      expect(first.body).toContain(`data-url="${chosen}"`);
      for (let reload = 0; reload < 3; reload += 1) {
        const again = await host.inject({ url: '/events', headers: { cookie: cookie.split(';')[0] ?? '' } });
        expect(bootOf(again.body).remotes.mfe_events).toBe(chosen);
        expect(again.headers['set-cookie']).toBeUndefined();
      }
    }
    expect([...seen].sort()).toEqual([LIVE, CANARY].sort());
  });

  it('lets a page load its remote from where its release is (a CDN), in its Content-Security-Policy', async () => {
    await setRegistry(LIVE, { id: CANARY, percent: 99 });
    const page = await host.inject({ url: '/events', headers: { cookie: 'beacon_release=0' } });
    expect(bootOf(page.body).remotes.mfe_events).toBe(manifestOf(cdn, '/mfe_events', CANARY));
    const scripts = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    expect(scripts.split(' ')).toContain(cdn.url);
  });

  it('keeps a sensitive page (/tips) out of a running canary: live releases only, no cookie, even for a canary visitor', async () => {
    await setRegistry(LIVE, { id: CANARY, percent: 99 });
    const canaryVisitor = { cookie: 'beacon_release=0' };
    // The same visitor gets the candidate on an ordinary page.
    const events = await host.inject({ url: '/events', headers: canaryVisitor });
    expect(bootOf(events.body).remotes.mfe_events).toBe(manifestOf(cdn, '/mfe_events', CANARY));

    for (const headers of [{}, canaryVisitor]) {
      const tips = await host.inject({ url: '/tips', headers });
      expect(tips.headers['set-cookie']).toBeUndefined();
      expect(tips.body).toContain(`<main>events from release ${LIVE}</main>`);
      expect(bootOf(tips.body).remotes.mfe_events).toBe(manifestOf(remote, '/releases', LIVE));
      expect(String(tips.headers['content-security-policy'])).not.toContain(cdn.url);
    }

    // Nor is a left-over cookie cleared there once the canary is over: a sensitive page sets no cookie at all.
    await setRegistry(LIVE, null);
    expect((await host.inject({ url: '/tips', headers: canaryVisitor })).headers['set-cookie']).toBeUndefined();
  });

  it('clears the cookie once the canary is over, and ignores the registry for a remote the environment sets', async () => {
    await setRegistry(LIVE, null);
    const page = await host.inject({ url: '/events', headers: { cookie: 'beacon_release=0' } });
    expect(page.headers['set-cookie']).toBe('beacon_release=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly');
    expect(bootOf(page.body).remotes.mfe_events).toBe(manifestOf(remote, '/releases', LIVE));

    await setRegistry(LIVE, { id: CANARY, percent: 50 });
    const pinned = await pinnedHost.inject({ url: '/events' });
    expect(bootOf(pinned.body).remotes.mfe_events).toBe('http://127.0.0.1:9/mf-manifest.json');
    expect(pinned.headers['set-cookie']).toBeUndefined();
  });
});
