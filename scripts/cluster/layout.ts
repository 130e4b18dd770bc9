/**
 * Where the pieces of `npm run cluster` live on this machine: the public ports (CLUSTER_PORT for the
 * site, the next one for the API), the internal ports (CLUSTER_INTERNAL_PORT and up), and the folder
 * that holds every piece's data, logs and generated config (CLUSTER_DIR, `.cluster/` by default).
 * These are the placeholders deploy/Procfile, deploy/cluster.env and deploy/nginx.conf.template use.
 */
import os from 'node:os';
import crypto from 'node:crypto';
import path from 'node:path';
import { REMOTE_APPS, type Env } from '../../shared/src/config/apps';
import { ROOT } from '../apps';

export const DEPLOY_DIR = path.join(ROOT, 'deploy');

/** Ports `npm start` (3000–3005, 4000), the browser tests (3100–3105, 4100) and PostgreSQL test clusters (25432, its Redis 26379) do not use. */
const DEFAULT_SITE_PORT = 8080;
const DEFAULT_INTERNAL_PORT = 18100;
/** The internal ports take this many from CLUSTER_INTERNAL_PORT. */
export const INTERNAL_PORT_SPAN = 100;

export interface Layout {
  dir: string;
  sitePort: number;
  apiPort: number;
  internalPort: number;
  /** Every placeholder's value, by name. */
  vars: Record<string, string>;
}

function port(env: Env, name: string, fallback: number, span: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1024 || value + span > 65535) {
    throw new Error(`${name} must be a port between 1024 and ${65535 - span} (got "${raw}")`);
  }
  return value;
}

export function layoutFromEnv(env: Env): Layout {
  const dir = path.resolve(ROOT, env.CLUSTER_DIR?.trim() || '.cluster');
  const sitePort = port(env, 'CLUSTER_PORT', DEFAULT_SITE_PORT, 1);
  const internalPort = port(env, 'CLUSTER_INTERNAL_PORT', DEFAULT_INTERNAL_PORT, INTERNAL_PORT_SPAN);
  const at = (offset: number) => String(internalPort + offset);
  const vars: Record<string, string> = {
    CLUSTER_DIR: dir,
    NGINX_DIR: path.join(dir, 'nginx'),
    // The production secrets (made on the first start, scripts/cluster/secrets.ts); nothing serves this folder.
    SECRETS_DIR: path.join(dir, 'secrets'),
    CLUSTER_PORT: String(sitePort),
    API_PUBLIC_PORT: String(sitePort + 1),
    API_1_PORT: at(1),
    API_2_PORT: at(2),
    HOST_1_PORT: at(11),
    HOST_2_PORT: at(12),
    PG_PORT: at(50),
    // A restored copy of the database, for `npm run backup -- --verify` (scratch, stopped once compared).
    BACKUP_VERIFY_PORT: at(80),
    // pgBackRest's repository (scripts/cluster/backups.ts): the operator names it, e.g. on another disk.
    BACKUP_DIR: env.BACKUP_DIR?.trim() ? path.resolve(ROOT, env.BACKUP_DIR.trim()) : path.join(dir, 'backups'),
    REDIS_PORT: at(60),
    // The operator's ports, which the public proxy never forwards to: each instance's metrics (30–49),
    // Prometheus and the exporters (70–79), nginx's own status page for its exporter.
    API_1_METRICS_PORT: at(31),
    API_2_METRICS_PORT: at(32),
    HOST_1_METRICS_PORT: at(41),
    HOST_2_METRICS_PORT: at(42),
    PROMETHEUS_PORT: at(70),
    PG_EXPORTER_PORT: at(71),
    REDIS_EXPORTER_PORT: at(72),
    NGINX_EXPORTER_PORT: at(73),
    NODE_EXPORTER_PORT: at(74),
    NGINX_STATUS_PORT: at(75),
    LOG_LEVEL: env.LOG_LEVEL?.trim() || 'warn',
    // Shared by the API instances and the page servers (release health, warm-up): new each start unless given.
    PAGE_SERVER_SECRET: env.PAGE_SERVER_SECRET?.trim() || crypto.randomBytes(32).toString('hex'),
  };
  // Each remote's port under the registry's own variable name (MEDIA_PORT, …): 21, 22, …; its metrics' (MEDIA_METRICS_PORT): 43, 44, …
  REMOTE_APPS.forEach((app, i) => {
    vars[app.portVar] = at(21 + i);
    vars[app.portVar.replace(/_PORT$/, '_METRICS_PORT')] = at(43 + i);
  });
  return { dir, sitePort, apiPort: sitePort + 1, internalPort, vars };
}

/** Whether this machine has the IPv6 loopback address (browsers may resolve localhost to it). */
export const hasIpv6Loopback = (): boolean =>
  Object.values(os.networkInterfaces()).some((addresses) => addresses?.some((a) => a.family === 'IPv6' && a.address === '::1'));
