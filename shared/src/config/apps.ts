/**
 * The app registry: every app of the site, its federation container name, folder, default port,
 * the variables that move it, and what a remote exposes. The build factory, the serve/start/dev
 * scripts, the runtime remotes map, the API's default CORS origins and the browser tests all
 * derive from this one list. Adding a remote is one entry here plus its folder.
 * Pure data, no React: Node scripts import it too.
 */

export type Env = Record<string, string | undefined>;

export interface AppEntry {
  /** Federation container name, with underscores: `host`, `mfe_media`, … */
  name: string;
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
  /** Modules a remote exposes: `./ArchivePage` → a path inside the app's folder. */
  exposes: Readonly<Record<string, string>>;
  /** false: no public page to prerender at build time (the admin area, shown only after sign-in). */
  prerender?: boolean;
}

const HOST = {
  name: 'host',
  dir: 'host',
  defaultPort: 3000,
  portVar: 'HOST_PORT',
  title: 'Beacon',
  exposes: {},
} as const satisfies AppEntry;

export const REMOTE_APPS = [
  {
    name: 'mfe_media',
    dir: 'mfe-media',
    defaultPort: 3001,
    portVar: 'MEDIA_PORT',
    urlVar: 'MFE_MEDIA_URL',
    title: 'Beacon · Media',
    exposes: {
      './ArchivePage': './src/features/archive/ArchivePage.tsx',
      './PlayerPage': './src/features/player/PlayerPage.tsx',
      './ElectionPage': './src/features/election/ElectionPage.tsx',
      './HoaxPage': './src/features/hoax/HoaxPage.tsx',
      './TeaserPage': './src/features/teaser/TeaserPage.tsx',
      './LatestVideos': './src/features/latest-videos/LatestVideos.tsx',
    },
  },
  {
    name: 'mfe_engage',
    dir: 'mfe-engage',
    defaultPort: 3002,
    portVar: 'ENGAGE_PORT',
    urlVar: 'MFE_ENGAGE_URL',
    title: 'Beacon · Engage',
    exposes: {
      './TipsPage': './src/features/tips/TipsPage.tsx',
      './SpeakingPage': './src/features/speaking/SpeakingPage.tsx',
    },
  },
  {
    name: 'mfe_events',
    dir: 'mfe-events',
    defaultPort: 3003,
    portVar: 'EVENTS_PORT',
    urlVar: 'MFE_EVENTS_URL',
    title: 'Beacon · Events',
    exposes: {
      './EventsPage': './src/features/events-list/EventsPage.tsx',
      './EventDetailPage': './src/features/event-detail/EventDetailPage.tsx',
    },
  },
  {
    name: 'mfe_admin',
    dir: 'mfe-admin',
    defaultPort: 3004,
    portVar: 'ADMIN_PORT',
    urlVar: 'MFE_ADMIN_URL',
    title: 'Beacon · Admin',
    exposes: { './AdminApp': './src/app/AdminApp.tsx' },
    prerender: false,
  },
  {
    name: 'mfe_landing',
    dir: 'mfe-landing',
    defaultPort: 3005,
    portVar: 'LANDING_PORT',
    urlVar: 'MFE_LANDING_URL',
    title: 'Beacon · Coming Soon',
    exposes: { './LandingPage': './src/features/landing/LandingPage.tsx' },
  },
] as const satisfies readonly (AppEntry & { urlVar: string })[];

export type RemoteApp = (typeof REMOTE_APPS)[number];
export type RemoteName = RemoteApp['name'];
/** A remote's exposed module names, e.g. `'./ArchivePage'` for `mfe_media`. */
export type ExposeOf<R extends RemoteName> = keyof Extract<RemoteApp, { name: R }>['exposes'] & string;

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
