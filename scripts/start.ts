/**
 * `npm start`: builds what is missing or stale, then serves the API and every app's production
 * build on its own port, as independent deployments would be.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { DEFAULT_PORTS } from '../shared/src/config/runtimeConfig';
import { APPS, portOf, ROOT } from './apps';
import { buildApps, isStale } from './build';
import { serveApp, type RunningServer } from './serve-app';

const API_ENTRY = path.join(ROOT, 'api/src/server.ts');

function startApi(): ChildProcess | null {
  if (!fs.existsSync(API_ENTRY)) return null;
  const child = spawn(process.execPath, ['--import', 'tsx', API_ENTRY], {
    cwd: path.join(ROOT, 'api'),
    env: process.env,
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    if (code) console.error(`The API stopped (exit ${code}).`);
  });
  return child;
}

async function main(): Promise<void> {
  await buildApps(APPS.filter(isStale));
  const api = startApi();
  const servers: RunningServer[] = [];
  for (const app of APPS) {
    const server = await serveApp({ app, port: portOf(app, process.env) });
    servers.push(server);
    console.log(`  ${app.dir.padEnd(12)} ${server.url}`);
  }
  const apiPort = process.env.API_PORT || DEFAULT_PORTS.api;
  if (api) console.log(`  ${'api'.padEnd(12)} http://localhost:${apiPort} (docs: /docs)`);
  console.log(`\nBeacon is running at ${servers[0]?.url ?? ''}\n`);

  const stop = async () => {
    api?.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
