import { Health, Liveness, Readiness } from '@beacon/shared/schemas';
import { pendingMigrations } from '../db/migrate';
import { servedUnderPressure } from '../http/overload';
import { isDraining } from '../http/draining';
import type { RoutePlugin } from './common';

/** Checks that stop a hung dependency from hanging the probe. */
const CHECK_TIMEOUT_MS = 2_000;
const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);

/**
 * /health: 200 when the database answers, 503 when it does not (the cluster's and `npm start`'s probe).
 * /health/live: the process runs (never looks at dependencies: a restart would not mend them).
 * /health/ready: whether to send this instance traffic — database and Redis answer, every migration of
 * this build is applied, it is not shutting down and not overloaded.
 * The three answer under overload too (their 503 is their own answer, not a refusal).
 */
export const healthRoutes: RoutePlugin = async (app, { services }) => {
  const started = Date.now();
  const uptimeSeconds = () => Math.round((Date.now() - started) / 1000);
  app.get(
    '/health',
    {
      config: { pressureHandler: servedUnderPressure },
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: Health, 503: Health } },
    },
    async (request, reply) => {
      try {
        await services.database.ping();
        return { status: 'ok' as const, database: services.database.kind, uptimeSeconds: uptimeSeconds() };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: services.database.kind, uptimeSeconds: uptimeSeconds() });
      }
    },
  );

  app.get(
    '/health/live',
    // Answered even under overload: an overloaded process is alive, and restarting it would shed nothing.
    {
      config: { pressureHandler: servedUnderPressure },
      schema: { tags: ['health'], summary: 'The process runs', response: { 200: Liveness } },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: uptimeSeconds() }),
  );

  app.get(
    '/health/ready',
    {
      // Overload is one of its answers (below), not a refusal.
      config: { pressureHandler: servedUnderPressure },
      schema: { tags: ['health'], summary: 'Whether this instance should get traffic', response: { 200: Readiness, 503: Readiness } },
    },
    async (request, reply) => {
      const draining = isDraining(app);
      const overloaded = app.isUnderPressure();
      const database = await within(services.database.ping()).then(
        () => 'ok' as const,
        (error: unknown) => {
          request.log.error({ err: error }, 'readiness: database unreachable');
          return 'unreachable' as const;
        },
      );
      const migrations =
        database === 'ok'
          ? await within(pendingMigrations(services.database)).then(
              (pending) => (pending === 0 ? ('ok' as const) : ('pending' as const)),
              () => 'unknown' as const,
            )
          : ('unknown' as const);
      const redis = services.shared
        ? await within(services.shared.redis.ping()).then(
            () => 'ok' as const,
            () => 'unreachable' as const,
          )
        : ('not configured' as const);
      const ready = !draining && !overloaded && database === 'ok' && migrations === 'ok' && redis !== 'unreachable';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', checks: { database, redis, migrations, draining, overloaded } });
    },
  );
};
