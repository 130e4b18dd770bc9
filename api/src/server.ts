// Entry point: `tsx api/src/server.ts` or `npm start -w api`. Configuration comes from the environment
// (see api/README.md). Stops cleanly on SIGTERM/SIGINT: it drains (SHUTDOWN_DRAIN_MS), in-flight requests
// finish (10 s at most), the database closes.
import { TIPS_DEV_PASSPHRASE } from '@beacon/shared/schemas';
import { startServer } from './app';
import { ConfigError } from './config';
import { DatabaseLockedError } from './db/client';
import { embeddedBackupPaths, serveBackupRequests } from './db/embedded-backup';
import { startDraining } from './http/draining';

/** What is in flight when the server stops accepting gets this long to finish. */
const IN_FLIGHT_MAX_MS = 10_000;

async function main(): Promise<void> {
  const { app, url } = await startServer();
  const { beacon } = app;
  const lines = [
    `Beacon API listening on ${url} (database: ${beacon.database.kind}, auth: ${beacon.auth.mode}, videos: ${beacon.videos.name}, mailing list: ${beacon.mailingList.name}, captcha: ${beacon.captcha.mode}, uploads: ${beacon.uploads.mode})`,
    `  OpenAPI docs: ${url}/docs`,
  ];
  if (beacon.local) {
    // Like a notebook server's token: whoever reads this log may open one admin session (POST /auth/dev/session).
    // With the code in a shared database, only the first start prints it: one printer per cluster.
    lines.push(
      beacon.local.printedCode !== null
        ? `  Admin code for development sign-in (works once; npm run admin-code -w api prints another): ${beacon.local.printedCode}`
        : beacon.config.auth.mode === 'local' && beacon.config.auth.devAdminCode !== null
          ? '  Admin code: set by DEV_ADMIN_CODE'
          : '  Admin code: an unused one was already printed by an earlier start on this database; npm run admin-code -w api prints a new one',
    );
  }
  const tipsKey = beacon.tips.key;
  lines.push(
    tipsKey.privateKeyFile !== null
      ? `  Tips: DEVELOPMENT key pair (no TIPS_PUBLIC_KEY): private key ${tipsKey.privateKeyFile}, passphrase "${TIPS_DEV_PASSPHRASE}"; never for real tips (npm run tips-key -w api makes a real one)`
      : `  Tips: encrypted to the configured newsroom key ${tipsKey.fingerprint}`,
  );
  console.log(lines.join('\n'));

  // `npm run backup` with the embedded database: this process holds the folder, so it writes the copy.
  const { database: databaseConfig } = beacon.config;
  if (databaseConfig.kind === 'pglite' && databaseConfig.dataDir !== null) {
    const paths = embeddedBackupPaths(databaseConfig.dataDir, beacon.config.dataDir, process.env);
    serveBackupRequests(beacon.database, paths, (error) => app.log.error({ err: error }, 'backup failed'));
  }

  // SIGTERM: report not ready and close connections after their answers for SHUTDOWN_DRAIN_MS (the proxy
  // stops using this instance), then stop accepting and finish what is in flight, for at most 10 s.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const drainMs = beacon.config.shutdownDrainMs;
    app.log.info({ signal, drainMs }, 'shutting down');
    startDraining(app);
    const force = setTimeout(() => {
      app.log.error(`shutdown took more than ${IN_FLIGHT_MAX_MS / 1000} s after draining; exiting`);
      process.exit(1);
    }, drainMs + IN_FLIGHT_MAX_MS);
    force.unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, drainMs);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(`Beacon API cannot start: ${error.message}`);
  } else {
    console.error('Beacon API failed to start:', error);
  }
  process.exit(1);
});
