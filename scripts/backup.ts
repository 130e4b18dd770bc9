/**
 * `npm run backup`: a full backup now; `npm run backup -- --verify`: restores the latest backup to a scratch
 * copy and compares every table's row count and checksum with the live database (recorded in backup_runs).
 * With the cluster (`npm run cluster`: its folder, CLUSTER_DIR or `.cluster/`, has pgBackRest's configuration): pgBackRest into
 * its repository (scripts/cluster/backups.ts). With `npm start`'s embedded database: a copy of the PGlite
 * data (api/scripts/embedded-backup.ts; no --verify). `--cluster` / `--embedded` choose explicitly.
 */
import { backupTarget, backupNow, repositoryDir, verifyLatest } from './cluster/backups';
import { layoutFromEnv } from './cluster/layout';
import { createCluster } from './cluster/topology';
import { runEmbedded } from './embedded-backup';
import { assertPinnedNode } from './runtime';

async function main(): Promise<void> {
  assertPinnedNode('npm run backup');
  const args = process.argv.slice(2);
  const verify = args.includes('--verify');
  if (backupTarget(args, layoutFromEnv(process.env)) === 'embedded') {
    if (verify) throw new Error('--verify is for the cluster (pgBackRest); npm run restore restores an embedded copy');
    process.exitCode = await runEmbedded('backup', []);
    return;
  }
  const { backups } = createCluster({ only: (name) => name === 'postgres' });
  if (!backups) throw new Error('the cluster has no PostgreSQL');
  if (verify) {
    const result = await verifyLatest(backups, (line) => console.log(line));
    console.log(
      result.ok
        ? `verify: ${result.label} restored and identical to the live database: ${result.tables} tables, ${result.rows} rows, every checksum equal (${result.seconds.toFixed(1)} s)`
        : `verify: ${result.label} DIFFERS from the live database:\n  ${result.differences.join('\n  ')}`,
    );
    if (!result.ok) process.exitCode = 1;
    return;
  }
  const { label, seconds, recorded } = await backupNow(backups, 'full');
  console.log(
    `backup: full backup ${label} in ${repositoryDir(backups.layout)} (${seconds.toFixed(1)} s)${recorded ? '' : ' (not recorded: the API has not migrated yet)'}`,
  );
}

main().catch((error: unknown) => {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
