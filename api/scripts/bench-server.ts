// The server side of `npm run bench`: the real API (in-memory PGlite with the sample content) plus a
// Fastify hello-world route in the same process, behind the same plugins and hooks. Prints its URL.
// Tracing is on as in production with OTEL_EXPORTER_OTLP_ENDPOINT set: every request recorded, batched and sent
// over OTLP/HTTP, here to a collector in this process that reads and drops them (BENCH_TRACING=0: no endpoint).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { setUpTracing } from '../src/observability/tracing';

/** An OTLP/HTTP endpoint that takes every batch and keeps nothing. */
async function discardingCollector(): Promise<string> {
  const collector = http.createServer((request, response) => {
    request.resume().on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collector.unref();
  return `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
  const base = loadConfig({ ...process.env, DATA_DIR: dataDir, API_PORT: '0' });
  setUpTracing(process.env.BENCH_TRACING === '0' ? {} : { OTEL_EXPORTER_OTLP_ENDPOINT: await discardingCollector() });
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
