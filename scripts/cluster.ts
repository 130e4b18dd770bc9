/**
 * `npm run cluster`: the production topology of deploy/ on this machine, from Debian's packages —
 * PostgreSQL, Redis, two API instances, two host page servers, one server per remote, and nginx in
 * front (site at http://localhost:8080, API on the next port; CLUSTER_PORT moves both). Builds what
 * is missing or stale first, prints the addresses once everything answers and an admin code last,
 * and stops everything it started on Ctrl+C or SIGTERM. Data, logs and generated config live in
 * CLUSTER_DIR (`.cluster/`); the database survives a restart. `--no-build` serves the builds as
 * they are (a build must exist).
 */
import path from 'node:path';
import { APPS, ROOT } from './apps';
import { buildApps, isStale } from './build';
import { createCluster, type Cluster } from './cluster/topology';

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await buildApps(APPS.filter(isStale));
  const cluster: Cluster = createCluster({ print: (line) => console.log(line) });
  let stopping: Promise<void> | null = null;
  const stop = (code: number) => {
    stopping ??= cluster
      .stop()
      .catch((error: unknown) => console.error('cluster: stopping failed:', error))
      .then(() => process.exit(code));
    return stopping;
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // The pieces run in their own process groups: a closed terminal reaches only this process.
  process.on('SIGHUP', () => void stop(0));

  const { layout } = cluster;
  console.log(`Starting the cluster of deploy/Procfile in ${path.relative(ROOT, layout.dir) || layout.dir}/ …`);
  try {
    await cluster.start();
  } catch (error) {
    console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
    return stop(1);
  }
  const adminLines = await cluster.mintAdminCode().catch((error: unknown) => [`(no admin code: ${String(error)})`]);

  const rows = cluster.processes.map((spec) => {
    const port = spec.env.API_PORT ?? spec.env.PORT ?? (spec.name === 'postgres' ? layout.vars.PG_PORT : layout.vars.REDIS_PORT);
    return `  ${spec.name.padEnd(12)} ${spec.name === 'nginx' ? `:${layout.sitePort}, :${layout.apiPort}` : `127.0.0.1:${port}`}`;
  });
  console.log(
    [
      '',
      ...rows,
      '',
      `Logs: ${path.join(layout.dir, 'logs')} (nginx: ${path.join(layout.vars.NGINX_DIR ?? '', 'logs')})`,
      `Beacon is running at ${cluster.sharedEnv.SITE_URL} (API: ${cluster.sharedEnv.API_URL}, docs: /docs) — Ctrl+C stops it all.`,
      `Publish a remote's release: API_URL=${cluster.sharedEnv.API_URL} REMOTES_URL=${cluster.sharedEnv.REMOTES_URL} RELEASES_DIR=${cluster.sharedEnv.RELEASES_DIR} BEACON_ADMIN_CODE=<code> npm run release -w mfe-events -- publish`,
      ...adminLines.filter((line) => /admin code/i.test(line)),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
