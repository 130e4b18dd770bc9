import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** In-memory per-address counters; each route opts in with its own `config.rateLimit` (see routes/common.ts). */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}
