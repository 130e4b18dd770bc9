import type { FastifyInstance } from 'fastify';

/**
 * Shutting down behind a proxy: the instance reports not ready (/health/ready) and closes each
 * connection after its answer, so that when it stops accepting the proxy holds no idle connection to
 * it (a request sent on one just as it closed would fail). Nothing runs per request before then.
 */
// By server: a route plugin's instance is not the root one, but they share it.
const draining = new WeakSet<FastifyInstance['server']>();

export const isDraining = (app: FastifyInstance): boolean => draining.has(app.server);

export function startDraining(app: FastifyInstance): void {
  if (draining.has(app.server)) return;
  draining.add(app.server);
  // First of the server's listeners, so before any answer is written: it goes out with Connection: close.
  app.server.prependListener('request', (_request, response) => {
    response.shouldKeepAlive = false;
  });
}
