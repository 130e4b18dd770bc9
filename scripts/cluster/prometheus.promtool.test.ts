/**
 * Prometheus's own promtool accepts the configuration `npm run cluster` writes and the alert rules, and passes the
 * rules' test cases (deploy/prometheus/alerts.test.yml). promtool is Debian's `prometheus` package: .ci/run installs
 * it before the tests, and jest.config.base.cjs leaves `*.promtool.test.ts` out, saying so, where it is not; the
 * cluster test checks the live files with it always.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, test } from '@jest/globals';
import { layoutFromEnv } from './layout';
import { PROMETHEUS_DEPLOY_DIR, RULES_FILE, writePrometheusConfig } from './prometheus';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-promtool-t-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const layout = layoutFromEnv({ CLUSTER_DIR: dir, CLUSTER_PORT: '18980', CLUSTER_INTERNAL_PORT: '18900' });
const config = writePrometheusConfig(layout, path.join(dir, 'prometheus'));

/** promtool's output and status; fails with the way to install it when it is missing. */
function promtool(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('promtool', args, { encoding: 'utf8', cwd: dir });
  if (result.error) throw new Error(`promtool did not run (${result.error.message}): apt-get install prometheus`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('promtool', () => {
  test('accepts the configuration, with its rules', () => {
    const checked = promtool('check', 'config', config);
    expect(checked.output).toMatch(/SUCCESS: .*prometheus\.yml is valid prometheus config file syntax/);
    expect(checked.output).toMatch(/SUCCESS: \d+ rules found/);
    expect(checked.status).toBe(0);
  });

  test('accepts the alert rules: every alert the operator’s page explains', () => {
    const checked = promtool('check', 'rules', path.join(PROMETHEUS_DEPLOY_DIR, RULES_FILE));
    expect(checked.output).toMatch(/SUCCESS: 10 rules found/);
    expect(checked.status).toBe(0);
    const operations = fs.readFileSync(path.join(PROMETHEUS_DEPLOY_DIR, '..', '..', 'docs', 'operations.md'), 'utf8');
    const alerts = [...fs.readFileSync(path.join(PROMETHEUS_DEPLOY_DIR, RULES_FILE), 'utf8').matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    expect(alerts).toHaveLength(10);
    for (const alert of alerts) expect(operations).toContain(`### ${alert}`);
  });

  test('passes the rules’ test cases (alerts.test.yml)', () => {
    const tested = promtool('test', 'rules', path.join(PROMETHEUS_DEPLOY_DIR, 'alerts.test.yml'));
    expect(tested.output).toMatch(/SUCCESS/);
    expect(tested.status).toBe(0);
  });

  test('fails a rule test whose alert does not fire as expected (the cases can fail)', () => {
    const broken = path.join(dir, 'broken.test.yml');
    fs.copyFileSync(path.join(PROMETHEUS_DEPLOY_DIR, RULES_FILE), path.join(dir, RULES_FILE));
    fs.writeFileSync(
      broken,
      fs.readFileSync(path.join(PROMETHEUS_DEPLOY_DIR, 'alerts.test.yml'), 'utf8').replace("values: '1 1 0x10'", "values: '1x12'"),
    );
    const tested = promtool('test', 'rules', broken);
    expect(tested.output).toMatch(/FAILED:[\s\S]*BeaconInstanceDown/);
    expect(tested.status).not.toBe(0);
  });
});
