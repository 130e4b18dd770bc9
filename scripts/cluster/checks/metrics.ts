/**
 * The cluster test's checks of watching:
 * - promtool accepts the configuration and the rules Prometheus runs on (the files `npm run cluster` wrote);
 * - every Prometheus target (each API instance and page server, the PostgreSQL, Redis, nginx and node exporters,
 *   Prometheus itself) is `up`, under the job and instance names the alert rules and the health card use, and every
 *   rule of deploy/prometheus/alerts.yml is loaded;
 * - the public proxy answers 404 for the metrics paths on the site and the API: only the operator's ports serve them;
 * - what Prometheus has counted of the test's own traffic (printed), and no label holds an address;
 * - the admin's Site health card read from it (siteHealthCheck, run after the restore drill).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { request } from '../client';
import { PROMETHEUS_DEPLOY_DIR, RULES_FILE } from '../prometheus';
import { sleep } from '../supervisor';
import type { SiteHealth } from '../../../shared/src/schemas';
import type { ClusterCheckContext } from './context';

const run = promisify(execFile);
/** Two scrape intervals and then some: a target restarted by an earlier check is scraped again within it. */
const TARGETS_UP_MS = 45_000;

interface Target {
  labels: { job: string; instance: string };
  health: 'up' | 'down' | 'unknown';
  lastError: string;
}
interface RuleGroup {
  rules: { name: string; type: string; state?: string }[];
}
type Sample = { metric: Record<string, string>; value: [number, string] };

const EXPECTED_JOBS: Readonly<Record<string, number>> = {
  'beacon-api': 2,
  'beacon-pages': 7,
  postgres: 1,
  redis: 1,
  nginx: 1,
  node: 1,
  prometheus: 1,
};

