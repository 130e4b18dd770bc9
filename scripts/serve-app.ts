/**
 * Serves one app's production build (the page server is @beacon/platform's `buildAppServer`).
 * CLI: `tsx scripts/serve-app.ts <app>` (or `npm run serve` inside an app's folder); PORT and
 * DIST_DIR serve one build on any port or from any folder (a moved deployment).
 * On SIGTERM or SIGINT it drains for SHUTDOWN_DRAIN_MS (0 by default; the cluster sets it): every
 * answer closes its connection, so the proxy keeps none open to it; then it stops accepting, finishes
 * what is in flight (10 s at most) and exits.
 */
import path from 'node:path';
import { buildAppServer, pinningWarning } from '@beacon/platform';
import { startDraining } from '@beacon/shared/draining';
import { APPS, findApp, portOf } from './apps';

/** What is in flight when the server stops accepting gets this long to finish. */
const IN_FLIGHT_MAX_MS = 10_000;

async function main(): Promise<void> {
  const arg = process.argv[2] ?? path.basename(process.cwd());
  const app = findApp(arg);
  if (!app) throw new Error(`Unknown app "${arg}". One of: ${APPS.map((a) => a.dir).join(', ')}`);
  const port = Number(process.env.PORT) || portOf(app, process.env);
  // Only the host chooses releases: it says when the environment overrides the registry.
  const warning = app.name === 'host' ? pinningWarning(process.env) : null;
  if (warning) console.warn(warning);
  const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS) || 0;
  // One JSON line per request and its answer, each with the visit's trace id.
  const logger = { level: process.env.LOG_LEVEL || 'info' };
  const server = await buildAppServer({ app, distDir: process.env.DIST_DIR || undefined, logger });
  await server.listen({ port, host: 'localhost' });
  console.log(`${app.dir} serving http://localhost:${port}`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    startDraining(server.server);
    setTimeout(() => process.exit(1), drainMs + IN_FLIGHT_MAX_MS).unref();
    setTimeout(() => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }, drainMs);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
