import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** Browser origins from the allow-list; requests without an Origin (curl, server-to-server) pass. */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // If-Match carries the version an admin edit is based on; ETag answers it.
    allowedHeaders: ['Content-Type', 'Authorization', 'If-Match'],
    exposedHeaders: ['ETag', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    maxAge: 600,
  });
}
