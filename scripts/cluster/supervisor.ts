/**
 * One supervised process of the cluster: started with its environment (as another user when asked),
 * its output appended to `<CLUSTER_DIR>/logs/<name>.log`, its pid in `<CLUSTER_DIR>/run/<name>.pid`,
 * restarted when it exits unasked (1 s later, then up to 30 s apart while it keeps failing), and
 * stopped with its own signal, then SIGKILL if it lingers.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

export interface RunAs {
  user: string;
  uid: number;
  gid: number;
}

export interface SupervisedOptions {
  name: string;
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  runAs: RunAs | null;
  logDir: string;
  runDir: string;
  /** How it is asked to stop (nginx: SIGQUIT finishes requests; PostgreSQL: SIGINT is a fast shutdown). */
  stopSignal: NodeJS.Signals;
  /** Each line it writes (stdout and stderr), for the runner to echo what matters. */
  onLine: (line: string, stream: 'stdout' | 'stderr') => void;
  /** Told of every exit it was not asked for. */
  onUnexpectedExit: (description: string, restartInMs: number) => void;
}

const FIRST_RESTART_MS = 1_000;
const MAX_RESTART_MS = 30_000;
/** A process that ran this long before failing is restarted at once again. */
const HEALTHY_RUN_MS = 30_000;
const STOP_GRACE_MS = 15_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A system user's ids (`id -u postgres`), or null when there is no such user. */
export function userIds(user: string): RunAs | null {
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    return { user, uid, gid };
  } catch {
    return null;
  }
}

/**
 * A process a previous run left behind (the runner was killed): stopped before its replacement
 * starts, if the pid still names the same program.
 */
export async function stopLeftover(pidFile: string, command: string, signal: NodeJS.Signals): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // Gone already.
  }
  if (Number.isInteger(pid) && pid > 1 && cmdline.includes(path.basename(command))) {
    process.kill(pid, signal);
    const deadline = Date.now() + STOP_GRACE_MS;
    while (isAlive(pid) && Date.now() < deadline) await sleep(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(pidFile, { force: true });
}

export class Supervised {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stopping = false;
  private restartDelayMs = FIRST_RESTART_MS;
  private restartTimer: NodeJS.Timeout | null = null;
  readonly logFile: string;
  readonly pidFile: string;

  constructor(private readonly options: SupervisedOptions) {
    this.logFile = path.join(options.logDir, `${options.name}.log`);
    this.pidFile = path.join(options.runDir, `${options.name}.pid`);
  }

  get name(): string {
    return this.options.name;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  get running(): boolean {
    return this.child !== null;
  }

  start(): void {
    const { options } = this;
    this.stopping = false;
    const log = fs.createWriteStream(this.logFile, { flags: 'a' });
    const startedAt = Date.now();
    log.write(`--- ${new Date(startedAt).toISOString()} start: ${options.command} ${options.args.join(' ')}\n`);
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl+C reaches the runner alone, which stops the pieces in order.
      detached: true,
      ...(options.runAs ? { uid: options.runAs.uid, gid: options.runAs.gid } : {}),
    });
    this.child = child;
    for (const stream of ['stdout', 'stderr'] as const) {
      const source = child[stream];
      source.pipe(log, { end: false });
      readline.createInterface({ input: source }).on('line', (line) => options.onLine(line, stream));
    }
    this.exited = new Promise((resolve) => {
      child.on('error', (error) => {
        log.write(`--- could not start: ${error.message}\n`);
        options.onLine(`could not start ${options.command}: ${error.message}`, 'stderr');
      });
      child.on('close', (code, signal) => {
        log.end(`--- ${new Date().toISOString()} exit ${signal ?? code}\n`);
        fs.rmSync(this.pidFile, { force: true });
        this.child = null;
        resolve();
        if (this.stopping) return;
        if (Date.now() - startedAt > HEALTHY_RUN_MS) this.restartDelayMs = FIRST_RESTART_MS;
        const delay = this.restartDelayMs;
        this.restartDelayMs = Math.min(delay * 2, MAX_RESTART_MS);
        options.onUnexpectedExit(signal ? `killed by ${signal}` : `exit ${code}`, delay);
        this.restartTimer = setTimeout(() => {
          this.restartTimer = null;
          if (!this.stopping) this.start();
        }, delay);
      });
    });
    if (child.pid) fs.writeFileSync(this.pidFile, `${child.pid}\n`);
  }

  /** Sends `signal` without stopping supervision (nginx reloads its config on SIGHUP). */
  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** No more restarts: the whole cluster is stopping (the order of the stops is the runner's). */
  retire(): void {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  /** Stops it for good: `stopWith` (PostgreSQL's pg_ctl) or its stop signal, then SIGKILL after a grace period. */
  async stop(stopWith?: () => Promise<void>): Promise<void> {
    this.retire();
    const child = this.child;
    if (!child) return;
    if (stopWith) await stopWith().catch(() => child.kill(this.options.stopSignal));
    else child.kill(this.options.stopSignal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  /** Resolves when the current run ends. */
  whenExited(): Promise<void> {
    return this.exited;
  }
}
