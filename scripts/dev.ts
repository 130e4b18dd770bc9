/**
 * `npm run dev`: every app's rspack dev server (hot reload) on its usual port, plus the API in
 * watch mode. One app alone: `npm run dev -w mfe-events`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { APPS, ROOT } from './apps';

const RSPACK_CLI = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');

function run(name: string, args: string[], cwd: string): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NODE_ENV: 'development' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) =>
    stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  return child;
}

const children = APPS.map((app) => run(app.dir, [RSPACK_CLI, 'serve'], path.join(ROOT, app.dir)));
if (fs.existsSync(path.join(ROOT, 'api/src/server.ts'))) {
  children.push(run('api', ['--import', 'tsx', '--watch', 'src/server.ts'], path.join(ROOT, 'api')));
}
console.log('Dev servers starting; the site is at http://localhost:3000');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
