/**
 * `npm test`: type-check, ESLint and Prettier side by side (each is one single-threaded process; on
 * two cores the shortest two share one), then jest, the production build and the browser suite one after another (each uses
 * both cores; the browser suite serves the build just made). Stops at the first phase that fails and
 * ends with each phase's time, so a slow phase shows where the time goes.
 */
import { execFileSync } from 'node:child_process';
import { assertPinnedNode } from './runtime';
import { runSideBySide, runTask, type Task, type TaskResult } from './tasks';

assertPinnedNode('npm test');
// What every phase runs: the first `node` on npm's PATH, the pinned binary.
console.log(`npm test on Node ${execFileSync('node', ['--version'], { encoding: 'utf8' }).trim()}`);

const npmRun = (script: string): Task => ({ name: script, command: 'npm', args: ['run', '--silent', script] });

const phases: readonly (readonly Task[])[] = [
  [npmRun('typecheck'), npmRun('lint:code'), npmRun('lint:format')],
  [npmRun('test:unit')],
  [npmRun('build')],
  [npmRun('test:e2e')],
];

const started = Date.now();
const results: TaskResult[] = [];
for (const tasks of phases) {
  const ran = tasks.length === 1 && tasks[0] ? [await runTask(tasks[0])] : await runSideBySide(tasks, tasks.length);
  results.push(...ran);
  if (ran.some((result) => !result.ok)) break;
}

const failed = results.filter((result) => !result.ok);
console.log('\nnpm test, time per phase:');
for (const result of results)
  console.log(`  ${result.name.padEnd(10)} ${result.seconds.toFixed(1).padStart(6)} s${result.ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
if (failed.length > 0) process.exit(1);
