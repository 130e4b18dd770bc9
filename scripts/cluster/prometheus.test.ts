/**
 * Prometheus's configuration and alert rules in deploy/prometheus/, as `npm run cluster` writes them: every piece of
 * deploy/Procfile with a metrics port is scraped under its own name, and Prometheus's own promtool accepts the
 * configuration and the rules and passes the rules’ test cases (prometheus.promtool.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { layoutFromEnv } from './layout';
import { readDeployFiles } from './processList';
import { listenAddressOf, writePrometheusConfig } from './prometheus';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-prometheus-t-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const layout = layoutFromEnv({ CLUSTER_DIR: dir, CLUSTER_PORT: '18980', CLUSTER_INTERNAL_PORT: '18900' });
const config = writePrometheusConfig(layout, path.join(dir, 'prometheus'));

/** Each scrape target of the written configuration: its job, address and instance label. */
function targets(text: string): { job: string; address: string; instance: string }[] {
  const found: { job: string; address: string; instance: string }[] = [];
  let job = '';
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    job = /job_name: (\S+)/.exec(line)?.[1] ?? job;
    const address = /targets: \['([^']+)'\]/.exec(line)?.[1];
    const instance = /labels: \{ instance: ([\w-]+) \}/.exec(lines[i + 1] ?? '')?.[1];
    if (address && instance) found.push({ job, address, instance });
  });
  return found;
}

describe('the scrape configuration', () => {
  const scraped = targets(fs.readFileSync(config, 'utf8'));
  const { processes } = readDeployFiles(layout.vars);

  test('every API instance and page server is scraped on its metrics port, under its name', () => {
    const withMetrics = processes.filter((spec) => spec.env.METRICS_PORT);
    expect(withMetrics.map((spec) => spec.name)).toEqual(expect.arrayContaining(['api-1', 'api-2', 'host-1', 'host-2']));
    for (const spec of withMetrics) {
      expect(scraped).toContainEqual({
        job: /^api-\d+$/.test(spec.name) ? 'beacon-api' : 'beacon-pages',
        address: `127.0.0.1:${spec.env.METRICS_PORT}`,
        instance: spec.name,
      });
    }
  });

  test('every exporter and Prometheus itself are scraped where the Procfile has them listen', () => {
    const jobs: Record<string, string> = {
      'postgres-exporter': 'postgres',
      'redis-exporter': 'redis',
      'nginx-exporter': 'nginx',
      'node-exporter': 'node',
      prometheus: 'prometheus',
    };
    for (const [name, job] of Object.entries(jobs)) {
      const spec = processes.find((each) => each.name === name);
      expect(spec && listenAddressOf(spec.args)).toBe(scraped.find((target) => target.job === job)?.address);
    }
    // Nothing else: every target is a piece of the topology.
    expect(scraped).toHaveLength(processes.filter((spec) => spec.env.METRICS_PORT).length + Object.keys(jobs).length);
  });
});
