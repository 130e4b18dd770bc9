/**
 * `npm run cluster`: the production topology of deploy/ on this machine, from Debian's packages —
 * PostgreSQL, Redis, two API instances, two host page servers, one server per remote, nginx in
 * front (site at http://localhost:8080, API on the next port; CLUSTER_PORT moves both), and Prometheus
 * with the PostgreSQL, Redis, nginx and node exporters watching it all (loopback only), in production
 * mode with its own secrets (made on the first start: scripts/cluster/secrets.ts). Builds what is
 * missing or stale first, prints the addresses once everything answers, the newsroom tips key's
 * fingerprint (and, the first time, its private key's passphrase) and an admin code last,
 * and stops everything it started on Ctrl+C or SIGTERM. Data, logs and generated config live in
 * CLUSTER_DIR (`.cluster/`); the database survives a restart. `--no-build` serves the builds as
 * they are (a build must exist).
 *
 * `npm run cluster -- restart api` (or `host`), from another terminal: the running cluster (found by
 * CLUSTER_DIR, through its control socket: scripts/cluster/control.ts) restarts those instances one
 * at a time, each drained, restarted and ready before the next; it prints each step and exits 0 once done.
 * `npm run cluster -- stop postgres` stops PostgreSQL alone (to restore it: `npm run restore`, scripts/restore.ts).
 */
import path from 'node:path';
import { APPS, ROOT } from './apps';
import { buildApps, isStale } from './build';
import { controlSocket, sendControl, serveControl } from './cluster/control';
import { listenAddressOf } from './cluster/prometheus';
import { layoutFromEnv } from './cluster/layout';
import { describeSecrets } from './cluster/secrets';
import { createCluster, RESTARTABLE, type Cluster, type Restartable } from './cluster/topology';
import { assertPinnedNode } from './runtime';

const isRestartable = (kind: string | undefined): kind is Restartable => RESTARTABLE.some((each) => each === kind);

/** `restart <kind>`: sent to the running cluster, its progress printed. */
async function sendRestart(kind: string | undefined): Promise<void> {
  if (!isRestartable(kind)) throw new Error(`usage: npm run cluster -- restart <${RESTARTABLE.join('|')}>`);
  await sendControl(layoutFromEnv(process.env).dir, `restart ${kind}`, (line) => console.log(line));
  console.log(`${kind}: every instance restarted`);
}

async function main(): Promise<void> {
  assertPinnedNode('npm run cluster');
  const [command, argument] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (command === 'restart') return sendRestart(argument);
  if (command === 'stop' && argument === 'postgres') {
    return sendControl(layoutFromEnv(process.env).dir, 'stop postgres', (line) => console.log(line));
  }
  if (command !== undefined)
    throw new Error(`unknown command "${command}" (npm run cluster [-- --no-build | -- restart <api|host> | -- stop postgres])`);
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
  const control = await serveControl(controlSocket(layout.dir), async (line, say) => {
    const [verb, kind] = line.split(' ');
    if (stopping) throw new Error('the cluster is stopping');
    if (verb === 'stop' && kind === 'postgres') {
      console.log('cluster: stopping PostgreSQL (npm run restore starts it again)');
      return cluster.stopDatabase(say);
    }
    if (verb === 'restore') {
      const to = line.slice('restore '.length).trim();
      console.log(`cluster: restoring the database to ${to}`);
      return cluster.restoreDatabase(to, (step) => {
        console.log(`cluster: ${step}`);
        say(step);
      });
    }
    if (verb !== 'restart' || !isRestartable(kind)) throw new Error(`unknown command "${line}"`);
    console.log(`cluster: restarting the ${kind} instances one at a time`);
    await cluster.restart(kind, (step) => {
      console.log(`cluster: ${step}`);
      say(step);
    });
  });
  process.on('exit', () => control.close());
  const secrets = cluster.secrets();
  const adminLines = await cluster.mintAdminCode().catch((error: unknown) => [`(no admin code: ${String(error)})`]);

  const rows = cluster.processes.map((spec) => {
    const port = spec.env.API_PORT ?? spec.env.PORT ?? (spec.name === 'postgres' ? layout.vars.PG_PORT : layout.vars.REDIS_PORT);
    const address = listenAddressOf(spec.args) ?? `127.0.0.1:${port}`;
    const metrics = spec.env.METRICS_PORT ? ` (metrics: 127.0.0.1:${spec.env.METRICS_PORT})` : '';
    return `  ${spec.name.padEnd(17)} ${spec.name === 'nginx' ? `:${layout.sitePort}, :${layout.apiPort}` : address}${metrics}`;
  });
  console.log(
    [
      '',
      ...rows,
      '',
      `Logs: ${path.join(layout.dir, 'logs')} (nginx: ${path.join(layout.vars.NGINX_DIR ?? '', 'logs')})`,
      `Beacon is running at ${cluster.sharedEnv.SITE_URL} (API: ${cluster.sharedEnv.API_URL}, docs: /docs) — Ctrl+C stops it all.`,
      ...(cluster.sharedEnv.PROMETHEUS_URL
        ? [`Prometheus (the operator's, loopback only): ${cluster.sharedEnv.PROMETHEUS_URL}/alerts`]
        : []),
      `Publish a remote's release: API_URL=${cluster.sharedEnv.API_URL} REMOTES_URL=${cluster.sharedEnv.REMOTES_URL} RELEASES_DIR=${cluster.sharedEnv.RELEASES_DIR} BEACON_ADMIN_CODE=<code> npm run release -w mfe-events -- publish`,
      ...(secrets ? describeSecrets(secrets) : []),
      ...adminLines.filter((line) => /admin code/i.test(line)),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
