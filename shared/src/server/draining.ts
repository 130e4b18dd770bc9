/**
 * Shutting down behind a proxy (server code only): a draining server closes each connection after its answer, so
 * that when it stops accepting the proxy holds no idle connection to it (a request sent on one just as it closed
 * would fail). The API's readiness and every process's `beacon_draining` metric read the same mark. Nothing runs
 * per request before then.
 */
import type { Server } from 'node:http';

const draining = new WeakSet<Server>();

export const isDraining = (server: Server): boolean => draining.has(server);

export function startDraining(server: Server): void {
  if (draining.has(server)) return;
  draining.add(server);
  // First of the server's listeners, so before any answer is written: it goes out with Connection: close.
  server.prependListener('request', (_request, response) => {
    response.shouldKeepAlive = false;
  });
}
