/**
 * The app registry: every app of the site, its federation container name, folder, default port and
 * the variables that move it; what a remote exposes comes from the route manifest. The build
 * factory, the serve/start/dev scripts, the runtime remotes map, the API's default CORS origins and
 * the browser tests all derive from this one list. Adding a remote is one entry here plus its folder.
 * Build-only facts (folders, source paths, variable names, ports): Node code imports this module
 * as `@beacon/shared/apps`; no browser entry may, and a test checks no build carries a source path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exposesOfApp, type AppName, type RemoteName } from '../routes/manifest';

export type Env = Record<string, string | undefined>;

export interface AppEntry {
  /** Federation container name, with underscores: `host`, `mfe_media`, … */
  name: AppName;
  /** Folder at the repository root, which is also its npm workspace. */
  dir: string;
  /** Port of `npm start`, `npm run dev` and `npm run serve` unless `portVar` is set. */
  defaultPort: number;
  /** Environment variable that overrides the port. */
  portVar: string;
  /** Environment variable with the base URL of the app's deployment (remotes only). */
  urlVar?: string;
  /** Document title of the app's own page (the host's title; a remote's standalone page). */
  title: string;
  /** false: no public page to prerender at build time (the admin area, shown only after sign-in). */
  prerender?: boolean;
}

const HOST = {
  name: 'host',
  dir: 'host',
  defaultPort: 3000,
  portVar: 'HOST_PORT',
  title: 'Beacon',
} as const satisfies AppEntry;

export const REMOTE_APPS = [
  {
    name: 'mfe_media',
    dir: 'mfe-media',
    defaultPort: 3001,
    portVar: 'MEDIA_PORT',
    urlVar: 'MFE_MEDIA_URL',
    title: 'Beacon · Media',
  },
  {
    name: 'mfe_engage',
    dir: 'mfe-engage',
    defaultPort: 3002,
    portVar: 'ENGAGE_PORT',
    urlVar: 'MFE_ENGAGE_URL',
    title: 'Beacon · Engage',
  },
  {
    name: 'mfe_events',
    dir: 'mfe-events',
    defaultPort: 3003,
    portVar: 'EVENTS_PORT',
    urlVar: 'MFE_EVENTS_URL',
    title: 'Beacon · Events',
  },
  {
    name: 'mfe_admin',
    dir: 'mfe-admin',
    defaultPort: 3004,
    portVar: 'ADMIN_PORT',
    urlVar: 'MFE_ADMIN_URL',
    title: 'Beacon · Admin',
    prerender: false,
  },
  {
    name: 'mfe_landing',
    dir: 'mfe-landing',
    defaultPort: 3005,
    portVar: 'LANDING_PORT',
    urlVar: 'MFE_LANDING_URL',
    title: 'Beacon · Coming Soon',
  },
] as const satisfies readonly (AppEntry & { name: RemoteName; urlVar: string })[];

export type RemoteApp = (typeof REMOTE_APPS)[number];
export type { RemoteName };

/** The host first, then the remotes. */
export const APPS: readonly AppEntry[] = [HOST, ...REMOTE_APPS];
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APPS.map((app) => app.name);

/** The API is not a federated app, but its port moves the same way. */
export const API_SERVICE = { defaultPort: 4000, portVar: 'API_PORT' } as const;

const portFrom = (env: Env, variable: string, fallback: number): number => {
  const value = Number(env[variable]?.trim());
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
};

/** The app's port: its variable (`MEDIA_PORT`) or its default. */
export const portOf = (app: Pick<AppEntry, 'portVar' | 'defaultPort'>, env: Env): number => portFrom(env, app.portVar, app.defaultPort);

export const apiPortOf = (env: Env): number => portFrom(env, API_SERVICE.portVar, API_SERVICE.defaultPort);

/** An app by folder (`mfe-media`) or container name (`mfe_media`). */
export const findApp = (dirOrName: string): AppEntry | undefined => APPS.find((app) => app.dir === dirOrName || app.name === dirOrName);

/** Where each app is served on this machine under `env`: the browser origins the API allows by default. */
export function localAppOrigins(env: Env): string[] {
  return APPS.flatMap((app) => {
    const port = portOf(app, env);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  });
}

/** Where an exposed module's source is, by convention: `src/features/<feature>/<Name>.tsx` or `src/app/<Name>.tsx`. */
function exposeSource(appDir: string, expose: string): string {
  const file = `${expose.replace(/^\.\//, '')}.tsx`;
  const features = path.join(appDir, 'src', 'features');
  const candidates = [
    ...(fs.existsSync(features) ? fs.readdirSync(features).map((feature) => `./src/features/${feature}/${file}`) : []),
    `./src/app/${file}`,
  ].filter((candidate) => fs.existsSync(path.join(appDir, candidate)));
  if (candidates.length !== 1) {
    throw new Error(`${expose} of ${appDir}: expected one ${file} under src/features/*/ or src/app/, found ${candidates.length}.`);
  }
  return candidates[0] as string;
}

/**
 * What an app's federated build exposes: the modules the route manifest names for it (its pages and
 * widgets), each mapped to its source file inside `appDir`, the app's folder. Empty for the host.
 */
export function exposesOf(app: Pick<AppEntry, 'name'>, appDir: string): Record<string, string> {
  if (app.name === 'host') return {};
  return Object.fromEntries(exposesOfApp(app.name).map((expose) => [expose, exposeSource(appDir, expose)]));
}
