import type { Redis } from 'ioredis';

/** Addresses tracked at once in memory; beyond it the oldest records are dropped. */
const MAX_TRACKED = 10_000;

/**
 * Failed attempts per address in a fixed window (failed admin codes): only failures count, so visitors
 * signing in cannot use up an admin's allowance.
 */
export interface FailureCounter {
  /** Seconds until this address may try again; 0 when it may now. */
  retryAfter(key: string): Promise<number>;
  fail(key: string): Promise<void>;
}

/** One process's counts (no REDIS_URL). */
export function memoryFailureCounter(max: number, windowMs: number, clock: () => Date): FailureCounter {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const record = failures.get(key);
    if (record && record.resetAt > now) return record;
    failures.delete(key);
    return null;
  };
  return {
    retryAfter: async (key) => {
      const now = clock().getTime();
      const record = current(key, now);
      return record && record.count >= max ? Math.ceil((record.resetAt - now) / 1000) : 0;
    },
    fail: async (key) => {
      const now = clock().getTime();
      const record = current(key, now);
      if (record) {
        record.count += 1;
        return;
      }
      if (failures.size >= MAX_TRACKED) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(key, { count: 1, resetAt: now + windowMs });
    },
  };
}

const PREFIX = 'beacon:admin-code-failures:';

/**
 * Counts in Redis, shared by every instance (the window is the key's expiry). While Redis cannot be
 * reached the count falls back to this process's memory: the lock-out weakens to per-instance, it never
 * disappears and never fails the sign-in.
 */
export function redisFailureCounter(
  redis: Redis,
  max: number,
  windowMs: number,
  fallback: FailureCounter,
  warn: (error: unknown) => void,
): FailureCounter {
  return {
    retryAfter: async (key) => {
      try {
        const [count, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
        return Number(count ?? 0) >= max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
      } catch (error) {
        warn(error);
        return fallback.retryAfter(key);
      }
    },
    fail: async (key) => {
      try {
        // The first failure opens the window; later ones only count in it.
        await redis
          .multi()
          .set(PREFIX + key, '0', 'PX', windowMs, 'NX')
          .incr(PREFIX + key)
          .exec();
      } catch (error) {
        warn(error);
        await fallback.fail(key);
      }
    },
  };
}
