import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { startDraining } from '@beacon/shared/draining';
import { SLOT_MARKER, type RenderedShell, type ShellRenderer } from '@beacon/shared/contract';
import { bootPayloadFromEnv } from '@beacon/shared/env';
import { createPageComposer } from '../compose/pageComposer';
import { LOADING_MARK } from '../compose/remotePage';
import type { LiveReleases } from '../releases/liveReleases';
import { downServerUrl, fakeServer, ok, type FakeServer } from '../testing/fakeServers';
import { createPageMetrics, pageOutcomeOf, servePageMetrics, type PageMetrics } from './metrics';

const EVENT_ID = '6a0c3f54-1111-4222-8333-444455556666';

/** The exposition text's value of one series, or undefined. */
async function valueOf(metrics: PageMetrics, series: string): Promise<number | undefined> {
  const line = (await metrics.registry.metrics()).split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A shell with the events remote's detail page in its slot for /events/:id, and nothing else. */
const renderer: ShellRenderer = {
  renderShell(url): RenderedShell {
    const id = new URL(url, 'http://localhost').pathname.split('/')[2] ?? '';
    return {
      html: `<header>shell</header><div>${SLOT_MARKER}</div>`,
      slot: 'mfe_events/./EventPage',
      data: null,
      head: { title: 'Event', description: 'An event.', path: url, type: 'website', image: null, indexed: true, jsonLd: null },
      status: 200,
      detail: { kind: 'event', id },
      pattern: '/events/:id',
    };
  },
};

describe('page outcomes', () => {
  it('tells a composed page from one left to the browser, a loading slot and a 404', () => {
    expect(pageOutcomeOf('<div id="root"><header>shell</header><main>page</main></div>', 200)).toBe('composed');
    expect(pageOutcomeOf(`<div id="root"><main><div ${LOADING_MARK}></div></main></div>`, 200)).toBe('loading');
    expect(pageOutcomeOf('<div id="root"></div>', 200)).toBe('client_only');
    expect(pageOutcomeOf('<div id="root"><main>Not found</main></div>', 404)).toBe('not_found');
  });
});

describe('releases pages were composed with', () => {
  it('names each by remote, release id and channel, and still tells the registry’s reporter', async () => {
    const metrics = createPageMetrics();
    const registry: LiveReleases = {
      mfe_events: {
        live: { id: 'r-live', manifestUrl: 'https://cdn.test/mfe-events/releases/r-live/mf-manifest.json' },
        candidate: { id: 'r-canary', manifestUrl: 'https://cdn.test/mfe-events/releases/r-canary/mf-manifest.json', percent: 10 },
      },
    };
    await metrics.trackReleases(async () => registry)();
    const told: string[] = [];
    const observe = metrics.observeRelease((remote, _url, failed) => told.push(`${remote}:${failed}`));
    observe('mfe_events', 'https://cdn.test/mfe-events/releases/r-live/mf-manifest.json', false);
    observe('mfe_events', 'https://cdn.test/mfe-events/releases/r-canary/mf-manifest.json', true);
    observe('mfe_events', 'https://cdn.test/mfe-events/releases/r-canary/mf-manifest.json', false);
    observe('mfe_media', 'https://site.test/remotes/mfe-media/mf-manifest.json', false);
    const series = (remote: string, release: string, channel: string, outcome: string) =>
      `beacon_release_pages_total{remote="${remote}",release="${release}",channel="${channel}",outcome="${outcome}"}`;
    expect(await valueOf(metrics, series('mfe_events', 'r-live', 'live', 'served'))).toBe(1);
    expect(await valueOf(metrics, series('mfe_events', 'r-canary', 'canary', 'failed'))).toBe(1);
    expect(await valueOf(metrics, series('mfe_events', 'r-canary', 'canary', 'served'))).toBe(1);
    expect(await valueOf(metrics, series('mfe_media', 'build', 'build', 'served'))).toBe(1);
    expect(told).toEqual(['mfe_events:false', 'mfe_events:true', 'mfe_events:false', 'mfe_media:false']);
  });
});

describe('composed pages and fallbacks', () => {
  const servers: FakeServer[] = [];
  let events: FakeServer;
  let api: FakeServer;
  let down: string;
  beforeAll(async () => {
    events = await fakeServer((url) => {
      if (url === '/mf-manifest.json') return ok({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] });
      if (url === '/prerender.json') return ok({ './EventPage': { html: '<main>prerendered event</main>' } });
      return undefined;
    });
    api = await fakeServer((url) => (url === `/events/${EVENT_ID}` ? { status: 500, body: { error: 'down' } } : undefined));
    down = await downServerUrl();
    servers.push(events, api);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  const compose = (env: Record<string, string>, metrics: PageMetrics) =>
    createPageComposer({
      renderer,
      template: '<html><head></head><body><div id="root"></div></body></html>',
      payload: bootPayloadFromEnv(env),
      siteUrl: 'https://site.test',
      fellBack: metrics.fallback,
    });

  it('counts the API not answering for the head, and the render for the address that did not come', async () => {
    const metrics = createPageMetrics();
    const page = await compose({ API_URL: api.url, VIDEO_API_URL: api.url, MFE_EVENTS_URL: events.url }, metrics).render(
      `/events/${EVENT_ID}`,
    );
    expect(page.html).toContain('prerendered event');
    expect(await valueOf(metrics, 'beacon_page_fallbacks_total{kind="api"}')).toBe(1);
    expect(await valueOf(metrics, 'beacon_page_fallbacks_total{kind="render"}')).toBe(1);
    expect(await valueOf(metrics, 'beacon_page_fallbacks_total{kind="remote"}')).toBeUndefined();
  });

  it('counts a remote that is down, and its page as left loading; no label carries the id or the path', async () => {
    const metrics = createPageMetrics();
    const page = await compose({ API_URL: api.url, VIDEO_API_URL: api.url, MFE_EVENTS_URL: down }, metrics).render(`/events/${EVENT_ID}`);
    metrics.page('/events/:id', pageOutcomeOf(page.html, page.status), 0.02);
    expect(await valueOf(metrics, 'beacon_page_fallbacks_total{kind="remote"}')).toBe(1);
    expect(await valueOf(metrics, 'beacon_pages_composed_total{route="/events/:id",outcome="loading"}')).toBe(1);
    expect(await valueOf(metrics, 'beacon_page_render_duration_seconds_count{route="/events/:id"}')).toBe(1);
    expect(await metrics.registry.metrics()).not.toContain(EVENT_ID);
  });
});

describe('the metrics endpoint of a page server', () => {
  it('serves on METRICS_PORT only, and counts a remote’s renders for an address by outcome', async () => {
    const server = Fastify({ logger: false });
    const metrics = createPageMetrics();
    servePageMetrics(server, metrics, { METRICS_PORT: '0' }, false);
    server.get('/render.json', async (request, reply) =>
      (request.query as { expose?: string }).expose === './EventPage' ? { html: '<main/>' } : reply.code(404).send({}),
    );
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(`${url}/render.json?expose=./EventPage&url=/events/${EVENT_ID}`)).status).toBe(200);
      expect((await fetch(`${url}/render.json?expose=./Nothing`)).status).toBe(404);
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      const served = await fetch(`${metrics.url}/metrics`);
      expect(served.status).toBe(200);
      const text = await served.text();
      expect(text).toMatch(/^beacon_address_renders_total\{outcome="rendered"\} 1$/m);
      expect(text).toMatch(/^beacon_address_renders_total\{outcome="no_page"\} 1$/m);
      expect(text).toMatch(/^process_resident_memory_bytes /m);
      expect(text).not.toContain(EVENT_ID);
      // Shutting down, it says so (the admin's Site health shows the instance as draining).
      expect(text).toMatch(/^beacon_draining 0$/m);
      startDraining(server.server);
      expect(await (await fetch(`${metrics.url}/metrics`)).text()).toMatch(/^beacon_draining 1$/m);
    } finally {
      await server.close();
    }
  });
});
