import type { FastifyInstance } from 'fastify';
import type { SiteInstance } from '@beacon/shared/schemas';
import { isDraining } from '../../../http/draining';
import { MinuteCounters } from './minute-counters';

// By server, as draining is: the route plugin's instance is not the root one, but they share it.
const counters = new WeakMap<FastifyInstance['server'], MinuteCounters>();

/**
 * Without Prometheus, this process counts its own answers per minute (every route, unmatched ones too).
 * Register on the root instance before the routes, so the hook sees all of them.
 */
export function countRequestsPerMinute(app: FastifyInstance, clock: () => Date): void {
  const minutes = new MinuteCounters();
  counters.set(app.server, minutes);
  app.addHook('onResponse', (_request, reply, done) => {
    minutes.record(clock().getTime(), reply.statusCode, reply.elapsedTime);
    done();
  });
}

export const minuteCountersOf = (app: FastifyInstance): MinuteCounters | undefined => counters.get(app.server);

/** The one instance this process knows of: itself. */
export const thisProcess = (app: FastifyInstance): SiteInstance => ({
  name: 'api',
  role: 'api',
  state: isDraining(app) ? 'draining' : 'up',
});
