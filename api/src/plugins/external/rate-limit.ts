import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** The key of a request whose address is gone (its socket already closed, e.g. by a malformed chunked body). */
const UNKNOWN_ADDRESS = 'unknown-address';

/**
 * The client's address for limits: request.ip (the visitor's address through a trusted proxy, see
 * TRUST_PROXY), IPv6 grouped by /64 as the plugin does. A request whose socket is already gone has no
 * address; it shares one bucket rather than failing the request with an error.
 */
export function clientKey(request: FastifyRequest): string {
  let ip: string | undefined;
  try {
    ip = request.ip ?? request.socket.remoteAddress;
  } catch {
    // proxy-addr cannot read a destroyed socket's address.
    ip = undefined;
  }
  return ip ? normalizeIP(ip) : UNKNOWN_ADDRESS;
}

/**
 * Per-address counters; each route opts in with its own `config.rateLimit` (see routes/common.ts). With
 * REDIS_URL they live in Redis, so every instance counts the same requests. While Redis is unreachable
 * requests pass uncounted (`skipOnError`): an outage of the counters must not turn every public write into
 * a 500; the reverse proxy's per-address limits still hold, and the outage is logged.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientKey,
    ...(redis ? { redis, nameSpace: 'beacon:rate-limit:', skipOnError: true } : {}),
  });
}
