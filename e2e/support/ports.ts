/** Ports of the servers the browser tests start (npm start's own ports stay free for a developer). */
export const E2E_PORTS = {
  HOST_PORT: 3100,
  MEDIA_PORT: 3101,
  ENGAGE_PORT: 3102,
  EVENTS_PORT: 3103,
  ADMIN_PORT: 3104,
  LANDING_PORT: 3105,
  API_PORT: 4100,
} as const;

export const HOST_URL = `http://localhost:${E2E_PORTS.HOST_PORT}`;
export const API_URL = `http://localhost:${E2E_PORTS.API_PORT}`;
export const ADMIN_ORIGIN = `http://localhost:${E2E_PORTS.ADMIN_PORT}`;
export const DEV_ADMIN_CODE = 'e2e-admin-code';

/** The environment `npm start` runs with in the browser tests. */
export function e2eEnv(dataDir: string): Record<string, string> {
  const ports = Object.fromEntries(Object.entries(E2E_PORTS).map(([key, value]) => [key, String(value)]));
  const origins = Object.values(E2E_PORTS)
    .filter((port) => port !== E2E_PORTS.API_PORT)
    .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
    .concat(Array.from({ length: 20 }, (_, i) => `http://localhost:${3200 + i}`));
  return {
    ...ports,
    DATA_DIR: dataDir,
    DEV_ADMIN_CODE,
    RATE_LIMIT_MAX: '10000',
    CORS_ORIGINS: origins.join(','),
    // Nothing listens here: the player's iframe stays on this machine.
    VIDEO_EMBED_URL: 'http://localhost:3999/embed',
    LOG_LEVEL: 'warn',
  };
}
