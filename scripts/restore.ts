/**
 * `npm run restore -- --to "<time>"` (or `--to latest`, the default): point-in-time recovery of the
 * cluster's PostgreSQL from pgBackRest's repository into a fresh data folder (the one it replaces is kept
 * beside it). With the cluster running it is asked through its control socket: it stops PostgreSQL,
 * restores, starts it and waits until the API instances are ready on it. With the cluster stopped the
 * folder is restored here, and `npm run cluster` starts on it. With `npm start`'s embedded database
 * (the API stopped): brings back the newest copy `npm run backup` wrote, or `-- --from <file>`.
 */
import path from 'node:path';
import { backupTarget, dataDir, restoreInto, setAside, targetOptions } from './cluster/backups';
import { sendControl } from './cluster/control';
import { layoutFromEnv } from './cluster/layout';
import { acceptsConnections } from './cluster/probes';
import { createCluster } from './cluster/topology';
import { runEmbedded } from './embedded-backup';
import { assertPinnedNode } from './runtime';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(): Promise<void> {
  assertPinnedNode('npm run restore');
  const args = process.argv.slice(2);
  const layout = layoutFromEnv(process.env);
  if (backupTarget(args, layout) === 'embedded') {
    const from = option(args, '--from');
    process.exitCode = await runEmbedded('restore', from ? ['--from', path.resolve(from)] : []);
    return;
  }
  const to = option(args, '--to') ?? 'latest';
  targetOptions(to);
  const began = Date.now();
  try {
    await sendControl(layout.dir, `restore ${to}`, (line) => console.log(line));
    console.log(`restore: the cluster serves the database as of ${to} (${((Date.now() - began) / 1000).toFixed(1)} s in all)`);
    return;
  } catch (error) {
    if (!/no cluster is running/.test(String(error))) throw error;
  }
  if (await acceptsConnections(Number(layout.vars.PG_PORT)))
    throw new Error(`a PostgreSQL answers on port ${layout.vars.PG_PORT}: stop it first`);
  const { backups } = createCluster({ only: (name) => name === 'postgres' });
  if (!backups) throw new Error('the cluster has no PostgreSQL');
  const aside = setAside(dataDir(layout));
  if (aside) console.log(`restore: the previous data folder is kept in ${aside}`);
  await restoreInto(backups, dataDir(layout), targetOptions(to));
  console.log(
    `restore: ${dataDir(layout)} restored to ${to}; npm run cluster starts on it (PostgreSQL replays the WAL to that point first)`,
  );
}

main().catch((error: unknown) => {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
