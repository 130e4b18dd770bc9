/**
 * The API's metrics (prom-client), for Prometheus on the operator's network: requests by route template, method
 * and status class with their durations, rate-limit refusals by limit, the bot check's challenges issued and
 * solved, tips, bookings and subscribers created, the database pool and query time, Redis errors, and the time of
 * the last good backup of each kind. Served on METRICS_PORT (shared/src/metrics/endpoint.ts), never on the API's
 * own port, so nothing public reaches it.
 *
 * No label carries a visitor's address, a receipt or an id: routes are their templates (`/events/:id`), the
 * limits are named by their route, and an unmatched path is `unmatched`, whatever it was.
 * Cheap on the request path: every series a route can write is resolved once, on its first answer; a response
 * costs a plain increment (summed into the counter when Prometheus scrapes) and a histogram observation.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DRAINING_GAUGE, metricsEndpointFor, statusClassOf } from '@beacon/shared/metrics-endpoint';
import type { Env } from '../config';
import type { Database } from '../db/client';
import type { Services } from '../services';
import { isDraining } from '../http/draining';

/** Seconds: from a cached read (milliseconds) to a slow export (seconds). */
export const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
export const UNMATCHED = 'unmatched';
const BACKUP_KINDS = ['full', 'differential', 'verify'] as const;

/** The routes whose 201 is a record made, and the counter it goes to. */
const CREATIONS: Readonly<Record<string, 'tips' | 'bookings' | 'subscribers'>> = {
  'POST /tips': 'tips',
  'POST /tips/form/send': 'tips',
  'POST /booking': 'bookings',
  'POST /subscribers': 'subscribers',
};

export interface ApiMetrics {
  registry: Registry;
  requests: Counter<RequestLabel>;
  /** Every request series' own count, summed into `requests` when Prometheus scrapes (a plain increment per request). */
  requestCounts: RequestCount[];
  duration: Histogram<'method' | 'route' | 'status_class'>;
  refusals: Counter<'limit'>;
  botCheck: Counter<'event'>;
  created: Record<'tips' | 'bookings' | 'subscribers', Counter>;
  queryDuration: Histogram;
  redisErrors: Counter;
  /** Where the metrics are served (METRICS_PORT), once the API listens; null when they are not. */
  url: string | null;
}

type RequestLabel = 'method' | 'route' | 'status_class';
interface RequestCount {
  labels: Record<RequestLabel, string>;
  count: number;
}

