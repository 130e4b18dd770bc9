import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApp, type BeaconApp } from '../src/app';
import { API_ROOT, type DatabaseConfig } from '../src/config';
import { DatabaseLockedError, openDatabase } from '../src/db/client';
import { bearer, dropTestSchema, makeTempDir, testConfig, testDatabaseConfig } from './helpers/context';

const BOOKING = {
  requesterName: 'Persist',
  requesterEmail: 'p@example.com',
  eventName: 'Keep me',
  eventDate: '2030-01-02',
  eventLocation: 'Disk',
};

/**
 * These tests start the API for real (two builds on one PGlite folder; the entry point in a child process,
 * compiled by tsx as it loads): about a minute in CI, and several times that when the machine is in a slow
 * phase. Their time-outs only guard against a hang.
 */
const STARTS_MS = 240_000;

describe('restart on the same data', () => {
  const dataDir = makeTempDir();
  // PGlite on disk in the data directory, or one PostgreSQL schema kept across both runs.
  let database: DatabaseConfig;
  beforeAll(async () => {
    database = await testDatabaseConfig(process.env.DATABASE_URL ? null : path.join(dataDir, 'pglite'));
  });
  const build = () => buildApp({ env: {}, logger: false, config: testConfig(dataDir, database) });
  let app: BeaconApp | null = null;

  afterAll(async () => {
    await app?.close();
    await dropTestSchema(database);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test(
    'bookings, events, subscribers and open sessions survive; sign-out still ends one; samples are not re-seeded',
    async () => {
      app = await build();
      const session = (
        await app.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'admin', name: 'Keeper', code: 'test-admin-code' } })
      ).json() as { token: string };
      const booking = (await app.inject({ method: 'POST', url: '/booking', payload: BOOKING })).json() as { _id: string };
      const events = (await app.inject({ method: 'GET', url: '/events' })).json() as { _id: string }[];
      // Delete one sample: a restart must not bring it back.
      await app.inject({ method: 'DELETE', url: `/events/${events[0]?._id}`, headers: bearer(session.token) });
      await app.inject({ method: 'POST', url: '/subscribers', payload: { email: 'keep@example.com' } });
      await app.close();
      app = null;

      app = await build();
      // Sessions and the token secret live in the database: a token outlives a restart until it expires or signs out.
      expect((await app.inject({ method: 'GET', url: '/booking', headers: bearer(session.token) })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/auth/sign-out', headers: bearer(session.token) })).statusCode).toBe(204);
      expect((await app.inject({ method: 'GET', url: '/booking', headers: bearer(session.token) })).statusCode).toBe(401);
      const again = (
        await app.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'admin', name: 'Keeper', code: 'test-admin-code' } })
      ).json() as { token: string };
      const bookings = (await app.inject({ method: 'GET', url: '/booking', headers: bearer(again.token) })).json() as {
        _id: string;
        eventName: string;
      }[];
      expect(bookings).toEqual([expect.objectContaining({ _id: booking._id, eventName: 'Keep me' })]);
      expect(((await app.inject({ method: 'GET', url: '/events' })).json() as unknown[]).length).toBe(events.length - 1);
      expect((await app.inject({ method: 'GET', url: '/subscribers/keep@example.com' })).statusCode).toBe(200);
    },
    STARTS_MS,
  );
});

describe('PGlite data directory lock', () => {
  test('a second process cannot open a directory in use', async () => {
    const parent = makeTempDir();
    const dir = path.join(parent, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    // Our parent process is alive: pretend it holds the directory.
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DatabaseLockedError);
    // A stale lock (dead process) is taken over.
    fs.writeFileSync(`${dir}.lock`, '999999999');
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    fs.rmSync(parent, { recursive: true, force: true });
  });
});

/** The banner's (and the admin-code command's) line with a single-use code. */
const ADMIN_CODE_LINE = /Admin code for development sign-in[^:]*: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

describe('the entry point (tsx src/server.ts)', () => {
  test(
    'prints a single-use admin code, mints another on demand, serves, and stops cleanly on SIGTERM with the data kept',
    async () => {
      const dataDir = makeTempDir();
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        API_PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      };
      // tsx as a loader in this one process, here and for the admin-code script below (not tsx's CLI, which runs
      // the script in a child of its own that a SIGKILL of the CLI would leave running): every signal reaches it.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        const deadline = Date.now() + STARTS_MS - 60_000;
        while (!ADMIN_CODE_LINE.test(output)) {
          if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const code = ADMIN_CODE_LINE.exec(output)?.[1] ?? '';
        const base = `http://127.0.0.1:${port}`;
        const signIn = (adminCode: string) =>
          fetch(`${base}/auth/dev/session`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ role: 'admin', name: 'CLI', code: adminCode }),
          });
        expect((await signIn(code)).status).toBe(200);
        expect((await signIn(code)).status).toBe(403);
        // npm run admin-code -w api, against the running server's DATA_DIR.
        const minted = await new Promise<string>((resolve, reject) => {
          const script = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-code.ts'], {
            cwd: API_ROOT,
            env,
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          let printed = '';
          script.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
          script.on('exit', (status) => (status === 0 ? resolve(printed) : reject(new Error(`admin-code exited ${String(status)}`))));
        });
        const next = ADMIN_CODE_LINE.exec(minted)?.[1] ?? '';
        expect(next).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
        expect((await signIn(next)).status).toBe(200);
        expect((await signIn(next)).status).toBe(403);
        expect(
          (
            await fetch(`${base}/booking`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(BOOKING),
            })
          ).status,
        ).toBe(201);
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
        expect(output).not.toMatch(/error/i);

        const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
        try {
          const rows = await reopened.transactionRaw((raw) => raw.query<{ event_name: string }>('SELECT event_name FROM bookings'));
          expect(rows).toEqual([{ event_name: 'Keep me' }]);
        } finally {
          await reopened.close();
        }
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    STARTS_MS,
  );
});
