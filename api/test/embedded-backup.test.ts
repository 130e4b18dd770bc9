import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import { API_ROOT } from '../src/config';
import { embeddedBackupPaths, latestBackup } from '../src/db/embedded-backup';
import { makeTempDir } from './helpers/context';

const run = promisify(execFile);
const ROOT = path.resolve(API_ROOT, '..');

/** The variables `npm start` gives the API, on a folder of the test's own. */
function envFor(dataDir: string): NodeJS.ProcessEnv {
  // CLUSTER_DIR names a folder with no cluster in it: the commands pick the embedded database, as beside npm start.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    CLUSTER_DIR: path.join(dataDir, 'no-cluster'),
    API_PORT: '0',
    SHUTDOWN_DRAIN_MS: '0',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.BACKUP_DIR;
  delete env.DEV_ADMIN_CODE;
  return env;
}

/** `npm run backup|restore` as an operator runs it beside `npm start`. */
async function operator(script: 'backup' | 'restore', dataDir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`], {
      cwd: ROOT,
      env: envFor(dataDir),
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

interface Api {
  child: ChildProcess;
  url: string;
  adminCode: string | null;
}

/** The API as `npm start` runs it (its own process, holding the PGlite folder). */
function startApi(dataDir: string): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: envFor(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let adminCode: string | null = null;
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      output += `${line}\n`;
      adminCode ??= /Admin code for development sign-in[^:]*: (\S+)/.exec(line)?.[1] ?? null;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url && /Tips:/.test(line)) resolve({ child, url, adminCode });
    });
    child.on('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
  });
}

async function stopApi(api: Api): Promise<void> {
  const exited = new Promise((resolve) => api.child.on('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

const post = (url: string, body: object, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const booking = (eventName: string) => ({
  requesterName: 'Backup',
  requesterEmail: 'backup@example.com',
  eventName,
  eventDate: '2030-01-02',
  eventLocation: 'Disk',
});

describe('backing up and restoring the embedded database (npm start)', () => {
  const dataDir = makeTempDir();
  const paths = embeddedBackupPaths(path.join(dataDir, 'pglite'), dataDir, {});
  let api: Api | null = null;

  afterAll(async () => {
    if (api) await stopApi(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('`npm run backup` asks the running API for a copy; `npm run restore` waits for it to stop, then brings that copy back', async () => {
    api = await startApi(dataDir);
    const signIn = await post(`${api.url}/auth/dev/session`, { role: 'admin', name: 'Keeper', code: api.adminCode });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    expect((await post(`${api.url}/booking`, booking('Before the backup'))).status).toBe(201);

    const backup = await operator('backup', dataDir);
    expect(backup).toEqual({ code: 0, output: expect.stringContaining(`Backed up the running API's database (process ${api.child.pid})`) });
    const file = latestBackup(paths.backupDir);
    expect(file).not.toBeNull();
    expect((await post(`${api.url}/booking`, booking('After the backup'))).status).toBe(201);

    const refused = await operator('restore', dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`the API (process ${api.child.pid}) holds`);

    await stopApi(api);
    api = null;
    const restored = await operator('restore', dataDir);
    expect(restored).toEqual({ code: 0, output: expect.stringContaining(`Restored ${file} into ${paths.dataDir}`) });
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    // The session opened before the backup is in the copy too.
    api = await startApi(dataDir);
    const list = await fetch(`${api.url}/booking`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    const names = ((await list.json()) as { eventName: string }[]).map((each) => each.eventName);
    expect(names).toContain('Before the backup');
    expect(names).not.toContain('After the backup');
  }, 300_000);

  test('`npm run backup` with no API running opens the folder itself', async () => {
    if (api) await stopApi(api);
    api = null;
    const backup = await operator('backup', dataDir);
    expect(backup).toEqual({ code: 0, output: expect.stringContaining(`Backed up ${paths.dataDir} to ${paths.backupDir}`) });
    expect(fs.readdirSync(paths.backupDir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2);
  }, 120_000);
});
