// `npm run bench -w api`: autocannon against GET /events, GET /events/:id and GET /video-api/videos?playlistId=…
// next to a hello-world route served by the same API process, in the same run. The server runs in its own
// process (scripts/bench-server.ts) so the load generator does not share its event loop.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) tune the run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { CATEGORIES } from '@beacon/shared/catalogue';
import { API_ROOT } from '../src/config';

const require = createRequire(import.meta.url);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

function run(url: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(API_ROOT, 'scripts/bench-server.ts')], {
    cwd: API_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /BENCH_URL=(\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const events = (await (await fetch(`${server.url}/events`)).json()) as { _id: string }[];
    const playlistId = CATEGORIES[0]?.playlistId ?? '';
    const targets = [
      { name: 'hello world (same process)', path: '/bench/hello' },
      { name: 'GET /events', path: '/events' },
      { name: 'GET /events/:id', path: `/events/${events[0]?._id ?? ''}` },
      { name: 'GET /video-api/videos?playlistId=…', path: `/video-api/videos?playlistId=${playlistId}` },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      await run(`${server.url}${target.path}`, 2); // warm-up: JIT, caches, connections
      const result = await run(`${server.url}${target.path}`, duration);
      rows.push({
        name: target.name,
        path: target.path,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    const hello = rows[0]?.requestsPerSecond ?? 1;
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per route, Node ${process.version}, ${require('node:os').cpus().length} CPUs\n`,
    );
    console.log('| Route | req/s | p99 latency | ratio to hello world | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p99Ms} ms | ${(row.requestsPerSecond / hello).toFixed(2)} | ${row.errors} |`,
      );
    }
    const worst = Math.min(...rows.slice(1).map((row) => row.requestsPerSecond / hello));
    console.log(`\nLowest ratio: ${worst.toFixed(2)} (target ≥ 0.5)`);
    if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
