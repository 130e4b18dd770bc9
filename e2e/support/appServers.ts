import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_RENDER_WAIT_MS } from './ports';

const ROOT = path.resolve(__dirname, '../..');

export type AppDir = 'host' | 'mfe-media' | 'mfe-engage' | 'mfe-events' | 'mfe-admin' | 'mfe-landing';

/**
 * Asks the remote at `origin` once for the page it renders for `url` (see `AppServer.warmRender`);
 * answers the status.
 */
export async function warmRender(origin: string, expose: string, url: string, pattern: string = url): Promise<number> {
  const query = new URLSearchParams({ expose, pattern, url });
  return (await fetch(`${origin}/render.json?${query}`)).status;
}

/**
 * One app served by the same script as `npm start`, in its own process: an independent deployment. It waits for
 * renders as long as the main test site does, unless a test's `env` says otherwise.
 */
export class AppServer {
  private child: ChildProcess | null = null;

  constructor(
    readonly app: AppDir,
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** The running server's process id (the same one for as long as it is not restarted). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/serve-app.ts'), this.app], {
      cwd: ROOT,
      env: { ...process.env, RENDER_WAIT_MS: E2E_RENDER_WAIT_MS, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('serving')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`${this.app} exited (${code}): ${output}`)));
    });
  }

  /**
   * Asks this remote once for the page it renders for `url`. The first such render runs the remote's server
   * bundle (loaded at start) for the first time, compiling its code as it goes: on a busy machine that blocks
   * the remote longer than a page server waits for its answers (it then serves the prerendered copy, or the
   * loading frame, by design), so a test that reads the served page warms the remote first.
   */
  warmRender(expose: string, url: string, pattern: string = url): Promise<number> {
    return warmRender(this.url, expose, url, pattern);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

const REMOTES: { app: AppDir; urlVar: string }[] = [
  { app: 'mfe-media', urlVar: 'MFE_MEDIA_URL' },
  { app: 'mfe-engage', urlVar: 'MFE_ENGAGE_URL' },
  { app: 'mfe-events', urlVar: 'MFE_EVENTS_URL' },
  { app: 'mfe-admin', urlVar: 'MFE_ADMIN_URL' },
  { app: 'mfe-landing', urlVar: 'MFE_LANDING_URL' },
];

/** A whole site on its own ports (host at basePort, remotes after it) whose servers a test can stop. */
export class Site {
  readonly host: AppServer;
  readonly remotes: Map<AppDir, AppServer>;

  constructor(basePort: number, env: Record<string, string>) {
    this.remotes = new Map(REMOTES.map(({ app }, i) => [app, new AppServer(app, basePort + 1 + i)]));
    const remoteUrls = Object.fromEntries(REMOTES.map(({ app, urlVar }) => [urlVar, (this.remotes.get(app) as AppServer).url]));
    this.host = new AppServer('host', basePort, { ...env, ...remoteUrls });
  }

  remote(app: AppDir): AppServer {
    const server = this.remotes.get(app);
    if (!server) throw new Error(`no remote ${app}`);
    return server;
  }

  async start(): Promise<void> {
    await Promise.all([this.host, ...this.remotes.values()].map((server) => server.start()));
  }

  async stop(): Promise<void> {
    await Promise.all([this.host, ...this.remotes.values()].map((server) => server.stop()));
  }
}