export async function metricsChecks(context: Omit<ClusterCheckContext, 'token'>): Promise<void> {
  const { layout, check } = context;
  const expect: ClusterCheckContext['expect'] = context.expect;
  const prometheus = `http://127.0.0.1:${layout.vars.PROMETHEUS_PORT}`;
  const api = async <T>(query: string): Promise<T> => {
    const answer = await request(`${prometheus}/api/v1/${query}`, { timeoutMs: 10_000 });
    expect(answer.status === 200, `Prometheus answered ${answer.status} to ${query}: ${answer.text().slice(0, 300)}`);
    return answer.json<{ data: T }>().data;
  };
  const scalar = async (query: string): Promise<number> => {
    const { result } = await api<{ result: Sample[] }>(`query?query=${encodeURIComponent(query)}`);
    return Number(result[0]?.value[1] ?? NaN);
  };

  await check('promtool accepts the configuration and the alert rules Prometheus runs on', async () => {
    const folder = path.join(layout.dir, 'prometheus');
    const config = await run('promtool', ['check', 'config', path.join(folder, 'prometheus.yml')]);
    const rules = await run('promtool', ['check', 'rules', path.join(folder, RULES_FILE)]);
    const found = /SUCCESS: (\d+) rules found/.exec(rules.stdout + rules.stderr)?.[1];
    expect(
      /SUCCESS/.test(config.stdout + config.stderr) && found,
      `promtool: ${config.stdout}${config.stderr}${rules.stdout}${rules.stderr}`,
    );
    return `config valid, ${found} rules`;
  });

  await check('every Prometheus target is up and every alert rule is loaded', async () => {
    let targets: Target[] = [];
    const deadline = Date.now() + TARGETS_UP_MS;
    for (;;) {
      targets = (await api<{ activeTargets: Target[] }>('targets?state=active')).activeTargets;
      if (targets.length > 0 && targets.every((target) => target.health === 'up')) break;
      if (Date.now() > deadline) break;
      await sleep(2_000);
    }
    const down = targets.filter((target) => target.health !== 'up');
    expect(
      down.length === 0,
      `not up after ${TARGETS_UP_MS / 1000} s: ${down.map((t) => `${t.labels.job}/${t.labels.instance} (${t.health}: ${t.lastError})`).join(', ')}`,
    );
    const byJob = new Map<string, string[]>();
    for (const target of targets) byJob.set(target.labels.job, [...(byJob.get(target.labels.job) ?? []), target.labels.instance]);
    for (const [job, count] of Object.entries(EXPECTED_JOBS)) {
      expect((byJob.get(job)?.length ?? 0) === count, `job ${job}: ${byJob.get(job)?.join(', ') ?? 'none'} (expected ${count})`);
    }
    expect(
      ['api-1', 'api-2', 'host-1', 'host-2'].every((name) => targets.some((target) => target.labels.instance === name)),
      `instances: ${targets.map((target) => target.labels.instance).join(', ')}`,
    );

    const wanted = [...fs.readFileSync(path.join(PROMETHEUS_DEPLOY_DIR, RULES_FILE), 'utf8').matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    const loaded = (await api<{ groups: RuleGroup[] }>('rules')).groups.flatMap((group) => group.rules);
    const missing = wanted.filter((name) => !loaded.some((rule) => rule.type === 'alerting' && rule.name === name));
    expect(wanted.length >= 10 && missing.length === 0, `alert rules not loaded: ${missing.join(', ')}`);
    const firing = loaded.filter((rule) => rule.state === 'firing').map((rule) => rule.name);
    return `${targets.length} targets up (${[...byJob].map(([job, names]) => `${job} ${names.length}`).join(', ')}); ${loaded.length} rules loaded${firing.length > 0 ? `, firing: ${firing.join(', ')}` : ''}`;
  });

  await check('the public proxy answers 404 for the metrics paths; the operator’s ports serve them', async () => {
    for (const origin of [`http://127.0.0.1:${layout.sitePort}`, `http://127.0.0.1:${layout.apiPort}`]) {
      for (const pathname of ['/metrics', '/stub_status', '/remotes/mfe-events/metrics']) {
        const answer = await request(`${origin}${pathname}`, { from: '127.0.0.31' });
        expect(answer.status === 404, `GET ${origin}${pathname} through nginx → ${answer.status}`);
        expect(!/beacon_http_requests_total|process_cpu_seconds_total|Active connections/.test(answer.text()), `${pathname} leaks metrics`);
      }
    }
    const direct = await request(`http://127.0.0.1:${layout.vars.API_1_METRICS_PORT}/metrics`);
    expect(direct.status === 200 && /^beacon_http_requests_total\{/m.test(direct.text()), `api-1's metrics port → ${direct.status}`);
    return '6 public paths 404; api-1 serves its own on its metrics port';
  });

  await check('Prometheus has counted the test’s traffic, with no address in any label', async () => {
    // One more scrape of everything after the traffic above.
    await sleep(11_000);
    // Since the cluster started: every instance restarted on the way (increase() counts across restarts).
    const since = async (series: string) => Math.round(await scalar(`sum(increase(${series}[1h])) or vector(0)`));
    const requests = await since('beacon_http_requests_total');
    const errors = await since('beacon_http_requests_total{status_class="5xx", route!~"/health.*"}');
    const refusals = await since('beacon_rate_limit_refusals_total');
    const bookings = await since('beacon_bookings_created_total');
    const pages = await since('beacon_pages_composed_total');
    const p99 = await scalar('histogram_quantile(0.99, sum by (le) (rate(beacon_http_request_duration_seconds_bucket[5m])))');
    const connections = await scalar('sum(pg_stat_database_numbackends) / max(pg_settings_max_connections)');
    expect(requests > 0 && bookings > 0 && pages > 0, `requests ${requests}, bookings ${bookings}, pages ${pages}`);
    expect(refusals > 0, 'the rate-limit check refused requests, but no refusal was counted');
    const labels = await api<string[]>('label/route/values');
    const addresses = labels.filter((value) => /\d+\.\d+\.\d+\.\d+|[0-9a-f]{8}-[0-9a-f]{4}-/.test(value));
    expect(addresses.length === 0, `route labels with an address or id: ${addresses.join(', ')}`);
    return [
      `${requests} API requests (${errors} 5xx, probes aside)`,
      `${bookings} bookings`,
      `${refusals} rate-limit refusals`,
      `${pages} pages composed`,
      `p99 ${Number.isFinite(p99) ? `${(p99 * 1000).toFixed(0)} ms` : 'n/a'}`,
      `PostgreSQL connections ${(connections * 100).toFixed(1)}% of max`,
      `${labels.length} route templates`,
    ].join(', ');
  });
}

/**
 * The admin's Site health card as the cluster serves it (after the restore drill, whose verification it names): the
 * API reads Prometheus, so its last hour has requests, every API instance and page server is up, and the last
 * verified backup is known.
 */
export async function siteHealthCheck(context: ClusterCheckContext): Promise<void> {
  const { layout, check, token } = context;
  const expect: ClusterCheckContext['expect'] = context.expect;
  await check('Site health through nginx: the last hour from Prometheus, every instance up, the last verified backup', async () => {
    // The drill stopped PostgreSQL, and a scrape then fails (the backup gauge reads the database): two scrape
    // intervals and a second later, every instance has been scraped since it was back.
    await sleep(21_000);
    const answer = await request(`http://127.0.0.1:${layout.apiPort}/admin/site-health`, {
      headers: { authorization: `Bearer ${token}` },
      timeoutMs: 20_000,
    });
    expect(answer.status === 200, `GET /admin/site-health → ${answer.status}: ${answer.text().slice(0, 300)}`);
    const health = answer.json<SiteHealth>();
    expect(health.source === 'prometheus', `the card's source is ${health.source}`);
    expect(health.seriesProblem === null, `Prometheus did not answer the card: ${health.seriesProblem}`);
    const requests = health.minutes.reduce((sum, minute) => sum + (minute.requests ?? 0), 0);
    expect(requests > 0, 'the last hour has no requests');
    const states = health.instances.map((instance) => `${instance.name} ${instance.state}`).sort();
    for (const name of ['api-1', 'api-2', 'host-1', 'host-2'])
      expect(states.includes(`${name} up`), `${name} is not up on the card: ${states.join(', ')}`);
    expect(health.lastVerifiedBackupAt !== null, 'no verified backup on the card after the drill');
    return `${requests} requests in the last hour, ${health.minutes.length} minutes, ${states.length} instances up, last verified backup ${health.lastVerifiedBackupAt}`;
  });
}
