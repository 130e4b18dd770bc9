import { Redis } from 'ioredis';

/** How often a Redis outage is logged (ioredis reports every reconnection attempt). */
const WARN_EVERY_MS = 30_000;

export interface SharedStore {
  redis: Redis;
  /** Logs a Redis failure as a warning, at most every 30 s. */
  warn(error: unknown): void;
  close(): Promise<void>;
}

/**
 * The Redis connection for counters every instance shares (REDIS_URL). Commands fail fast instead of
 * queueing while Redis is away (no offline queue, one retry, a 1 s timeout), so an outage slows no
 * request; ioredis keeps reconnecting in the background.
 */
export async function openSharedStore(url: string, log: { warn(details: object, message: string): void }): Promise<SharedStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
    // On close, ioredis ends the socket and destroys it after this long unless it closes first. It arms that timer
    // even when the socket is already gone (Redis down, between reconnection attempts), so it would hold a closing
    // process for the default 2 s; nothing more is read from a socket once it is ended.
    disconnectTimeout: 100,
  });
  let lastWarning = 0;
  const warn = (error: unknown): void => {
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      { redis: reason },
      'Redis unreachable: rate limits are not counted and admin-code failures are counted per instance until it is back',
    );
  };
  redis.on('error', warn);
  // A Redis outage at start-up must not stop the API: it starts, warns, and keeps reconnecting.
  await redis.connect().catch(warn);
  return {
    redis,
    warn,
    close: async () => {
      redis.disconnect();
    },
  };
}
