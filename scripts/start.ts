/**
 * `npm start`: builds what is missing or stale, then serves the API and every app's production
 * build on its own port, as independent deployments would be. Quiet: the API logs warnings and
 * errors only (set LOG_LEVEL=info for request logs), and the summary is printed once everything
 * answers, with the admin code last.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { spawn, type ChildProcess } from 'node:child_process';
import { APPS, apiPortOf, portOf, ROOT } from './apps';
import { buildApps, isStale } from './build';
import { serveApp, type RunningServer } from '@beacon/platform';
import { readableLogLine } from './logLines';
import { assertPinnedNode } from './runtime';

const API_ENTRY = path.join(ROOT, 'api/src/server.ts');
const READY_TIMEOUT_MS = 120_000;

interface ApiProcess {
  child: ChildProcess;
  /** The API's start-up banner (address, modes, admin code), held back until it answers. */
  banner: string[];
  ready: boolean;
  exited: Promise<number | null>;
}

function startApi(): ApiProcess | null {
  if (!fs.existsSync(API_ENTRY)) return null;
  const child = spawn(process.execPath, ['--import', 'tsx', API_ENTRY], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const api: ApiProcess = {
    child,
    banner: [],
    ready: false,
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  void api.exited.then((code) => {
    if (code) console.error(`The API stopped (exit ${code}).`);
  });
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    const log = readableLogLine(line);
    if (log !== null) console.log(`[api] ${log}`);
    else if (!api.ready) api.banner.push(line);
    else console.log(`[api] ${line}`);
  });
  readline.createInterface({ input: child.stderr! }).on('line', (line) => console.error(`[api] ${readableLogLine(line) ?? line}`));
  return api;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForHealth(port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`http://localhost:${port}/health`))) {
    if (Date.now() > deadline) throw new Error(`The API did not answer on port ${port} within ${READY_TIMEOUT_MS / 1000} s.`);
    await sleep(250);
  }
}

/**
 * The API and the host's page server share a secret for release health and warm-up (a new one each start, unless
 * set); the API warms a release on this machine's page server before switching to it.
 */
function pageServerChannel(): void {
  process.env.PAGE_SERVER_SECRET ||= crypto.randomBytes(32).toString('hex');
  const host = APPS.find((app) => app.name === 'host');
  if (host) process.env.PAGE_SERVERS ||= `http://localhost:${portOf(host, process.env)}`;
}

async function main(): Promise<void> {
  assertPinnedNode('npm start');
  await buildApps(APPS.filter(isStale));
  pageServerChannel();
  const api = startApi();
  const servers: RunningServer[] = [];
  const stop = async (code = 0) => {
    api?.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  for (const app of APPS) servers.push(await serveApp({ app, port: portOf(app, process.env) }));
  const apiPort = apiPortOf(process.env);
  if (api) {
    const outcome = await Promise.race([waitForHealth(apiPort).then(() => 'ready' as const), api.exited.then(() => 'exited' as const)]);
    if (outcome === 'exited') {
      console.error(api.banner.join('\n'));
      console.error('Beacon did not start: the API exited (see above).');
      return stop(1);
    }
    api.ready = true;
  }

  const rows = APPS.map((app, i) => `  ${app.dir.padEnd(12)} ${servers[i]?.url ?? ''}`);
  if (api) rows.push(`  ${'api'.padEnd(12)} http://localhost:${apiPort} (docs: /docs)`);
  const adminLines = api?.banner.filter((line) => /admin code/i.test(line)).map((line) => line.trim()) ?? [];
  console.log(['', ...rows, '', `Beacon is running at ${servers[0]?.url ?? ''}`, ...adminLines, ''].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
