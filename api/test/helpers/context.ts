import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp, type AppOptions, type BeaconApp } from '../../src/app';
import { loadConfig, type Config, type DatabaseConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';

export const ADMIN_CODE = 'test-admin-code';
export const PUBLIC_URL = 'http://api.test';

/**
 * The database a test file runs against: in-memory PGlite by default, or — when DATABASE_URL is set (CI) —
 * a fresh schema in that PostgreSQL database, dropped afterwards. Never a mock.
 */
export async function testDatabaseConfig(dataDir: string | null = null): Promise<DatabaseConfig> {
  const url = process.env.DATABASE_URL;
  if (url) return { kind: 'postgres', url, schema: `t_${randomBytes(6).toString('hex')}` };
  return dataDir ? { kind: 'pglite', dataDir } : { kind: 'pglite', dataDir: null, initialData: await pgliteSnapshot() };
}

/**
 * initdb is most of PGlite's start-up time (seconds on a small machine). The first test file to need a
 * database dumps a freshly initialised, empty cluster once; every in-memory database starts from that dump.
 */
async function pgliteSnapshot(): Promise<Blob> {
  const packageJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const version = (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
  const file = path.join(os.tmpdir(), `beacon-api-pglite-${version}-initdb.tar`);
  if (!fs.existsSync(file)) {
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temp, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export async function dropTestSchema(config: DatabaseConfig): Promise<void> {
  if (config.kind !== 'postgres' || !config.schema) return;
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${config.schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export const makeTempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-api-test-'));

/**
 * The configuration tests start from: local auth with a known admin code, generous rate limits, quiet, and
 * the checkbox captcha stand-in, whose token a test asks for in one request (altcha.test.ts covers ALTCHA).
 */
export function testConfig(dataDir: string, database: DatabaseConfig, overrides: Partial<Config> = {}): Partial<Config> {
  const base = loadConfig({});
  return {
    ...base,
    dataDir,
    database,
    publicUrl: PUBLIC_URL,
    logLevel: 'silent',
    rateLimitMax: 100_000,
    // No load shedding: a busy test machine's event loop is not what a test is about (health.test.ts tests it).
    overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, sampleIntervalMs: 1000 },
    captchaMode: 'local',
    auth: { mode: 'local', devAdminCode: ADMIN_CODE, tokenTtlSeconds: 4 * 60 * 60, adminTokenTtlSeconds: 60 * 60 },
    ...overrides,
  };
}

export interface TestContext {
  app: BeaconApp;
  database: Database;
  dataDir: string;
  /** Another app on the same database (e.g. in Clerk mode). Closed with the context. */
  extraApp(overrides: Partial<Config>, options?: Omit<AppOptions, 'config' | 'database'>): Promise<BeaconApp>;
  adminToken(): Promise<string>;
  visitorToken(): Promise<string>;
  close(): Promise<void>;
}

/** One database per test file, shared by the apps the file builds. */
export async function createTestContext(
  overrides: Partial<Config> = {},
  options: Omit<AppOptions, 'config' | 'database'> = {},
): Promise<TestContext> {
  const dataDir = makeTempDir();
  const databaseConfig = await testDatabaseConfig();
  const database = await openDatabase(databaseConfig);
  const apps: BeaconApp[] = [];
  const make = async (extra: Partial<Config>, opts: Omit<AppOptions, 'config' | 'database'>) => {
    const app = await buildApp({ env: {}, logger: false, ...opts, database, config: testConfig(dataDir, databaseConfig, extra) });
    apps.push(app);
    return app;
  };
  const app = await make(overrides, options);
  const token = async (role: 'admin' | 'visitor') => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/dev/session',
      payload: role === 'admin' ? { role, name: 'Test Admin', code: ADMIN_CODE } : { role, name: 'Test Visitor' },
    });
    if (response.statusCode !== 200) throw new Error(`dev session failed: ${response.body}`);
    return (response.json() as { token: string }).token;
  };
  return {
    app,
    database,
    dataDir,
    extraApp: (extra, opts = {}) => make(extra, opts),
    adminToken: () => token('admin'),
    visitorToken: () => token('visitor'),
    close: async () => {
      for (const each of apps) await each.close();
      await database.close();
      await dropTestSchema(databaseConfig);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The clock of the app under test, which a test moves (`time.offsetMs = …`): back at the real time after each test. */
export function shiftableClock(): { clock: () => Date; offsetMs: number } {
  const time = { offsetMs: 0, clock: () => new Date(Date.now() + time.offsetMs) };
  afterEach(() => {
    time.offsetMs = 0;
  });
  return time;
}