export function createApiMetrics(registry = new Registry()): ApiMetrics {
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requestCounts: RequestCount[] = [];
  const created = (name: string, what: string) =>
    new Counter({ name: `beacon_${name}_created_total`, help: `${what} stored (a replayed request counts once)`, registers });
  return {
    registry,
    requests: new Counter({
      name: 'beacon_http_requests_total',
      help: 'Requests answered, by route template',
      labelNames,
      registers,
      collect() {
        this.reset();
        for (const { labels, count } of requestCounts) this.inc(labels, count);
      },
    }),
    requestCounts,
    duration: new Histogram({
      name: 'beacon_http_request_duration_seconds',
      help: 'Time from the request to its answer, by route template',
      labelNames,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    refusals: new Counter({
      name: 'beacon_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a limit (named by its method and route)',
      labelNames: ['limit'],
      registers,
    }),
    botCheck: new Counter({
      name: 'beacon_bot_check_total',
      help: 'Bot-check challenges issued, and answers solved or rejected',
      labelNames: ['event'],
      registers,
    }),
    created: {
      tips: created('tips', 'Tips'),
      bookings: created('bookings', 'Bookings'),
      subscribers: created('subscribers', 'Subscribers'),
    },
    queryDuration: new Histogram({
      name: 'beacon_db_query_duration_seconds',
      help: 'Time of each PostgreSQL query outside a transaction (the pool)',
      buckets: QUERY_BUCKETS,
      registers,
    }),
    redisErrors: new Counter({ name: 'beacon_redis_errors_total', help: 'Errors the Redis connection reported', registers }),
    url: null,
  };
}

type Child = { inc(value?: number): void };
type Observer = { observe(value: number): void };

/**
 * One route's series, each resolved on first use: by method, then by status class (1xx…5xx at 0…4). The refusals of
 * the `limited` methods start at 0, so the first ones after a start show in a rate (Prometheus sees them grow).
 */
function routeRecorder(
  metrics: ApiMetrics,
  route: string,
  limited: readonly string[] = [],
): (request: FastifyRequest, reply: FastifyReply) => void {
  const byMethod = new Map<string, { counted: RequestCount; duration: Observer }[]>();
  const refusals = new Map<string, Child>();
  for (const method of limited) {
    const refused = metrics.refusals.labels({ limit: `${method} ${route}` });
    refused.inc(0);
    refusals.set(method, refused);
  }
  const creations = new Map<string, Child | null>();
  return (request, reply) => {
    const { method } = request;
    const status = reply.statusCode;
    let series = byMethod.get(method);
    if (!series) byMethod.set(method, (series = []));
    const index = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
    let slot = series[index];
    if (!slot) {
      const labels = { method, route, status_class: statusClassOf(status) };
      const counted = { labels, count: 0 };
      metrics.requestCounts.push(counted);
      slot = series[index] = { counted, duration: metrics.duration.labels(labels) };
    }
    slot.counted.count++;
    slot.duration.observe(reply.elapsedTime / 1000);
    if (status === 429) {
      let refused = refusals.get(method);
      if (!refused) refusals.set(method, (refused = metrics.refusals.labels({ limit: `${method} ${route}` })));
      refused.inc();
    } else if (status === 201) {
      let made = creations.get(method);
      if (made === undefined) {
        const kind = CREATIONS[`${method} ${route}`];
        creations.set(method, (made = kind ? metrics.created[kind] : null));
      }
      // A keyed booking sent again answers its first booking: it was stored once.
      if (made && reply.getHeader('idempotent-replayed') === undefined) made.inc();
    }
  };
}

/** Whether a route has a limit of its own (the per-address rate limit, or the tip routes' limits). */
const isLimited = (route: RouteOptions): boolean => {
  const config = route.config as Record<string, unknown> | undefined;
  return config?.rateLimit !== undefined || config?.tipLimit !== undefined;
};
/** The methods a route answers, HEAD left out (it counts with GET's limit). */
const methodsOf = (route: RouteOptions): string[] => [route.method].flat().filter((method) => method !== 'HEAD');

/** Adds `hook` to a route's own onResponse hooks. */
function addOnResponse(route: RouteOptions, hook: onResponseHookHandler): void {
  const existing = route.onResponse;
  route.onResponse = existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/** Counts the calls of `object[name]` (an async function) by what they resolve to. */
function countCalls<K extends string, T extends Record<K, (...args: never[]) => Promise<unknown>>>(
  object: T,
  name: K,
  count: (result: Awaited<ReturnType<T[K]>>) => void,
): void {
  const original = object[name].bind(object) as T[K];
  object[name] = (async (...args: Parameters<T[K]>) => {
    const result = (await original(...args)) as Awaited<ReturnType<T[K]>>;
    count(result);
    return result;
  }) as T[K];
}

/** The pool's state, read when Prometheus scrapes; each query outside a transaction timed. */
function instrumentDatabase(metrics: ApiMetrics, database: Database): void {
  const { pool } = database;
  if (!pool) return;
  const registers = [metrics.registry];
  new Gauge({
    name: 'beacon_db_pool_connections',
    help: 'PostgreSQL connections of this instance: open (total), idle, and requests waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const end = metrics.queryDuration.startTimer();
    return result.finally(() => end());
  };
  (pool as { query: unknown }).query = timed;
}

/** The newest good backup of each kind (0 when there is none: never backed up is older than any schedule). */
function backupGauge(metrics: ApiMetrics, database: Database): void {
  new Gauge({
    name: 'beacon_backup_last_success_timestamp_seconds',
    help: 'When the newest good backup of each kind finished (Unix seconds; 0: none yet)',
    labelNames: ['kind'],
    registers: [metrics.registry],
    async collect() {
      const rows = await database.transactionRaw((raw) =>
        raw.query<{ kind: string; at: number | string | null }>(
          'SELECT kind, extract(epoch FROM max(finished_at)) AS at FROM backup_runs WHERE ok GROUP BY kind',
        ),
      );
      for (const kind of BACKUP_KINDS) this.set({ kind }, Number(rows.find((row) => row.kind === kind)?.at ?? 0));
    },
  });
}

/**
 * Records the API's metrics: call once the services are decorated and before any route is added. Serves them on
 * METRICS_PORT (with the process's own: CPU, memory, event-loop delay) once the API listens; without the variable
 * they are counted in the process (`app.metrics`) and served nowhere.
 */
export function registerMetrics(app: FastifyInstance, env: Env): ApiMetrics {
  const metrics = createApiMetrics();
  const services: Services = app.beacon;
  app.decorate('metrics', metrics);
  app.addHook('onRoute', (route) =>
    addOnResponse(route, recorderHook(routeRecorder(metrics, route.url, isLimited(route) ? methodsOf(route) : []))),
  );
  const unmatched = routeRecorder(metrics, UNMATCHED);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request, reply);
    done();
  });

  const botCheck = (event: string) => metrics.botCheck.labels({ event });
  const [issued, solved, rejected] = [botCheck('issued'), botCheck('solved'), botCheck('rejected')];
  countCalls(services.captcha, 'verify', (ok) => (ok ? solved : rejected).inc());
  if (services.altcha) countCalls(services.altcha, 'issue', () => issued.inc());
  if (services.localCaptcha) countCalls(services.localCaptcha, 'issue', () => issued.inc());
  services.shared?.redis.on('error', () => metrics.redisErrors.inc());
  instrumentDatabase(metrics, services.database);
  backupGauge(metrics, services.database);
  new Gauge({
    ...DRAINING_GAUGE,
    registers: [metrics.registry],
    collect() {
      this.set(isDraining(app) ? 1 : 0);
    },
  });

  const endpoint = metricsEndpointFor(metrics.registry, env, (url) => (metrics.url = url));
  if (endpoint) {
    collectDefaultMetrics({ register: metrics.registry });
    app.addHook('onListen', endpoint.start);
    app.addHook('onClose', endpoint.stop);
  }
  return metrics;
}

const recorderHook =
  (record: (request: FastifyRequest, reply: FastifyReply) => void): onResponseHookHandler =>
  (request, reply, done) => {
    record(request, reply);
    done();
  };

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}
