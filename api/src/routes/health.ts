import { Health } from '@beacon/shared/schemas';
import type { RoutePlugin } from './common';

/** 200 when the database answers, 503 when it does not. */
export const healthRoutes: RoutePlugin = async (app, { services }) => {
  const started = Date.now();
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: Health, 503: Health } } },
    async (request, reply) => {
      const uptimeSeconds = Math.round((Date.now() - started) / 1000);
      try {
        await services.database.ping();
        return { status: 'ok' as const, database: services.database.kind, uptimeSeconds };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: services.database.kind, uptimeSeconds });
      }
    },
  );
};
