/**
 * Prometheus's files for `npm run cluster`: deploy/prometheus/prometheus.yml with the layout's ports filled in,
 * next to a copy of its alert rules (deploy/prometheus/alerts.yml), in the folder Prometheus reads them from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR, type Layout } from './layout';
import { fillPlaceholders } from './processList';

export const PROMETHEUS_DEPLOY_DIR = path.join(DEPLOY_DIR, 'prometheus');
export const RULES_FILE = 'alerts.yml';

/** Writes `prometheus.yml` and `alerts.yml` into `folder`; the configuration's path. */
export function writePrometheusConfig(layout: Layout, folder: string): string {
  fs.mkdirSync(folder, { recursive: true });
  const template = fs.readFileSync(path.join(PROMETHEUS_DEPLOY_DIR, 'prometheus.yml'), 'utf8');
  const config = path.join(folder, 'prometheus.yml');
  fs.writeFileSync(config, fillPlaceholders(template, layout.vars, 'deploy/prometheus/prometheus.yml'));
  fs.copyFileSync(path.join(PROMETHEUS_DEPLOY_DIR, RULES_FILE), path.join(folder, RULES_FILE));
  return config;
}

/** The address a monitoring piece's command line gives it (`--web.listen-address=127.0.0.1:18670`, one dash or two). */
export function listenAddressOf(args: readonly string[]): string | null {
  for (const arg of args) {
    const match = /^--?web\.listen-address=(.+)$/.exec(arg);
    if (match?.[1]) return match[1];
  }
  return null;
}
