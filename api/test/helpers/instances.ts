import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { buildApp, type BeaconApp } from '../../src/app';
import type { Config, DatabaseConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { dropTestSchema, makeTempDir, testConfig, testDatabaseConfig } from './context';

export interface SharedDatabase {
  database: Database;
  /** The data directories of the instances started so far. */
  dataDirs: readonly string[];
  /** An instance on the shared database with a data directory of its own, as another machine would be; `logs` receives its log lines. */
  instance(overrides?: Partial<Config>, logs?: Writable): Promise<BeaconApp>;
  /** Closes every instance, then the database, and removes what they left. */
  close(): Promise<void>;
}

/** API instances in one test process on ONE database: one PGlite passed to each, or with DATABASE_URL one PostgreSQL schema. */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const databaseConfig: DatabaseConfig = await testDatabaseConfig();
  const database = await openDatabase(databaseConfig);
  const dataDirs: string[] = [];
  const apps: BeaconApp[] = [];
  return {
    database,
    dataDirs,
    async instance(overrides = {}, logs) {
      const dataDir = makeTempDir();
      dataDirs.push(dataDir);
      const app = await buildApp({
        env: {},
        logger: logs ? { level: 'info', stream: logs } : false,
        database,
        config: testConfig(dataDir, databaseConfig, overrides),
      });
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps) await app.close();
      await database.close();
      await dropTestSchema(databaseConfig);
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
