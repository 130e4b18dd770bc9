// `npm run crash -w api`: crash durability. Starts the real entry point on a fresh on-disk PGlite, posts
// bookings from 20 concurrent clients, SIGKILLs the process mid-stream (CRASH_KILLS times, 3 by default),
// restarts it each time, and finally checks that every booking the API acknowledged (201) is stored.
// Exits 1 if one is missing.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../src/config';

const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const CLIENTS = 20;
const ADMIN_CODE = randomBytes(9).toString('base64url');
const BOOKING = {
  requesterName: 'Crash',
  requesterEmail: 'crash@example.com',
  eventName: 'Durable',
  eventDate: '2030-01-01',
  eventLocation: 'Disk',
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [TSX, 'src/server.ts'], { cwd: API_ROOT, env, stdio: 'ignore' });
  for (let attempt = 0; attempt < 600; attempt++) {
    const up = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null) throw new Error(`the API exited with ${String(child.exitCode)} while starting`);
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within 60 s');
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-crash-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    API_PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    DEV_ADMIN_CODE: ADMIN_CODE,
  };
  const acknowledged = new Set<string>();
  try {
    for (let kill = 1; kill <= KILLS; kill++) {
      const child = await start(env, base);
      let running = true;
      const client = async () => {
        while (running) {
          const response = await fetch(`${base}/booking`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(BOOKING),
          }).catch(() => null);
          if (response?.status === 201) acknowledged.add(((await response.json()) as { _id: string })._id);
          else if (response === null) return;
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      await sleep(1000 + Math.random() * 2000);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      running = false;
      await exited;
      await Promise.all(clients);
      console.log(`SIGKILL ${kill}/${KILLS}: ${acknowledged.size} writes acknowledged so far`);
    }
    const child = await start(env, base);
    try {
      const session = (await (
        await fetch(`${base}/auth/dev/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ role: 'admin', name: 'Crash', code: ADMIN_CODE }),
        })
      ).json()) as { token: string };
      const stored = (await (await fetch(`${base}/booking`, { headers: { authorization: `Bearer ${session.token}` } })).json()) as {
        _id: string;
      }[];
      const ids = new Set(stored.map((booking) => booking._id));
      const lost = [...acknowledged].filter((id) => !ids.has(id));
      console.log(`${KILLS} SIGKILLs during ${acknowledged.size} acknowledged writes: ${lost.length} lost (${stored.length} rows stored).`);
      if (lost.length > 0) process.exitCode = 1;
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
