import { API_SERVICE, APPS } from '@beacon/shared/apps';

/**
 * The browser tests serve every app 100 ports above its default, so `npm start`'s ports stay free.
 * `E2E_PORT_SHIFT` moves them further, so two checkouts can run their browser tests side by side.
 */
const TEST_PORT_SHIFT = Number(process.env.E2E_PORT_SHIFT) || 100;

/** Port variables (`HOST_PORT`, `MEDIA_PORT`, …, `API_PORT`) → the port the browser tests use, from the app registry. */
export const E2E_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  [...APPS, API_SERVICE].map((app) => [app.portVar, app.defaultPort + TEST_PORT_SHIFT]),
);

const portOfVar = (variable: string): number => {
  const port = E2E_PORTS[variable];
  if (port === undefined) throw new Error(`no test port for ${variable}`);
  return port;
};

export const HOST_URL = `http://localhost:${portOfVar('HOST_PORT')}`;
export const API_URL = `http://localhost:${portOfVar('API_PORT')}`;
export const EVENTS_URL = `http://localhost:${portOfVar('EVENTS_PORT')}`;
export const ADMIN_ORIGIN = `http://localhost:${portOfVar('ADMIN_PORT')}`;
export const MEDIA_ORIGIN = `http://localhost:${portOfVar('MEDIA_PORT')}`;
export const ENGAGE_ORIGIN = `http://localhost:${portOfVar('ENGAGE_PORT')}`;
export const API_PORT = portOfVar('API_PORT');
export const DEV_ADMIN_CODE = 'e2e-admin-code';

/**
 * A port for an extra site a test starts (isolation, moved remote, version skew): 3200 + `offset`,
 * moved by `E2E_PORT_SHIFT` like the main site's, so checkouts side by side do not collide.
 */
export const extraSitePort = (offset: number): number => 3100 + TEST_PORT_SHIFT + offset;

/** Ports that tests start extra sites on: their origins are allowed too. */
export const EXTRA_SITE_PORTS = Array.from({ length: 31 }, (_, i) => extraSitePort(i));

/**
 * How long every page server of the browser tests waits for a remote's render (`RENDER_WAIT_MS`): the main site's
 * and the extra sites tests start (`AppServer`). The tests read what a page is served with; on two cores shared by
 * several sites a render sometimes takes over the default wait of 1 s, and the visitor would get the prerendered
 * copy (the unit tests check that case with the default).
 */
export const E2E_RENDER_WAIT_MS = '10000';

/** The environment `npm start` runs with in the browser tests. */
export function e2eEnv(dataDir: string): Record<string, string> {
  const ports = Object.fromEntries(Object.entries(E2E_PORTS).map(([key, value]) => [key, String(value)]));
  const origins = Object.entries(E2E_PORTS)
    .filter(([variable]) => variable !== 'API_PORT')
    .flatMap(([, port]) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
    .concat(EXTRA_SITE_PORTS.map((port) => `http://localhost:${port}`));
  return {
    ...ports,
    DATA_DIR: dataDir,
    DEV_ADMIN_CODE,
    RATE_LIMIT_MAX: '10000',
    CORS_ORIGINS: origins.join(','),
    // Nothing listens here: the player's iframe stays on this machine.
    VIDEO_EMBED_URL: 'http://localhost:3999/embed',
    LOG_LEVEL: 'warn',
    // The tips form without JavaScript is accepted at once: a test fills it faster than a person (the API tests
    // check the wait of the default, 3 s).
    TIPS_FORM_MIN_SECONDS: '0',
    RENDER_WAIT_MS: E2E_RENDER_WAIT_MS,
  };
}
