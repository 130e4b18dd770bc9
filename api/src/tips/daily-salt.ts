import { createHmac, randomBytes } from 'node:crypto';
import type { SharedStore } from '../db/redis';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An HMAC of a value under the day's salt (base64url): what the tips limits count by instead of the value. */
export type SaltedHash = (value: string) => Promise<string>;

/**
 * Hashes under a salt that is random, changes every UTC day and is never written to disk. With REDIS_URL every
 * instance uses one salt per day (it expires with the day); without it each instance keeps its own in memory. Once a
 * day's salt is gone, a hash cannot be tied back to its value (a receipt id) by trying every value.
 */
export function dailySaltedHash(shared: SharedStore | null, clock: () => Date): SaltedHash {
  let current: { day: string; salt: Promise<Buffer> } | null = null;

  const saltOf = async (day: string, endsInMs: number): Promise<Buffer> => {
    const mine = randomBytes(32).toString('base64');
    if (shared) {
      try {
        const name = `beacon:tips-salt:${day}`;
        // The first instance sets it; the others read that one. It expires when its day is over.
        await shared.redis.set(name, mine, 'PX', Math.max(1000, endsInMs), 'NX');
        const agreed = await shared.redis.get(name);
        if (agreed) return Buffer.from(agreed, 'base64');
      } catch (error) {
        shared.warn(error);
      }
    }
    return Buffer.from(mine, 'base64');
  };

  return async (value) => {
    const now = clock().getTime();
    const day = new Date(now).toISOString().slice(0, 10);
    if (current?.day !== day) {
      const salt = saltOf(day, DAY_MS - (now % DAY_MS));
      current = { day, salt };
    }
    const salt = await current.salt;
    return createHmac('sha256', salt).update(value).digest('base64url');
  };
}
