import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** Browser origins from the allow-list; requests without an Origin (curl, server-to-server) pass. */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Idempotency-Key makes a booking request safe to retry; If-Match carries the version an admin
    // edit is based on, and ETag answers it.
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'If-Match'],
    // Content-Disposition and X-Export-Rows name a CSV export and count its rows.
    exposedHeaders: [
      'ETag',
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Content-Disposition',
      'X-Export-Rows',
    ],
    maxAge: 600,
  });
}
