// `npm run backup` / `npm run restore` for `npm start`'s embedded database (scripts/backup.ts and
// scripts/restore.ts run this): `backup` writes a copy of the PGlite data (asking the running API, or
// opening the folder when none runs); `restore [--from <file>]` brings the newest (or the named) copy back
// while the API is stopped. See src/db/embedded-backup.ts.
import { ConfigError, loadConfig } from '../src/config';
import { lockHolder, openDatabase } from '../src/db/client';
import {
  backupFileName,
  backupOpenDatabase,
  embeddedBackupPaths,
  latestBackup,
  requestBackup,
  restoreEmbedded,
} from '../src/db/embedded-backup';
import { migrate } from '../src/db/migrate';
import path from 'node:path';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  if (config.database.kind !== 'pglite' || config.database.dataDir === null) {
    throw new ConfigError('DATABASE_URL is set: back up that PostgreSQL with pgBackRest (npm run backup -- --cluster for the cluster)');
  }
  const paths = embeddedBackupPaths(config.database.dataDir, config.dataDir, process.env);
  const holder = lockHolder(paths.dataDir);
  if (command === 'backup') {
    const file = path.join(paths.backupDir, backupFileName());
    if (holder !== null) {
      await requestBackup(paths, holder, file);
      console.log(`Backed up the running API's database (process ${holder}) to ${file}`);
      return;
    }
    const database = await openDatabase(config.database);
    try {
      await migrate(database, config);
      const { bytes } = await backupOpenDatabase(database, file);
      console.log(`Backed up ${paths.dataDir} to ${file} (${(bytes / 1024).toFixed(0)} KB)`);
    } finally {
      await database.close();
    }
  } else if (command === 'restore') {
    if (holder !== null) throw new ConfigError(`the API (process ${holder}) holds ${paths.dataDir}: stop it first (Ctrl+C in npm start)`);
    const from = rest[0] === '--from' ? rest[1] : undefined;
    const file = from ? path.resolve(from) : latestBackup(paths.backupDir);
    if (!file) throw new ConfigError(`no backup in ${paths.backupDir} (npm run backup makes one)`);
    const { keptAs } = await restoreEmbedded(paths, file);
    console.log(
      [
        `Restored ${file} into ${paths.dataDir}${keptAs ? ` (the folder it replaced is kept in ${keptAs})` : ''}.`,
        'npm start serves it.',
      ].join('\n'),
    );
  } else {
    throw new ConfigError('usage: embedded-backup.ts backup | restore [--from <file>]');
  }
}

main().catch((error: unknown) => {
  console.error(`${process.argv[2] ?? 'backup'}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
