import { SiteHealth, type SiteHealthMinute, type SiteInstance } from '@beacon/shared/schemas';
import { lastVerifiedBackupAt } from '../plugins/app/site-health/backups';
import { minuteCountersOf, thisProcess } from '../plugins/app/site-health/process-source';
import { PrometheusError, prometheusInstances, prometheusMinutes } from '../plugins/app/site-health/prometheus-source';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

interface Series {
  minutes: SiteHealthMinute[];
  seriesProblem: string | null;
  instances: SiteInstance[];
}

/** Site health for staff: the last hour per minute, each instance's state and the last verified backup. */
export const siteHealthRoutes: RoutePlugin = async (app, { services }) => {
  const { config, clock, database } = services;
  const prometheusUrl = config.prometheusUrl;

  const fromPrometheus = async (base: string): Promise<Series> => {
    try {
      const [minutes, instances] = await Promise.all([
        prometheusMinutes(base, clock().getTime(), services.fetch),
        prometheusInstances(base, services.fetch),
      ]);
      return { minutes, instances, seriesProblem: null };
    } catch (error) {
      if (!(error instanceof PrometheusError)) throw error;
      app.log.warn({ err: error }, 'site health: Prometheus did not answer');
      return { minutes: [], instances: [], seriesProblem: error.message };
    }
  };

  const fromThisProcess = (): Series => ({
    minutes: minuteCountersOf(app)?.minutes(clock().getTime()) ?? [],
    instances: [thisProcess(app)],
    seriesProblem: null,
  });

  app.get(
    '/admin/site-health',
    {
      onRequest: services.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The last hour per minute (requests, 5xx errors, p95 latency), each instance’s state, the last verified backup (admin)',
        description:
          'With PROMETHEUS_URL: every API instance and page server, from Prometheus (each query times out after 3 s; ' +
          '`seriesProblem` then says why there is no series). Without it: this process’s own counters, the current minute included.',
        security: bearerAuth,
        response: { 200: SiteHealth, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [series, backup] = await Promise.all([
        prometheusUrl ? fromPrometheus(prometheusUrl) : fromThisProcess(),
        lastVerifiedBackupAt(database),
      ]);
      return { source: prometheusUrl ? ('prometheus' as const) : ('process' as const), ...series, lastVerifiedBackupAt: backup };
    },
  );
};
