/**
 * Builds the apps with rspack, two at a time.
 * `--all` builds every app; without it only apps whose build is missing or older than their
 * sources (the app's files, the shared package, the build factory in platform/src/build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { APPS, ROOT, type AppEntry } from './apps';

const STAMP = '.build-stamp';
const RSPACK_CLI = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
const IGNORED = new Set(['node_modules', 'dist', '.data']);

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (!IGNORED.has(entry)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isStale(app: AppEntry): boolean {
  const stamp = path.join(ROOT, app.dir, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const sources = [
    path.join(ROOT, app.dir),
    path.join(ROOT, 'shared'),
    path.join(ROOT, 'platform/src/build'),
    path.join(ROOT, 'package-lock.json'),
  ];
  return Math.max(...sources.map(newestMtime)) > fs.statSync(stamp).mtimeMs;
}

const CONCURRENCY = 2; // the machine's cores

/**
 * Runs the rspack CLI in the app's folder. Not the JS API under tsx: tsx's transform would
 * rewrite the federation plugin's runtime functions, which the plugin stringifies into bundles.
 */
function buildOne(app: AppEntry): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RSPACK_CLI, 'build'], {
      cwd: path.join(ROOT, app.dir),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code === 0) {
        fs.writeFileSync(path.join(ROOT, app.dir, 'dist', STAMP), new Date().toISOString());
        resolve();
      } else reject(new Error(`${app.dir} failed to build:\n${output}`));
    });
  });
}

export async function buildApps(apps: readonly AppEntry[]): Promise<void> {
  if (apps.length === 0) return;
  const started = Date.now();
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildOne(app);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, apps.length) }, worker));
  console.log(`Built ${apps.map((a) => a.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const apps = all ? APPS : APPS.filter(isStale);
  if (apps.length === 0) console.log('Every app build is up to date.');
  await buildApps(apps);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(ROOT, 'scripts/build.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
