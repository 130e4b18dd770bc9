/**
 * `npm run dev`: every app's rspack dev server (hot reload) on the port the registry and the port
 * variables give (HOST_PORT, MEDIA_PORT, …), plus the API in watch mode on API_PORT. One app alone:
 * `npm run dev -w mfe-events`. If any server cannot start, the whole command stops with the reason.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { APPS, apiPortOf, portOf, ROOT } from './apps';

const RSPACK_CLI = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
const API_DIR = path.join(ROOT, 'api');

interface Server {
  label: string;
  port: number;
  variable: string;
}

/** Resolves when nothing listens on the port (the dev servers listen on localhost). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: 'localhost' }, () => probe.close(() => resolve(true)));
  });
}

const children = new Set<ChildProcess>();
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

function run(server: Server, args: string[], cwd: string): void {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NODE_ENV: 'development' }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const prefix = `[${server.label}] `;
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.error(`\n${server.label} stopped (${signal ?? `exit ${code}`}) on port ${server.port}; stopping every dev server.`);
    stopAll(1);
  });
}

async function main(): Promise<void> {
  const hasApi = fs.existsSync(path.join(API_DIR, 'src/server.ts'));
  const servers: Server[] = APPS.map((app) => ({ label: app.dir, port: portOf(app, process.env), variable: app.portVar }));
  if (hasApi) servers.push({ label: 'api', port: apiPortOf(process.env), variable: 'API_PORT' });

  const busy: Server[] = [];
  for (const server of servers) if (!(await portIsFree(server.port))) busy.push(server);
  if (busy.length > 0) {
    for (const server of busy)
      console.error(`Port ${server.port} (${server.label}) is in use: stop what listens there, or set ${server.variable} to a free port.`);
    process.exit(1);
  }

  APPS.forEach((app, i) => run(servers[i] as Server, [RSPACK_CLI, 'serve'], path.join(ROOT, app.dir)));
  if (hasApi) run(servers[servers.length - 1] as Server, ['--import', 'tsx', '--watch', 'src/server.ts'], API_DIR);
  console.log(`Dev servers starting; the site will be at http://localhost:${servers[0]?.port}`);
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}

void main();
