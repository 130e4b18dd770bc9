// `npm run bench -w api`: autocannon against GET /events, GET /events/:id and GET /video-api/videos?playlistId=…
// next to a hello-world route served by the same API process, in the same run. The server runs in its own
// process (scripts/bench-server.ts) so the load generator does not share its event loop.
// Then the same routes through the cluster's proxy (deploy/: nginx in front of one, then two API instances on
// PostgreSQL and Redis, started as `npm run cluster` does), side by side with one instance asked directly;
// skipped with a note when postgresql, redis-server or nginx is not installed, or with BENCH_PROXY=0.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) tune the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CATEGORIES } from '@beacon/shared/catalogue';
import { API_ROOT } from '../src/config';
import { createCluster } from '../../scripts/cluster/topology';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** The server process's CPU time per answered request (µs), or null where /proc cannot say. */
  cpuMicros: number | null;
}

/**
 * A process's CPU time so far (user + system, ms), from /proc (Linux), or null. On a machine other jobs share,
 * req/s swings with their load; the server's own CPU time per request does much less.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks (USER_HZ: 100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function run(url: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function startServer(): Promise<{ url: string; cpuMs: () => number | null; stop: () => Promise<void> }> {
  // One process (no tsx wrapper): its CPU time is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'scripts/bench-server.ts')], {
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
    cpuMs: () => cpuMsOf(child.pid),
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
      const cpuBefore = server.cpuMs();
      const result = await run(`${server.url}${target.path}`, duration);
      const cpuAfter = server.cpuMs();
      rows.push({
        name: target.name,
        path: target.path,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuMicros: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.requests.total),
      });
    }
    const hello = rows[0]?.requestsPerSecond ?? 1;
    const helloCpu = rows[0]?.cpuMicros ?? null;
    // The hello-world route's CPU per request over the route's: the req/s ratio the route would have where the
    // server had the CPU to itself.
    const cpuRatio = (row: Row) => (helloCpu !== null && row.cpuMicros ? helloCpu / row.cpuMicros : null);
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per route, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
    );
    console.log('| Route | req/s | p99 latency | ratio to hello world | server CPU per request | CPU ratio | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p99Ms} ms | ${(row.requestsPerSecond / hello).toFixed(2)} | ${row.cpuMicros === null ? '–' : `${Math.round(row.cpuMicros)} µs`} | ${cpuRatio(row)?.toFixed(2) ?? '–'} | ${row.errors} |`,
      );
    }
    const worst = Math.min(...rows.slice(1).map((row) => row.requestsPerSecond / hello));
    const cpuRatios = rows.slice(1).map(cpuRatio);
    if (cpuRatios.every((ratio) => ratio !== null)) console.log(`\nLowest CPU ratio: ${Math.min(...(cpuRatios as number[])).toFixed(2)}`);
    console.log(
      `\nLowest ratio: ${worst.toFixed(2)} (target ≥ 0.7, tracing ${process.env.BENCH_TRACING === '0' ? 'off' : 'on: every request recorded and exported'})`,
    );
    if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
  if (process.env.BENCH_PROXY !== '0') await benchThroughProxy();
}

interface ProxyTarget {
  name: string;
  path: string;
}

/** Requests per second of each target at `base`, with its errors. */
async function measure(base: string, targets: readonly ProxyTarget[]): Promise<{ rps: number; p99Ms: number; errors: number }[]> {
  const figures = [];
  for (const target of targets) {
    await run(`${base}${target.path}`, 2);
    const result = await run(`${base}${target.path}`, duration);
    // Failed answers count. A connection error while every answer is 200 (the load generator reusing a
    // keep-alive connection nginx is closing) is reported, not counted.
    figures.push({ rps: result.requests.average, p99Ms: result.latency.p99, errors: result.non2xx + result.timeouts });
    if (result.errors > 0 || result.non2xx > 0) {
      console.log(
        `${base}${target.path}: ${result.errors} connection errors (${result.timeouts} timeouts), answers ${JSON.stringify(result.statusCodeStats)}`,
      );
    }
  }
  return figures;
}

/**
 * The cluster's API side (PostgreSQL, Redis, nginx and one or two instances) on ports of its own, in a
 * temp folder. The load comes from loopback, which nginx does not limit per address; the API's own read
 * limit is lifted as in the direct run.
 */
async function benchThroughProxy(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-cluster-'));
  // PostgreSQL, Redis and nginx run as their packages' users when this runs as root: they must reach it.
  fs.chmodSync(folder, 0o755);
  const env = { CLUSTER_DIR: folder, CLUSTER_PORT: '18580', CLUSTER_INTERNAL_PORT: '18500', READ_RATE_LIMIT_MAX: '10000000' };
  const columns: { label: string; figures: { rps: number; p99Ms: number; errors: number }[] }[] = [];
  let targets: ProxyTarget[] = [];
  try {
    for (const instances of [1, 2]) {
      const cluster = createCluster({
        env,
        only: (name) => ['postgres', 'redis', 'nginx', 'api-1'].includes(name) || (instances === 2 && name === 'api-2'),
      });
      try {
        await cluster.start();
      } catch (error) {
        await cluster.stop();
        console.log(`\nThrough the proxy: skipped (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`);
        return;
      }
      try {
        const proxy = `http://127.0.0.1:${cluster.layout.apiPort}`;
        if (targets.length === 0) {
          const events = (await (await fetch(`${proxy}/events`)).json()) as { _id: string }[];
          targets = [
            { name: 'GET /health', path: '/health' },
            { name: 'GET /events', path: '/events' },
            { name: 'GET /events/:id', path: `/events/${events[0]?._id ?? ''}` },
            { name: 'GET /video-api/videos?playlistId=…', path: `/video-api/videos?playlistId=${CATEGORIES[0]?.playlistId ?? ''}` },
          ];
          columns.push({
            label: 'one instance, direct',
            figures: await measure(`http://127.0.0.1:${cluster.layout.vars.API_1_PORT}`, targets),
          });
        }
        columns.push({ label: `nginx → ${instances === 1 ? 'one instance' : 'two instances'}`, figures: await measure(proxy, targets) });
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  console.log(
    `\nThrough the proxy (nginx, API instances on PostgreSQL + Redis; ${connections} connections, ${duration} s per route, ${os.cpus().length} CPUs shared by autocannon, nginx, the instances and PostgreSQL):\n`,
  );
  console.log(`| Route | ${columns.map((column) => `${column.label}: req/s (p99)`).join(' | ')} | two instances ÷ one |`);
  console.log(`|---|${columns.map(() => '---:').join('|')}|---:|`);
  targets.forEach((target, i) => {
    const cells = columns.map((column) => `${Math.round(column.figures[i]?.rps ?? 0)} (${column.figures[i]?.p99Ms ?? 0} ms)`);
    const one = columns[1]?.figures[i]?.rps ?? 0;
    const two = columns[2]?.figures[i]?.rps ?? 0;
    console.log(`| ${target.name} | ${cells.join(' | ')} | ${one > 0 ? (two / one).toFixed(2) : '–'} |`);
  });
  if (os.cpus().length <= 2)
    console.log('\nOn 2 cores a second instance cannot double throughput: nginx, the load generator and PostgreSQL share them.');
  if (columns.some((column) => column.figures.some((figure) => figure.errors > 0))) {
    console.log('Failed answers through the proxy: see above.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
