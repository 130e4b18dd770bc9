/**
 * The cluster's backups with pgBackRest (Debian's `pgbackrest`): PostgreSQL archives every WAL segment
 * into the repository (deploy/Procfile's archive_command), the runner makes a full backup when the
 * repository has none and then on a schedule (a full one weekly, a differential one daily, two full
 * ones kept with their WAL), and `npm run backup` / `npm run restore` use the same configuration.
 * The repository is BACKUP_DIR (`<CLUSTER_DIR>/backups` by default), encrypted (aes-256-cbc) when
 * BACKUP_PASSPHRASE (or BACKUP_PASSPHRASE_FILE) is set on the cluster's first start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { Layout } from './layout';
import type { RunAs } from './supervisor';

const run = promisify(execFile);

export const STANZA = 'beacon';
const HOUR_MS = 3_600_000;
/** The schedule: a full backup weekly, a differential one daily; checked every 10 minutes. */
export const BACKUP_SCHEDULE = { fullEveryHours: 168, differentialEveryHours: 24, retentionFull: 2, checkEveryMs: 600_000 } as const;

export interface BackupSetup {
  layout: Layout;
  /** PostgreSQL's programs (initdb, pg_ctl, psql, …). */
  pgBin: string;
  /** The user PostgreSQL runs as (as root: Debian's postgres), or null for this process's own. */
  owner: RunAs | null;
  /** The database's owner and name (DATABASE_URL's). */
  user: string;
  database: string;
}

export const backupWorkDir = (layout: Layout): string => path.join(layout.dir, 'pgbackrest');
export const backupConfigFile = (layout: Layout): string => path.join(backupWorkDir(layout), 'pgbackrest.conf');
export const repositoryDir = (layout: Layout): string => layout.vars.BACKUP_DIR ?? path.join(layout.dir, 'backups');
export const dataDir = (layout: Layout): string => path.join(layout.dir, 'postgres');

const as = (owner: RunAs | null) => (owner ? { uid: owner.uid, gid: owner.gid } : {});

function chown(target: string, owner: RunAs | null): void {
  if (owner) fs.chownSync(target, owner.uid, owner.gid);
}

/** The passphrase of the repository's encryption, or null (not encrypted). */
function passphrase(env: Readonly<Record<string, string | undefined>>): string | null {
  const file = env.BACKUP_PASSPHRASE_FILE?.trim();
  const value = file ? fs.readFileSync(file, 'utf8').trim() : env.BACKUP_PASSPHRASE?.trim();
  return value || null;
}

export function renderBackupConfig(layout: Layout, user: string, cipherPass: string | null): string {
  const work = backupWorkDir(layout);
  return [
    '# Written by npm run cluster (scripts/cluster/backups.ts) at each start; holds the repository passphrase when set.',
    '[global]',
    `repo1-path=${repositoryDir(layout)}`,
    `repo1-retention-full=${BACKUP_SCHEDULE.retentionFull}`,
    ...(cipherPass ? ['repo1-cipher-type=aes-256-cbc', `repo1-cipher-pass=${cipherPass}`] : []),
    `log-path=${path.join(work, 'log')}`,
    `lock-path=${path.join(work, 'lock')}`,
    `spool-path=${path.join(work, 'spool')}`,
    'log-level-console=warn',
    'log-level-file=info',
    // A backup starts with an immediate checkpoint instead of waiting for the next scheduled one.
    'start-fast=y',
    'compress-type=lz4',
    '',
    `[${STANZA}]`,
    `pg1-path=${dataDir(layout)}`,
    `pg1-port=${layout.vars.PG_PORT}`,
    `pg1-socket-path=${dataDir(layout)}`,
    `pg1-user=${user}`,
    '',
  ].join('\n');
}

