import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, type Env } from '../shared/src/config/runtimeConfig';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppInfo {
  /** Folder name, e.g. `mfe-media`. */
  dir: string;
  /** Federation container name, e.g. `mfe_media`. */
  name: keyof typeof DEFAULT_PORTS;
  /** Env variable that overrides the port. */
  portVar: string;
}

export const APPS: AppInfo[] = [
  { dir: 'host', name: 'host', portVar: 'HOST_PORT' },
  { dir: 'mfe-media', name: 'mfe_media', portVar: 'MEDIA_PORT' },
  { dir: 'mfe-engage', name: 'mfe_engage', portVar: 'ENGAGE_PORT' },
  { dir: 'mfe-events', name: 'mfe_events', portVar: 'EVENTS_PORT' },
  { dir: 'mfe-admin', name: 'mfe_admin', portVar: 'ADMIN_PORT' },
  { dir: 'mfe-landing', name: 'mfe_landing', portVar: 'LANDING_PORT' },
];

export const portOf = (app: AppInfo, env: Env): number => Number(env[app.portVar] || DEFAULT_PORTS[app.name]);

export const findApp = (dirOrName: string): AppInfo | undefined =>
  APPS.find((app) => app.dir === dirOrName || app.name === dirOrName);
