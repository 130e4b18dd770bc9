// The server side of `npm run bench`: the real API (in-memory PGlite with the sample content) plus a
// Fastify hello-world route in the same process, behind the same plugins and hooks. Prints its URL.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
  const base = loadConfig({ ...process.env, DATA_DIR: dataDir, API_PORT: '0' });
  const app = await buildApp({
    env: {},
    logger: { level: 'warn' },
    // The benchmark measures throughput, not the per-address read limit (its hook still runs).
    config: {
      ...base,
      database: { kind: 'pglite', dataDir: null },
      dataDir,
      port: 0,
      publicUrl: 'http://localhost:4000',
      readRateLimitMax: 10_000_000,
    },
  });
  app.get('/bench/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  console.log(`BENCH_URL=http://127.0.0.1:${address.port}`);
  const stop = () => {
    app.close().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
