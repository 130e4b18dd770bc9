/**
 * A page server's metrics (prom-client), for Prometheus on the operator's network: the host's pages composed by
 * route and outcome with their render time, the fallbacks it took (a remote or the API not answering in time,
 * a page rendered for its address late or failed), the releases its pages were composed with (by remote, release
 * id and channel: live, canary, or the remote's own build); a remote's pages rendered for an address, by outcome.
 * Served on METRICS_PORT (shared/src/metrics/endpoint.ts), never on the page server's own port.
 *
 * Labels are route patterns (`/events/:id`), remote names and release ids, never a visitor's address, a path or
 * a query (render.json's parameters are anyone's to write, so its series have none).
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { EMPTY_ROOT_ELEMENT, RENDER_FOR_ADDRESS_FILE } from '@beacon/shared/contract';
import { isDraining } from '@beacon/shared/draining';
import { DRAINING_GAUGE, metricsEndpointFor } from '@beacon/shared/metrics-endpoint';
import type { Env } from '@beacon/shared/apps';
import { LOADING_MARK, type ObserveRelease } from '../compose/remotePage';
import type { LiveReleases } from '../releases/liveReleases';

/** composed: shell and remote page in the HTML; loading: the slot shows the loading frame (the page renders in the
 * browser); client_only: nothing rendered on the server (no shell); not_found: a 404 page. */
export type PageOutcome = 'composed' | 'loading' | 'client_only' | 'not_found';
/** remote: its files did not answer in time; render: its page for the address was late or failed (the prerendered
 * copy served); api: the API did not answer in time for the page's head. */
export type Fallback = 'remote' | 'render' | 'api';
type Channel = 'live' | 'canary' | 'build';

const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const RENDER_PATH = `/${RENDER_FOR_ADDRESS_FILE}`;

export function pageOutcomeOf(html: string, status: number): PageOutcome {
  if (status === 404) return 'not_found';
  if (html.includes(EMPTY_ROOT_ELEMENT)) return 'client_only';
  return html.includes(LOADING_MARK) ? 'loading' : 'composed';
}

export interface PageMetrics {
  registry: Registry;
  /** One composed page: its route pattern (or `unmatched`), outcome and time. */
  page(route: string, outcome: PageOutcome, seconds: number): void;
  fallback(kind: Fallback): void;
  /** The registry's answers, remembered to name the release each page is composed with. */
  trackReleases(releases: () => Promise<LiveReleases>): () => Promise<LiveReleases>;
  /** Counts each remote page's release and outcome, then tells `next` (the registry's reporter) as before. */
  observeRelease(next?: ObserveRelease): ObserveRelease;
  /** Where the metrics are served, once the server listens; null when they are not. */
  url: string | null;
}

type Child = { inc(): void };

export function createPageMetrics(registry = new Registry()): PageMetrics {
  const registers = [registry];
  const pages = new Counter({
    name: 'beacon_pages_composed_total',
    help: 'Pages the host composed, by route pattern and outcome',
    labelNames: ['route', 'outcome'],
    registers,
  });
  const renderTime = new Histogram({
    name: 'beacon_page_render_duration_seconds',
    help: 'Time to compose a page (shell, remote page, head), by route pattern',
    labelNames: ['route'],
    buckets: RENDER_BUCKETS,
    registers,
  });
  const fallbacks = new Counter({
    name: 'beacon_page_fallbacks_total',
    help: 'Pages composed without a remote or the API (it did not answer in time) or without their render for the address',
    labelNames: ['kind'],
    registers,
  });
  const releasePages = new Counter({
    name: 'beacon_release_pages_total',
    help: "Remote pages composed, by remote, release and channel (live, canary, or the remote's build), served or failed",
    labelNames: ['remote', 'release', 'channel', 'outcome'],
    registers,
  });
  const pageSeries = new Map<string, { byOutcome: Map<PageOutcome, Child>; time: Histogram.Internal<'route'> }>();
  const fallbackSeries = new Map<Fallback, Child>();
  const releaseSeries = new Map<string, Child>();
  let known: LiveReleases = {};

  const channelOf = (remote: string, manifestUrl: string): { channel: Channel; release: string } => {
    const entry = known[remote];
    if (entry?.candidate?.manifestUrl === manifestUrl) return { channel: 'canary', release: entry.candidate.id };
    if (entry?.live?.manifestUrl === manifestUrl) return { channel: 'live', release: entry.live.id };
    return { channel: 'build', release: 'build' };
  };

  return {
    registry,
    url: null,
    page(route, outcome, seconds) {
      let series = pageSeries.get(route);
      if (!series) pageSeries.set(route, (series = { byOutcome: new Map(), time: renderTime.labels({ route }) }));
      let count = series.byOutcome.get(outcome);
      if (!count) series.byOutcome.set(outcome, (count = pages.labels({ route, outcome })));
      count.inc();
      series.time.observe(seconds);
    },
    fallback(kind) {
      let count = fallbackSeries.get(kind);
      if (!count) fallbackSeries.set(kind, (count = fallbacks.labels({ kind })));
      count.inc();
    },
    trackReleases: (releases) => async () => (known = await releases()),
    observeRelease: (next) => (remote, manifestUrl, failed) => {
      const { channel, release } = channelOf(remote, manifestUrl);
      const outcome = failed ? 'failed' : 'served';
      const key = `${remote} ${release} ${channel} ${outcome}`;
      let count = releaseSeries.get(key);
      if (!count) releaseSeries.set(key, (count = releasePages.labels({ remote, release, channel, outcome })));
      count.inc();
      next?.(remote, manifestUrl, failed);
    },
  };
}

/** A remote's renders for an address (render.json), by outcome: rendered, no_page, failed, refused (bad query). */
function countAddressRenders(server: FastifyInstance, registry: Registry): void {
  const renders = new Counter({
    name: 'beacon_address_renders_total',
    help: 'Pages this remote rendered for an address (render.json), by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const outcomes = {
    rendered: renders.labels({ outcome: 'rendered' }),
    no_page: renders.labels({ outcome: 'no_page' }),
    failed: renders.labels({ outcome: 'failed' }),
    refused: renders.labels({ outcome: 'refused' }),
  };
  server.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith(RENDER_PATH)) {
      const status = reply.statusCode;
      (status === 200 ? outcomes.rendered : status === 404 ? outcomes.no_page : status >= 500 ? outcomes.failed : outcomes.refused).inc();
    }
    done();
  });
}

/**
 * Serves `metrics` on METRICS_PORT once `server` listens (with the process's own: CPU, memory, event-loop delay),
 * and a remote's renders for an address; nothing without the variable.
 */
export function servePageMetrics(server: FastifyInstance, metrics: PageMetrics, env: Env, isHost: boolean): void {
  if (!isHost) countAddressRenders(server, metrics.registry);
  new Gauge({
    ...DRAINING_GAUGE,
    registers: [metrics.registry],
    collect() {
      this.set(isDraining(server.server) ? 1 : 0);
    },
  });
  const endpoint = metricsEndpointFor(metrics.registry, env, (url) => (metrics.url = url));
  if (!endpoint) return;
  collectDefaultMetrics({ register: metrics.registry });
  server.addHook('onListen', endpoint.start);
  server.addHook('onClose', endpoint.stop);
}
