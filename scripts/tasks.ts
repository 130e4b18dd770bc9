/**
 * Running the project's check commands: one at a time with the terminal, or a few side by side with
 * each one's output held back and printed whole when it ends (interleaved lines would be unreadable).
 */
import { spawn } from 'node:child_process';
import { ROOT } from './apps';

export interface Task {
  /** What the summary calls it. */
  name: string;
  command: string;
  args: readonly string[];
}

export interface TaskResult {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs a task from the checkout root; `held` keeps its output and prints it, under its name, once it ends. */
export function runTask(task: Task, { held = false }: { held?: boolean } = {}): Promise<TaskResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(task.command, task.args, { cwd: ROOT, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finish = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000;
      if (held) process.stdout.write(`\n── ${task.name} (${ok ? 'passed' : 'FAILED'}, ${seconds.toFixed(1)} s)\n${output}`);
      resolve({ name: task.name, ok, seconds });
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(false);
    });
    child.on('exit', (code) => finish(code === 0));
  });
}

/** Runs the tasks, at most `limit` at once, each with its output held; resolves once every task has ended. */
export async function runSideBySide(tasks: readonly Task[], limit: number): Promise<TaskResult[]> {
  const queue = [...tasks];
  const results: TaskResult[] = [];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) results.push(await runTask(task, { held: true }));
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
