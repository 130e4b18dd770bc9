import type { SiteHealthMinute, SiteInstance } from '@beacon/shared/schemas';
import { MINUTES_SHOWN, roundMs } from './minute-counters';

const STEP_SECONDS = 60;
/** A query Prometheus has not answered by then is given up on: the card says so instead of hanging. */
const QUERY_TIMEOUT_MS = 3_000;

const API = 'job="beacon-api"';
/** The series, each a value per minute summed over every API instance. */
export const QUERIES = {
  requests: `sum(increase(beacon_http_requests_total{${API}}[1m]))`,
  errors: `sum(increase(beacon_http_requests_total{${API},status_class="5xx"}[1m]))`,
  p95Ms: `1000 * histogram_quantile(0.95, sum by (le) (rate(beacon_http_request_duration_seconds_bucket{${API}}[1m])))`,
  /** Whether Prometheus reached each instance at its last scrape. */
  up: 'up{job=~"beacon-api|beacon-pages"}',
  /** 1 while an instance shuts down (it still answers, but takes no new traffic). */
  draining: 'beacon_draining{job=~"beacon-api|beacon-pages"} == 1',
} as const;

type Labels = Record<string, string>;
/** Prometheus sample: [unix seconds, value as text ("NaN" included)]. */
type Sample = [number, string];
interface PromAnswer<R> {
  status: 'success' | 'error';
  error?: string;
  data?: { resultType: string; result: R[] };
}

export class PrometheusError extends Error {}

async function ask<R>(base: string, path: string, params: Record<string, string>, fetchImpl: typeof fetch): Promise<R[]> {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(QUERY_TIMEOUT_MS) });
  } catch (error) {
    throw new PrometheusError(`Prometheus did not answer (${error instanceof Error ? error.message : String(error)}).`);
  }
  const body = (await response.json().catch(() => null)) as PromAnswer<R> | null;
  if (!response.ok || body?.status !== 'success' || !Array.isArray(body.data?.result)) {
    throw new PrometheusError(`Prometheus answered ${response.status}${body?.error ? `: ${body.error}` : ''}.`);
  }
  return body.data.result;
}

/** A sample's value, or null for Prometheus's NaN and infinities (a quantile of no request). */
const numberOf = (text: string | undefined): number | null => {
  const value = Number(text);
  return text === undefined || !Number.isFinite(value) ? null : Math.max(0, value);
};

/** The first series of a range answer, by its time in unix seconds. */
async function rangeOf(base: string, query: string, start: number, end: number, fetchImpl: typeof fetch): Promise<Map<number, string>> {
  const result = await ask<{ values: Sample[] }>(
    base,
    'api/v1/query_range',
    { query, start: String(start), end: String(end), step: String(STEP_SECONDS) },
    fetchImpl,
  );
  return new Map((result[0]?.values ?? []).map(([at, value]) => [Math.round(at), value]));
}

/**
 * The last hour from the cluster's Prometheus: each point covers the minute before its evaluation time, so
 * the minute starting at `at` is read at `at` + 60 s. It ends with the last complete minute.
 */
export async function prometheusMinutes(base: string, nowMs: number, fetchImpl: typeof fetch): Promise<SiteHealthMinute[]> {
  const end = Math.floor(nowMs / 1000 / STEP_SECONDS) * STEP_SECONDS;
  const start = end - (MINUTES_SHOWN - 1) * STEP_SECONDS;
  const range = (query: string) => rangeOf(base, query, start, end, fetchImpl);
  const [requests, errors, p95] = await Promise.all([range(QUERIES.requests), range(QUERIES.errors), range(QUERIES.p95Ms)]);
  return Array.from({ length: MINUTES_SHOWN }, (_, offset) => {
    const at = start + offset * STEP_SECONDS;
    const count = (series: Map<number, string>) => {
      const value = numberOf(series.get(at));
      return value === null ? null : Math.round(value);
    };
    return {
      at: new Date((at - STEP_SECONDS) * 1000).toISOString(),
      requests: count(requests),
      errors: count(errors),
      p95Ms: roundMs(numberOf(p95.get(at))),
    };
  });
}

const ROLES: Record<string, SiteInstance['role']> = { 'beacon-api': 'api', 'beacon-pages': 'pages' };

/** Every API instance and page server Prometheus scrapes: down when its last scrape failed, draining when it says so. */
export async function prometheusInstances(base: string, fetchImpl: typeof fetch): Promise<SiteInstance[]> {
  const instant = (query: string) => ask<{ metric: Labels; value: Sample }>(base, 'api/v1/query', { query }, fetchImpl);
  const [up, draining] = await Promise.all([instant(QUERIES.up), instant(QUERIES.draining)]);
  const drainingNames = new Set(draining.map((series) => series.metric.instance));
  return up
    .flatMap((series): SiteInstance[] => {
      const role = ROLES[series.metric.job ?? ''];
      const name = series.metric.instance;
      if (!role || !name) return [];
      const state = series.value[1] !== '1' ? 'down' : drainingNames.has(name) ? 'draining' : 'up';
      return [{ name, role, state }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