/** Writes the configuration and the repository's folders, owned by PostgreSQL's user (its archive_command reads them). */
export function prepareBackups(setup: BackupSetup, env: Readonly<Record<string, string | undefined>>): void {
  const { layout, owner } = setup;
  const work = backupWorkDir(layout);
  for (const folder of [work, ...['log', 'lock', 'spool'].map((sub) => path.join(work, sub)), repositoryDir(layout)]) {
    fs.mkdirSync(folder, { recursive: true, mode: 0o750 });
    chown(folder, owner);
  }
  const file = backupConfigFile(layout);
  fs.writeFileSync(file, renderBackupConfig(layout, setup.user, passphrase(env)), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  chown(file, owner);
}

/** `pgbackrest <args>` with the cluster's configuration, as PostgreSQL's user; its standard output. */
export async function pgbackrest(setup: BackupSetup, args: string[]): Promise<string> {
  const file = backupConfigFile(setup.layout);
  if (!fs.existsSync(file)) throw new Error(`no backup configuration in ${file}: start the cluster first (npm run cluster)`);
  try {
    const { stdout } = await run('pgbackrest', [`--config=${file}`, `--stanza=${STANZA}`, ...args], {
      ...as(setup.owner),
      cwd: backupWorkDir(setup.layout),
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failure = error as { code?: string; stderr?: string; stdout?: string; message: string };
    if (failure.code === 'ENOENT') throw new Error('pgbackrest is not installed: apt-get install pgbackrest', { cause: error });
    throw new Error(`pgbackrest ${args[0]} failed: ${(failure.stderr || failure.stdout || failure.message).trim()}`, { cause: error });
  }
}

interface BackupInfo {
  label: string;
  type: 'full' | 'diff' | 'incr';
  timestamp: { start: number; stop: number };
}

/** The repository's backups, oldest first. */
export async function listBackups(setup: BackupSetup): Promise<BackupInfo[]> {
  const info = JSON.parse(await pgbackrest(setup, ['info', '--output=json'])) as { backup?: BackupInfo[] }[];
  return info[0]?.backup ?? [];
}

/** psql as the database's owner on `port` (the cluster's, or a restored copy's): its rows, fields split on "|". */
export async function psql(
  setup: BackupSetup,
  sql: string,
  port = setup.layout.vars.PG_PORT ?? '',
  database = setup.database,
): Promise<string[][]> {
  const child = spawn(
    path.join(setup.pgBin, 'psql'),
    ['-h', '127.0.0.1', '-p', port, '-U', setup.user, '-d', database, '-X', '-q', '-A', '-t', '-F', '|', '-v', 'ON_ERROR_STOP=1'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // psql may exit before reading its input (no server): its error is the one to report.
  child.stdin.on('error', () => undefined);
  child.stdin.end(sql);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`psql on port ${port}: ${stderr.trim() || `exit ${code}`}`);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));
}

/** A backup_runs row (once the API has created the table: the first backup runs before it migrates). */
export async function recordRun(
  setup: BackupSetup,
  kind: 'full' | 'differential' | 'verify',
  ok: boolean,
  details: object,
): Promise<boolean> {
  const [[exists] = []] = await psql(setup, "SELECT to_regclass('public.backup_runs') IS NOT NULL;");
  if (exists !== 't') return false;
  const json = JSON.stringify(details).replace(/\$/g, '\\u0024');
  await psql(setup, `INSERT INTO backup_runs (kind, ok, details) VALUES ('${kind}', ${ok}, $json$${json}$json$::jsonb);`);
  return true;
}

export interface BackupResult {
  label: string;
  seconds: number;
  recorded: boolean;
}

/** A full or differential backup now, recorded in backup_runs. */
export async function backupNow(setup: BackupSetup, type: 'full' | 'diff'): Promise<BackupResult> {
  const began = Date.now();
  const kind = type === 'full' ? 'full' : 'differential';
  try {
    await pgbackrest(setup, ['backup', `--type=${type}`]);
  } catch (error) {
    await recordRun(setup, kind, false, { error: error instanceof Error ? error.message : String(error) }).catch(() => false);
    throw error;
  }
  const seconds = (Date.now() - began) / 1000;
  const label = (await listBackups(setup)).at(-1)?.label ?? '';
  const recorded = await recordRun(setup, kind, true, { label, seconds });
  return { label, seconds, recorded };
}

/** Creates the stanza (once) and makes a first full backup when the repository holds none. */
export async function initialiseBackups(setup: BackupSetup, say: (line: string) => void): Promise<void> {
  await pgbackrest(setup, ['stanza-create']);
  if ((await listBackups(setup)).length > 0) return;
  const { seconds } = await backupNow(setup, 'full');
  say(`backups: first full backup in ${repositoryDir(setup.layout)} (${seconds.toFixed(1)} s); WAL archived continuously`);
}

/** The schedule, while the cluster runs: a full backup when the last is a week old, else a differential one daily. */
export function scheduleBackups(setup: BackupSetup, say: (line: string) => void, paused: () => boolean): () => void {
  let busy = false;
  const tick = async () => {
    if (busy || paused()) return;
    busy = true;
    try {
      const backups = await listBackups(setup);
      const newest = (type?: string) =>
        Math.max(0, ...backups.filter((b) => type === undefined || b.type === type).map((b) => b.timestamp.stop * 1000));
      const now = Date.now();
      if (now - newest('full') >= BACKUP_SCHEDULE.fullEveryHours * HOUR_MS) {
        say(`backups: scheduled full backup ${(await backupNow(setup, 'full')).label}`);
      } else if (now - newest() >= BACKUP_SCHEDULE.differentialEveryHours * HOUR_MS) {
        say(`backups: scheduled differential backup ${(await backupNow(setup, 'diff')).label}`);
      }
    } catch (error) {
      say(`backups: the scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), BACKUP_SCHEDULE.checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** What a restore is asked for: "latest" or a time PostgreSQL and pgBackRest both read (`YYYY-MM-DD HH:MM:SS.mmm+00`). */
export function recoveryTarget(to: string): { type: 'latest' } | { type: 'time'; time: string } {
  if (to.trim().toLowerCase() === 'latest') return { type: 'latest' };
  const at = new Date(to);
  if (Number.isNaN(at.getTime())) throw new Error(`--to "${to}" is neither "latest" nor a time (e.g. "2026-11-28 03:14:00+00")`);
  return { type: 'time', time: at.toISOString().replace('T', ' ').replace('Z', '+00') };
}

/**
 * pgBackRest's options for a restore up to `to`, promoted at the target. "latest" replays the archived WAL
 * of the restored backup's timeline to its end, so it also undoes an earlier restore to a time.
 */
export function targetOptions(to: string): string[] {
  const target = recoveryTarget(to);
  return target.type === 'time'
    ? ['--type=time', `--target=${target.time}`, '--target-action=promote']
    : ['--type=default', '--target-timeline=current'];
}

/** Restores a backup into `into` (absent or empty) with pgBackRest's `options` (targetOptions, …). */
export async function restoreInto(setup: BackupSetup, into: string, options: string[]): Promise<void> {
  fs.mkdirSync(into, { recursive: true, mode: 0o700 });
  fs.chmodSync(into, 0o700);
  chown(into, setup.owner);
  await pgbackrest(setup, ['restore', `--pg1-path=${into}`, ...options]);
}

/** Resolves once the PostgreSQL on `port` has finished recovery and accepts writes. */
export async function untilPromoted(setup: BackupSetup, port: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      // The maintenance database: the cluster's own is created only after the first start.
      const [[inRecovery] = []] = await psql(setup, 'SELECT pg_is_in_recovery();', port, 'postgres');
      if (inRecovery === 'f') return;
      last = 'still recovering';
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`PostgreSQL on port ${port} did not finish recovery within ${timeoutMs / 1000} s (${last})`);
}

export interface TableFigures {
  rows: number;
  checksum: string;
}

/**
 * Every table's row count and a checksum of its rows (md5 of the sorted rows' md5s). With `restorePoint`,
 * first holds off writes (SHARE locks: writers wait, readers go on) and marks the point in the WAL, so
 * the figures are exactly the database at that point.
 */
export async function tableFigures(setup: BackupSetup, port: string, restorePoint?: string): Promise<Record<string, TableFigures>> {
  const tables = (await psql(setup, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1;", port)).map(
    ([name]) => name ?? '',
  );
  const quoted = tables.map((name) => `public."${name.replace(/"/g, '""')}"`);
  const figures = quoted
    .map(
      (table, i) => `SELECT 'table', ${i}, count(*), coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') FROM ${table} t`,
    )
    .join('\nUNION ALL\n');
  const sql = [
    'BEGIN;',
    ...(restorePoint
      ? [
          // This session gives up first on a lock cycle with a writer (the caller tries again).
          "SET LOCAL deadlock_timeout = '100ms';",
          `LOCK TABLE ${quoted.join(', ')} IN SHARE MODE;`,
          `SELECT 'point', pg_create_restore_point('${restorePoint.replace(/'/g, '')}');`,
        ]
      : []),
    `${figures};`,
    'COMMIT;',
  ].join('\n');
  const result: Record<string, TableFigures> = {};
  for (const [tag, index, rows, checksum] of await psql(setup, sql, port)) {
    if (tag !== 'table') continue;
    result[tables[Number(index)] ?? ''] = { rows: Number(rows), checksum: checksum ?? '' };
  }
  return result;
}

export interface Verification {
  ok: boolean;
  label: string;
  tables: number;
  rows: number;
  /** Tables whose count or checksum differ: `name: live → restored`. */
  differences: string[];
  seconds: number;
}

/**
 * `npm run backup -- --verify`: marks a restore point in the live database with its figures, restores the
 * latest backup and the WAL up to that point into a scratch folder, starts it on BACKUP_VERIFY_PORT, and
 * compares every table's row count and checksum; records a `verify` row; removes the scratch copy.
 */
export async function verifyLatest(setup: BackupSetup, say: (line: string) => void): Promise<Verification> {
  const began = Date.now();
  const { layout } = setup;
  const point = `verify-${new Date()
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14)}`;
  let live: Record<string, TableFigures> | null = null;
  for (let attempt = 1; live === null; attempt++) {
    try {
      live = await tableFigures(setup, layout.vars.PG_PORT ?? '', point);
    } catch (error) {
      if (attempt >= 3 || !/deadlock/i.test(String(error))) throw error;
    }
  }
  // Switches to a new WAL segment and waits until the one holding the restore point is in the repository.
  await pgbackrest(setup, ['check']);
  const label = (await listBackups(setup)).at(-1)?.label ?? '';
  // A hot standby refuses to replay WAL from a server with higher limits than its own: the live server's.
  const limits = await psql(
    setup,
    "SELECT name, setting FROM pg_settings WHERE name IN ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction');",
  );
  const scratch = path.join(layout.dir, 'verify-scratch');
  const port = layout.vars.BACKUP_VERIFY_PORT ?? '';
  const pgCtl = (args: string[]) => run(path.join(setup.pgBin, 'pg_ctl'), ['-D', scratch, ...args], { ...as(setup.owner), cwd: scratch });
  fs.rmSync(scratch, { recursive: true, force: true });
  let restored: Record<string, TableFigures>;
  try {
    say(`verify: restoring ${label} and the WAL up to ${point} into ${scratch}`);
    // The copy must never archive into the repository: it would add a timeline of its own there.
    await restoreInto(setup, scratch, [
      `--set=${label}`,
      '--type=name',
      `--target=${point}`,
      '--target-action=promote',
      '--archive-mode=off',
    ]);
    await pgCtl([
      'start',
      '-w',
      '-t',
      '120',
      '-l',
      path.join(scratch, 'verify.log'),
      '-o',
      [
        `-p ${port} -k ${scratch} -c listen_addresses=127.0.0.1 -c archive_mode=off`,
        ...limits.map(([name, value]) => `-c ${name}=${value}`),
      ].join(' '),
    ]);
    await untilPromoted(setup, port, 120_000);
    restored = await tableFigures(setup, port);
  } catch (error) {
    const log = path.join(scratch, 'verify.log');
    const end = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-8).join('\n') : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${end ? `\nthe restored copy's log:\n${end}` : ''}`, {
      cause: error,
    });
  } finally {
    await pgCtl(['stop', '-m', 'immediate', '-w']).catch(() => undefined);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const names = [...new Set([...Object.keys(live), ...Object.keys(restored)])].sort();
  const describe = (figures?: TableFigures) => (figures ? `${figures.rows} rows ${figures.checksum.slice(0, 8)}` : 'absent');
  const differences = names
    .filter((name) => live[name]?.rows !== restored[name]?.rows || live[name]?.checksum !== restored[name]?.checksum)
    .map((name) => `${name}: ${describe(live[name])} → ${describe(restored[name])}`);
  const rows = Object.values(restored).reduce((sum, figures) => sum + figures.rows, 0);
  const seconds = (Date.now() - began) / 1000;
  const ok = differences.length === 0;
  const counts = Object.fromEntries(names.map((name) => [name, restored[name]?.rows ?? null]));
  await recordRun(setup, 'verify', ok, { label, restorePoint: point, tables: counts, differences, seconds });
  return { ok, label, tables: names.length, rows, differences, seconds };
}

/**
 * Which database `npm run backup` and `npm run restore` work on: `--cluster` or `--embedded` when given;
 * else the cluster's when its folder (CLUSTER_DIR, `.cluster/`) has its backup configuration (written at its
 * first start; it outlives a lost data folder); else `npm start`'s.
 */
export function backupTarget(args: readonly string[], layout: Layout): 'cluster' | 'embedded' {
  if (args.includes('--cluster')) return 'cluster';
  if (args.includes('--embedded')) return 'embedded';
  return fs.existsSync(backupConfigFile(layout)) ? 'cluster' : 'embedded';
}

/** Moves a non-empty data folder aside (`<folder>.replaced-<time>`); its new path, or null. */
export function setAside(folder: string): string | null {
  if (!fs.existsSync(folder) || fs.readdirSync(folder).length === 0) return null;
  const aside = `${folder}.replaced-${new Date()
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14)}`;
  fs.renameSync(folder, aside);
  return aside;
}
