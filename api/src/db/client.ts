import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { tracedQuery } from '../observability/tracing-db';

/** The query builder the routes use; the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** Raw SQL for the migration runner: multi-statement text and parameterised queries. */
export interface RawSql {
  exec(text: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** PostgreSQL's connection pool (its state and query times are metrics); none with PGlite. */
  pool?: pg.Pool;
  /** Runs `work` inside one transaction on one connection. */
  transactionRaw<T>(work: (raw: RawSql) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its whole data folder as a gzipped tar, taken between two statements (a consistent copy). */
  dump?: () => Promise<Blob>;
}

export class DatabaseLockedError extends Error {}

const lockFileOf = (dataDir: string): string => path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);

/** The live process other than this one that holds a PGlite folder, or null. */
export function lockHolder(dataDir: string): number | null {
  try {
    const holder = Number(fs.readFileSync(lockFileOf(dataDir), 'utf8'));
    return Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder) ? holder : null;
  } catch {
    // No lock file (or an unreadable one): the directory is free.
    return null;
  }
}

/** PGlite is single-process: a second process on the same directory would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = lockFileOf(dataDir);
  const holder = lockHolder(dataDir);
  if (holder !== null) {
    throw new DatabaseLockedError(
      `The database in ${dataDir} is in use by process ${holder} (is the API running?). Stop it first, or use another DATA_DIR.`,
    );
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(dataDir: string | null, initialData: Blob | undefined): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(initialData ? { loadDataDir: initialData } : {}) });
  } catch (error) {
    unlock();
    throw error;
  }
  client.query = tracedQuery(client.query.bind(client));
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    transactionRaw: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (text) => {
            await tx.exec(text);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
        }),
      ),
    ping: async () => {
      await client.query('SELECT 1');
    },
    dump: async () => {
      // Written to the data files first, so the copy needs little WAL replay when it is loaded.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A dedicated schema isolates a test file (or a deployment) inside a shared database.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (connection) => {
    connection.query = tracedQuery(connection.query.bind(connection));
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    transactionRaw: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work({
          exec: async (text) => {
            await connection.query(text);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            (await connection.query(text, params as unknown[] | undefined)).rows as Row[],
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dataDir, config.initialData) : openPostgres(config.url, config.schema);
}
