import fs from 'node:fs';
import { buildApp, startServer, type BeaconApp } from '../src/app';
import { startDraining } from '../src/http/draining';
import { createTestContext, dropTestSchema, makeTempDir, testConfig, testDatabaseConfig, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = (app: BeaconApp, url: string) => app.inject({ method: 'GET', url });

/** An app on its own database, for checks that break it. */
async function withOwnApp(work: (app: BeaconApp) => Promise<void>): Promise<void> {
  const dataDir = makeTempDir();
  const database = await testDatabaseConfig();
  const app = await buildApp({ env: {}, logger: false, config: testConfig(dataDir, database) });
  try {
    await work(app);
  } finally {
    await app.close();
    await dropTestSchema(database);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('GET /health/live and /health/ready', () => {
  test('a running, migrated instance is live and ready (no Redis configured here)', async () => {
    const live = await get(ctx.app, '/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    const ready = await get(ctx.app, '/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not configured', migrations: 'ok', draining: false, overloaded: false },
    });
  });

  test('a draining instance is not ready but still live, and closes each connection after its answer', async () => {
    const { app, url } = await startServer({
      env: {},
      logger: false,
      database: ctx.database,
      config: testConfig(ctx.dataDir, { kind: 'pglite', dataDir: null }, { port: 0, host: '127.0.0.1' }),
    });
    try {
      const before = await fetch(`${url}/events`);
      expect(before.headers.get('connection')).toBe('keep-alive');
      startDraining(app);
      const ready = await fetch(`${url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('connection')).toBe('close');
      expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { draining: true, database: 'ok' } });
      const events = await fetch(`${url}/events`);
      expect(events.status).toBe(200);
      expect(events.headers.get('connection')).toBe('close');
      expect((await fetch(`${url}/health/live`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('not ready while a migration of this build is not recorded, nor when the database does not answer', async () => {
    await withOwnApp(async (app) => {
      await app.beacon.database.transactionRaw((raw) =>
        raw.exec('DELETE FROM schema_migrations WHERE id = (SELECT max(id) FROM schema_migrations)'),
      );
      const pending = await get(app, '/health/ready');
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });

      await app.beacon.database.close();
      const down = await get(app, '/health/ready');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: 'unreachable', migrations: 'unknown' } });
      expect((await get(app, '/health/live')).statusCode).toBe(200);
    });
  });
});

describe('overload', () => {
  test('past a limit every request but the health probes is answered 503 with Retry-After, before any work', async () => {
    // A heap limit of one byte: overloaded from the first measurement on, whatever the machine's load.
    const app = await ctx.extraApp({ overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, sampleIntervalMs: 20 } });
    while (!app.isUnderPressure()) await new Promise((resolve) => setTimeout(resolve, 10));
    const events = await get(app, '/events');
    expect(events.statusCode).toBe(503);
    expect(events.headers['retry-after']).toBe('1');
    expect(events.json()).toMatchObject({ message: 'The server is overloaded: try again in a moment.' });
    const booking = await app.inject({ method: 'POST', url: '/booking', payload: {} });
    expect(booking.statusCode).toBe(503);
    const ready = await get(app, '/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { overloaded: true, database: 'ok' } });
    expect((await get(app, '/health')).statusCode).toBe(200);
    const live = await get(app, '/health/live');
    expect(live.statusCode).toBe(200);
  });

  test('below the limits nothing is shed', async () => {
    const app = await ctx.extraApp({ overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1024 ** 4, sampleIntervalMs: 20 } });
    // After a measurement: the heap is measured and under the limit.
    while (app.memoryUsage().heapUsed === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.isUnderPressure()).toBe(false);
    expect((await get(app, '/events')).statusCode).toBe(200);
  });
});
