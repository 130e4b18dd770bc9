/**
 * `npm run typecheck`: the root's own TypeScript and every workspace's, two programs at a time.
 * Workspaces whose tsconfig sets the same compiler options (shared and the apps) are checked as one
 * program: each app imports shared's sources and the same React and antd types, so one program reads
 * them once instead of once per app. A workspace with options of its own (the API without the DOM,
 * the browser tests) is its own program. `npm run typecheck -w <workspace>` still checks one alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './apps';
import { runSideBySide, type Task } from './tasks';

const { workspaceDirs, readPackage } = createRequire(import.meta.url)('../workspaces.cjs') as {
  workspaceDirs: (root: string) => string[];
  readPackage: (root: string, dir: string) => { scripts?: Record<string, string> };
};

interface TsConfig {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include?: string[];
  exclude?: string[];
}

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const MERGED_DIR = path.join(ROOT, 'node_modules/.cache/beacon-typecheck');

const tsc = (name: string, config: string): Task => ({ name, command: process.execPath, args: [TSC, '--noEmit', '-p', config] });

/** Options that name paths mean something else once the config moves, so such a workspace stays alone. */
const hasRelativePaths = (options: Record<string, unknown>): boolean =>
  Object.values(options).some((value) => typeof value === 'string' && value.startsWith('.'));

function readConfig(dir: string): TsConfig {
  return JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'tsconfig.json'), 'utf8')) as TsConfig;
}

/** One config for workspaces that share their options: the same base and options, every workspace's files. */
function mergedConfig(dirs: readonly string[], sample: TsConfig): string {
  const absolute = (dir: string, patterns: readonly string[] = []) => patterns.map((pattern) => path.resolve(ROOT, dir, pattern));
  const merged: TsConfig = {
    ...(sample.extends ? { extends: path.resolve(ROOT, dirs[0] ?? '.', sample.extends) } : {}),
    compilerOptions: sample.compilerOptions ?? {},
    include: [...new Set(dirs.flatMap((dir) => absolute(dir, readConfig(dir).include ?? ['**/*'])))],
    exclude: dirs.flatMap((dir) => [...absolute(dir, readConfig(dir).exclude), path.join(ROOT, dir, 'node_modules')]),
  };
  fs.mkdirSync(MERGED_DIR, { recursive: true });
  const file = path.join(MERGED_DIR, `tsconfig.${dirs.join('+')}.json`);
  fs.writeFileSync(file, JSON.stringify(merged, null, 2));
  return file;
}

function typecheckTasks(): Task[] {
  const groups = new Map<string, string[]>();
  for (const dir of workspaceDirs(ROOT)) {
    if (!readPackage(ROOT, dir).scripts?.typecheck) continue;
    const config = readConfig(dir);
    const options = config.compilerOptions ?? {};
    const key = hasRelativePaths(options)
      ? `alone:${dir}`
      : JSON.stringify([config.extends ? path.resolve(ROOT, dir, config.extends) : null, options]);
    groups.set(key, [...(groups.get(key) ?? []), dir]);
  }
  const tasks = [...groups.values()].map((dirs) => {
    const [first = '.'] = dirs;
    return dirs.length === 1 ? tsc(first, path.join(ROOT, first)) : tsc(dirs.join(', '), mergedConfig(dirs, readConfig(first)));
  });
  // The largest program first, so the two slots finish close together.
  tasks.sort((a, b) => b.name.length - a.name.length);
  return [...tasks, tsc('scripts (root)', ROOT)];
}

const results = await runSideBySide(typecheckTasks(), 2);
if (results.some((result) => !result.ok)) process.exit(1);
