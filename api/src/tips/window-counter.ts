import type { SharedStore } from '../db/redis';

/** A sliding window cut into buckets: an event leaves the count when its bucket leaves the window. */
export interface Window {
  ms: number;
  buckets: number;
}

export interface Taken {
  /** Whether the event was counted (false: it would have passed the maximum, so it was not). */
  taken: boolean;
  /** Events in the window, this one included when taken. */
  count: number;
  /** Seconds until the window next moves on: the earliest the count can fall. */
  retryAfterSeconds: number;
}

/** Counts events per name over a sliding window (the tips limits: site-wide ceilings, per-receipt look-ups). */
export interface WindowCounter {
  /** Counts one event under `name` unless the window already holds `max`. */
  take(name: string, max: number): Promise<Taken>;
  /** Events under `name` in the window now. */
  count(name: string): Promise<number>;
}

const PREFIX = 'beacon:tips-limit:';

/** The bucket indices the window covers now, oldest first, and when the newest one ends. */
function bucketsOf(window: Window, now: number): { indices: number[]; endsAt: number } {
  const size = window.ms / window.buckets;
  const current = Math.floor(now / size);
  return {
    indices: Array.from({ length: window.buckets }, (_, n) => current - window.buckets + 1 + n),
    endsAt: (current + 1) * size,
  };
}

const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));

/** One process's counts (no REDIS_URL, or while Redis is away). Expired buckets are swept once a bucket's time. */
export function memoryWindowCounter(window: Window, clock: () => Date): WindowCounter {
  const counts = new Map<string, { count: number; until: number }>();
  let sweptAt = 0;
  const sum = (name: string, indices: number[], now: number): number =>
    indices.reduce((total, index) => {
      const bucket = counts.get(`${name}:${index}`);
      return total + (bucket && bucket.until > now ? bucket.count : 0);
    }, 0);
  return {
    take: async (name, max) => {
      const now = clock().getTime();
      if (now - sweptAt > window.ms / window.buckets) {
        sweptAt = now;
        for (const [key, bucket] of counts) if (bucket.until <= now) counts.delete(key);
      }
      const { indices, endsAt } = bucketsOf(window, now);
      const count = sum(name, indices, now);
      const retryAfterSeconds = secondsUntil(endsAt, now);
      if (count >= max) return { taken: false, count, retryAfterSeconds };
      const key = `${name}:${indices.at(-1)}`;
      const bucket = counts.get(key);
      if (bucket && bucket.until > now) bucket.count += 1;
      else counts.set(key, { count: 1, until: endsAt + window.ms });
      return { taken: true, count: count + 1, retryAfterSeconds };
    },
    count: async (name) => {
      const now = clock().getTime();
      return sum(name, bucketsOf(window, now).indices, now);
    },
  };
}

/**
 * Counts in Redis, shared by every instance (each bucket a key that expires after the window). While Redis cannot
 * be reached the count falls back to this process's memory: the limits weaken to per instance, never disappear.
 */
export function redisWindowCounter(shared: SharedStore, window: Window, clock: () => Date, fallback: WindowCounter): WindowCounter {
  const { redis } = shared;
  const keysOf = (name: string, indices: number[]) => indices.map((index) => `${PREFIX}${name}:${index}`);
  const total = (values: (string | null)[]): number => values.reduce((sum, value) => sum + Number(value ?? 0), 0);
  return {
    take: async (name, max) => {
      const now = clock().getTime();
      const { indices, endsAt } = bucketsOf(window, now);
      const keys = keysOf(name, indices);
      const current = keys.at(-1) ?? '';
      const retryAfterSeconds = secondsUntil(endsAt, now);
      try {
        // Counted first and taken back when over: concurrent requests on every instance see one another's.
        const results = await redis
          .multi()
          .incr(current)
          .pexpire(current, Math.ceil(endsAt - now + window.ms))
          .mget(...keys.slice(0, -1))
          .exec();
        const failed = results?.find(([error]) => error)?.[0];
        if (!results || failed) throw failed ?? new Error('Redis transaction discarded');
        const count = Number(results[0]?.[1]) + total((results[2]?.[1] as (string | null)[] | undefined) ?? []);
        if (count <= max) return { taken: true, count, retryAfterSeconds };
        await redis.decr(current);
        return { taken: false, count: count - 1, retryAfterSeconds };
      } catch (error) {
        shared.warn(error);
        return fallback.take(name, max);
      }
    },
    count: async (name) => {
      try {
        return total(await redis.mget(...keysOf(name, bucketsOf(window, clock().getTime()).indices)));
      } catch (error) {
        shared.warn(error);
        return fallback.count(name);
      }
    },
  };
}

/** The counter for this deployment: Redis when configured, else memory. */
export function windowCounter(shared: SharedStore | null, window: Window, clock: () => Date): WindowCounter {
  const memory = memoryWindowCounter(window, clock);
  return shared ? redisWindowCounter(shared, window, clock, memory) : memory;
}
