import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SharedStore } from '../db/redis';
import { clientKey } from '../plugins/external/rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rate-limit key of the tips routes: an HMAC of the address under a salt that is random, changes every UTC day
 * and is never written to disk. With REDIS_URL every instance uses one salt per day (it expires with the day);
 * without it each instance keeps its own in memory. The counters under the key live one window (a minute).
 * Once a day's salt is gone, a key cannot be tied back to an address by trying every address.
 */
export function tipsAddressKey(shared: SharedStore | null, clock: () => Date): (request: FastifyRequest) => Promise<string> {
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

  return async (request) => {
    const now = clock().getTime();
    const day = new Date(now).toISOString().slice(0, 10);
    if (current?.day !== day) {
      const salt = saltOf(day, DAY_MS - (now % DAY_MS));
      current = { day, salt };
    }
    const salt = await current.salt;
    return `tips:${createHmac('sha256', salt).update(clientKey(request)).digest('base64url')}`;
  };
}
