/**
 * Backups of `npm start`'s embedded database (PGlite): a gzipped tar of its data folder (PGlite's
 * dumpDataDir, taken between two statements, so PostgreSQL opens it like a clean stop) in the backup
 * folder (BACKUP_DIR, `<DATA_DIR>/backups` by default). The running API holds the folder, so
 * `npm run backup` asks it: it names the file to write in `<folder>.backup-request` and sends SIGUSR2,
 * which only the API's own user (or root) may do. With no API running it opens the folder itself.
 * A restore needs the API stopped; the folder it replaces is kept beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

export interface EmbeddedBackupPaths {
  /** PGlite's data folder (`<DATA_DIR>/pglite`). */
  dataDir: string;
  /** Where the backups go. */
  backupDir: string;
}

const SUFFIX = '.tar.gz';
const requestFile = (paths: EmbeddedBackupPaths): string => `${paths.dataDir}.backup-request`;
const stamp = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace('.', '');

/** `beacon-20261128T031400123Z.tar.gz`: names sort by time. */
export const backupFileName = (at = new Date()): string => `beacon-${stamp(at)}${SUFFIX}`;

/** The newest backup in the folder, or null. */
export function latestBackup(backupDir: string): string | null {
  const names = fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((name) => /^beacon-\w+\.tar\.gz$/.test(name)) : [];
  const newest = names.sort().at(-1);
  return newest ? path.join(backupDir, newest) : null;
}

/** Dumps the open database into `file` (whole or not at all) and records a `full` row in backup_runs. */
export async function backupOpenDatabase(database: Database, file: string): Promise<{ file: string; bytes: number }> {
  if (!database.dump) throw new Error('only the embedded database is backed up this way');
  const began = Date.now();
  const data = Buffer.from(await (await database.dump()).arrayBuffer());
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(`${file}.partial`, data, { mode: 0o600 });
  fs.renameSync(`${file}.partial`, file);
  const details = { file: path.basename(file), bytes: data.length, seconds: (Date.now() - began) / 1000 };
  await database.transactionRaw((raw) =>
    raw.query("INSERT INTO backup_runs (kind, ok, details) VALUES ('full', true, $1::jsonb)", [JSON.stringify(details)]),
  );
  return { file, bytes: data.length };
}

/** In the API process: on SIGUSR2, writes the backup the request file names. Returns the remover. */
export function serveBackupRequests(database: Database, paths: EmbeddedBackupPaths, onError: (error: unknown) => void): () => void {
  const handle = () => {
    let file: string;
    try {
      file = path.resolve(fs.readFileSync(requestFile(paths), 'utf8').trim());
      fs.rmSync(requestFile(paths), { force: true });
    } catch (error) {
      onError(error);
      return;
    }
    backupOpenDatabase(database, file).catch((error: unknown) => {
      fs.writeFileSync(`${file}.error`, error instanceof Error ? error.message : String(error));
      onError(error);
    });
  };
  process.on('SIGUSR2', handle);
  return () => process.off('SIGUSR2', handle);
}

/** Asks the API process `pid` that holds the folder for a backup into `file`; resolves once it is written. */
export async function requestBackup(paths: EmbeddedBackupPaths, pid: number, file: string, timeoutMs = 120_000): Promise<string> {
  fs.mkdirSync(path.dirname(requestFile(paths)), { recursive: true });
  fs.writeFileSync(requestFile(paths), file, { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) return file;
    if (fs.existsSync(`${file}.error`)) {
      const why = fs.readFileSync(`${file}.error`, 'utf8');
      fs.rmSync(`${file}.error`, { force: true });
      throw new Error(`the API could not write the backup: ${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API (process ${pid}) wrote no backup within ${timeoutMs / 1000} s`);
}

/**
 * Replaces the data folder with the backup's content; the folder replaced is kept as
 * `<folder>.before-restore-<time>`. The API must not be running.
 */
export async function restoreEmbedded(paths: EmbeddedBackupPaths, file: string): Promise<{ keptAs: string | null }> {
  const data = new Blob([fs.readFileSync(file)]);
  let keptAs: string | null = null;
  if (fs.existsSync(paths.dataDir)) {
    keptAs = `${paths.dataDir}.before-restore-${stamp(new Date())}`;
    fs.renameSync(paths.dataDir, keptAs);
  }
  try {
    const client = await PGlite.create({ dataDir: paths.dataDir, loadDataDir: data });
    await client.close();
  } catch (error) {
    fs.rmSync(paths.dataDir, { recursive: true, force: true });
    if (keptAs) fs.renameSync(keptAs, paths.dataDir);
    throw error;
  }
  return { keptAs };
}

/** The paths for the API's configuration: its PGlite folder, and BACKUP_DIR or `<DATA_DIR>/backups`. */
export function embeddedBackupPaths(
  pgliteDir: string,
  dataDirRoot: string,
  env: Readonly<Record<string, string | undefined>>,
): EmbeddedBackupPaths {
  const backupDir = env.BACKUP_DIR?.trim();
  return { dataDir: pgliteDir, backupDir: backupDir ? path.resolve(backupDir) : path.join(dataDirRoot, 'backups') };
}
