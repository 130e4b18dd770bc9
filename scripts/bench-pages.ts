/**
 * `npm run bench:pages`: composed pages per second for `/`, `/video-reports`, `/events` and `/election` through
 * the cluster's nginx (its 1 s micro-cache in front of the two host page servers), side by side with
 * the same nginx serving a static copy of the same HTML, and with one page server asked directly (no
 * cache: every request composed). Starts the whole topology of deploy/ on ports of its own
 * (CLUSTER_PORT 18680, internal 18600) in a temp folder; the builds must exist. Target: the
 * micro-cached figure at least half the static one. BENCH_DURATION (seconds, default 10) and
 * BENCH_CONNECTIONS (default 50) tune the runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createCluster } from './cluster/topology';
import { paths } from '../shared/src/routes';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = [
  { path: paths.home.href(), file: 'home.html' },
  { path: paths.videoReports.archive.href(), file: 'video-reports.html' },
  { path: paths.events.list.href(), file: 'events.html' },
  // An investigation: its texts are the API's published content record, rendered per request.
  { path: paths.election.href(), file: 'election.html' },
];
const TARGET_RATIO = 0.5;

interface Figure {
  rps: number;
  p99Ms: number;
  errors: number;
  bytes: number;
}

function load(url: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(url: string): Promise<Figure> {
  await load(url, 2); // warm-up: JIT, caches, connections
  const result = await load(url, duration);
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

async function main(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-pages-'));
  // PostgreSQL, Redis and nginx run as their packages' users when this runs as root: they must reach it.
  fs.chmodSync(folder, 0o755);
  const cluster = createCluster({
    env: { CLUSTER_DIR: folder, CLUSTER_PORT: '18680', CLUSTER_INTERNAL_PORT: '18600', READ_RATE_LIMIT_MAX: '10000000' },
  });
  const rows: { path: string; direct: Figure; cached: Figure; static: Figure }[] = [];
  try {
    await cluster.start();
    const { layout } = cluster;
    const site = `http://127.0.0.1:${layout.sitePort}`;
    const staticPort = layout.sitePort + 2;
    const nginxDir = layout.vars.NGINX_DIR ?? '';
    // The static copy: the bytes nginx serves for each page, as files, from a server block of the same nginx.
    const staticDir = path.join(nginxDir, 'static');
    fs.mkdirSync(staticDir, { recursive: true });
    for (const page of PAGES) {
      const response = await fetch(`${site}${page.path}`);
      if (!response.ok) throw new Error(`GET ${page.path} through nginx → ${response.status}`);
      fs.writeFileSync(path.join(staticDir, page.file), await response.text());
    }
    await cluster.addNginxConfig(
      'bench-static',
      [
        'server {',
        `    listen 127.0.0.1:${staticPort};`,
        `    root ${staticDir};`,
        '    default_type text/html;',
        ...PAGES.map((page) => `    location = ${page.path} { try_files /${page.file} =404; }`),
        '}',
        '',
      ].join('\n'),
    );
    const hostPort = cluster.processes.find((spec) => spec.name === 'host-1')?.env.PORT;
    for (const page of PAGES) {
      rows.push({
        path: page.path,
        direct: await measure(`http://127.0.0.1:${hostPort}${page.path}`),
        cached: await measure(`${site}${page.path}`),
        static: await measure(`http://127.0.0.1:${staticPort}${page.path}`),
      });
    }
  } finally {
    await cluster.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }

  const cell = (figure: Figure) => `${Math.round(figure.rps)} (${figure.p99Ms} ms)`;
  console.log(
    `\nPages per second (p99): autocannon, ${connections} connections, ${duration} s per run, uncompressed, Node ${process.version}, ${os.cpus().length} CPUs shared by autocannon, nginx and the servers\n`,
  );
  console.log(
    '| Page | KB | one page server, direct (no cache) | nginx, micro-cached composed page | same nginx, static copy | cached ÷ static |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.path} | ${Math.round(row.static.bytes / 1024)} | ${cell(row.direct)} | ${cell(row.cached)} | ${cell(row.static)} | ${(row.cached.rps / row.static.rps).toFixed(2)} |`,
    );
  }
  const worst = Math.min(...rows.map((row) => row.cached.rps / row.static.rps));
  console.log(`\nLowest cached ÷ static: ${worst.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
  const errors = rows.reduce((sum, row) => sum + row.direct.errors + row.cached.errors + row.static.errors, 0);
  if (errors > 0) console.log(`${errors} requests failed.`);
  if (worst < TARGET_RATIO || errors > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
