/**
 * The cluster test (`.ci/cluster-test.sh`): starts `npm run cluster` on its own ports and folder,
 * then, through nginx only and from many loopback addresses (one per simulated visitor): loads the
 * site, every remote and the API; checks what the micro-cache stores and what it never does; signs
 * in as admin with the printed code, approves a booking, uploads an event image and reads it back
 * from both API instances; publishes an investigation and measures how soon every page server serves it; exhausts a rate limit exactly once across both instances; holds 1,000
 * idle connections while /health keeps answering; SIGKILLs one API instance during a stream of keyed
 * bookings (none lost, none duplicated, visitors unaffected) and sees it restart and rejoin; finally
 * stops the cluster with SIGTERM and checks nothing it started is left. Bounded waits, loopback only.
 *
 * Environment: CLUSTER_PORT (18480), CLUSTER_INTERNAL_PORT (18300: its 100 ports end below the site's), CLUSTER_DIR (a fresh temp
 * folder), RATE_LIMIT_MAX (the API's, 10). The builds must exist (`npm run build`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import type net from 'node:net';
import { ROOT } from './apps';
import { contentPublishChecks } from './cluster/checks/content-publish';
import { edgeChecks } from './cluster/checks/edge';
import { metricsChecks, siteHealthCheck } from './cluster/checks/metrics';
import { tipsWithoutJavaScriptChecks } from './cluster/checks/tips-nojs';
import { restoreDrill } from './cluster/checks/restore-drill';
import { rollingRestartChecks } from './cluster/checks/rolling-restart';
import { tracingChecks } from './cluster/checks/tracing';
import { connect, multipart, request, type Answer } from './cluster/client';
import { releaseHealth } from './cluster/checks/release-health';
import { releasesRouting } from './cluster/checks/releases-routing';
import { layoutFromEnv } from './cluster/layout';
import { sleep } from './cluster/supervisor';

const env: Record<string, string | undefined> = {
  ...process.env,
  CLUSTER_PORT: process.env.CLUSTER_PORT || '18480',
  CLUSTER_INTERNAL_PORT: process.env.CLUSTER_INTERNAL_PORT || '18300',
  CLUSTER_DIR: process.env.CLUSTER_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-cluster-test-')),
  // The backup repository is encrypted when a passphrase is set (the restore drill checks it is).
  BACKUP_PASSPHRASE: process.env.BACKUP_PASSPHRASE || randomBytes(24).toString('base64url'),
  // Request lines (each with its trace id) in the processes' log files: the tracing check reads them.
  LOG_LEVEL: process.env.LOG_LEVEL || 'info',
};
const layout = layoutFromEnv(env);
// PostgreSQL, Redis and nginx run as their own users (when this runs as root): they must reach the folder.
fs.mkdirSync(layout.dir, { recursive: true });
fs.chmodSync(layout.dir, 0o755);
const RATE_LIMIT_MAX = Number(env.RATE_LIMIT_MAX || 10);
const SITE = `http://127.0.0.1:${layout.sitePort}`;
const API = `http://127.0.0.1:${layout.apiPort}`;
const API_1 = `127.0.0.1:${layout.vars.API_1_PORT}`;
const API_2 = `127.0.0.1:${layout.vars.API_2_PORT}`;
const ACCESS_LOG = path.join(layout.vars.NGINX_DIR ?? '', 'logs', 'access.log');
const PID_DIR = path.join(layout.dir, 'run');
/** A valid 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

class CheckFailed extends Error {}
function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

const results: { name: string; ok: boolean; detail: string }[] = [];
async function check(name: string, body: () => Promise<string | void>): Promise<void> {
  try {
    const detail = (await body()) ?? '';
    results.push({ name, ok: true, detail });
    console.log(`✓ ${name}${detail ? ` — ${detail}` : ''}`);
  } catch (error) {
    const detail = error instanceof CheckFailed ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    results.push({ name, ok: false, detail });
    console.log(`✗ ${name}\n    ${detail.replace(/\n/g, '\n    ')}`);
  }
}

/** The access log's lines written after `offset` (nginx flushes its buffer every second). */
async function logSince(offset: number): Promise<string[]> {
  await sleep(1_300);
  const text = fs.readFileSync(ACCESS_LOG, 'utf8');
  return text.slice(offset).split('\n').filter(Boolean);
}
const logSize = () => (fs.existsSync(ACCESS_LOG) ? fs.statSync(ACCESS_LOG).size : 0);
/** The instances that answered the lines matching `pattern`. */
const upstreamsOf = (lines: string[], pattern: RegExp): Set<string> =>
  new Set(lines.filter((line) => pattern.test(line)).flatMap((line) => /upstream=(\S+(?:, \S+)*)/.exec(line)?.[1]?.split(', ') ?? []));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const readPid = (name: string): number | null => {
  try {
    return Number(fs.readFileSync(path.join(PID_DIR, `${name}.pid`), 'utf8').trim());
  } catch {
    return null;
  }
};
const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// --- The cluster, as an operator starts it. -----------------------------------------------------

interface Runner {
  child: ChildProcess;
  output: string[];
  adminCode: string;
}

async function startCluster(): Promise<Runner> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/cluster.ts'), '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const adminCode = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the cluster printed no admin code within 300 s')), 300_000);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (process.env.CLUSTER_TEST_VERBOSE) console.log(`  | ${line}`);
        const code = /admin code[^:]*:\s*(\S+)\s*$/i.exec(line)?.[1];
        if (code) {
          clearTimeout(timer);
          resolve(code);
        }
      });
    }
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster exited (${code}) before it was up`));
    });
  });
  return { child, output, adminCode };
}

// --- The checks. --------------------------------------------------------------------------------

interface BootPayload {
  config: { apiUrl: string };
  remotes: Record<string, string>;
}

async function siteAndRemotes(): Promise<string> {
  const page = await request(`${SITE}/`, { from: '127.0.0.11' });
  expect(page.status === 200 && String(page.headers['content-type']).startsWith('text/html'), `GET / → ${page.status}`);
  const boot = /<script id="beacon-boot" type="application\/json">(.*?)<\/script>/s.exec(page.text())?.[1];
  expect(boot, 'the page has no runtime config');
  const payload = JSON.parse(boot) as BootPayload;
  expect(
    payload.config.apiUrl === `http://localhost:${layout.apiPort}`,
    `the page sends the browser to the API at ${payload.config.apiUrl}`,
  );
  let files = 0;
  for (const [name, manifestUrl] of Object.entries(payload.remotes)) {
    expect(manifestUrl.startsWith(`http://localhost:${layout.sitePort}/`), `${name} is served from ${manifestUrl}, not through nginx`);
    const url = manifestUrl.replace(`http://localhost:${layout.sitePort}`, SITE);
    const manifest = await request(url, { from: '127.0.0.11' });
    expect(manifest.status === 200, `${name}'s manifest → ${manifest.status}`);
    const entry = manifest.json<{ metaData: { remoteEntry: { name: string; path: string } } }>().metaData.remoteEntry;
    const entryUrl = `${url.slice(0, url.lastIndexOf('/'))}/${entry.path ? `${entry.path}/` : ''}${entry.name}`;
    const script = await request(entryUrl, { from: '127.0.0.11' });
    expect(
      script.status === 200 && /javascript/.test(String(script.headers['content-type'])),
      `${name}'s ${entry.name} → ${script.status}`,
    );
    files += 2;
  }
  const health = await request(`${API}/health`, { from: '127.0.0.11' });
  expect(
    health.status === 200 && health.json<{ database: string }>().database === 'postgres',
    `API /health → ${health.status} ${health.text()}`,
  );
  return `${Object.keys(payload.remotes).length} remotes (${files} files) and the API through nginx`;
}

async function microCache(): Promise<string> {
  const cacheStatus = (answer: Answer) => String(answer.headers['x-cache-status'] ?? '');
  let hit = false;
  for (let i = 0; i < 5 && !hit; i++) hit = cacheStatus(await request(`${SITE}/events`, { from: '127.0.0.12' })) === 'HIT';
  expect(hit, 'GET /events never came from the cache');
  for (let i = 0; i < 3; i++) {
    const admin = await request(`${SITE}/admin`, { from: '127.0.0.12' });
    expect(admin.status === 200 && cacheStatus(admin) === '', `GET /admin → ${admin.status}, cache ${cacheStatus(admin)}`);
  }
  const signedIn = await request(`${SITE}/events`, { from: '127.0.0.12', headers: bearer('a-token') });
  expect(cacheStatus(signedIn) === 'BYPASS', `a request with Authorization: cache ${cacheStatus(signedIn)}`);
  const session = await request(`${SITE}/events`, { from: '127.0.0.12', headers: { cookie: '__session=abc' } });
  expect(cacheStatus(session) === 'BYPASS', `a request with a session cookie: cache ${cacheStatus(session)}`);
  for (let i = 0; i < 3; i++) {
    const api = await request(`${API}/events`, { from: '127.0.0.12' });
    expect(api.status === 200 && api.headers['x-cache-status'] === undefined, `API GET /events → ${api.status}, cache ${cacheStatus(api)}`);
  }
  return 'pages HIT; /admin, Authorization, session cookie and API answers never stored';
}

async function signIn(code: string): Promise<string> {
  const answer = await request(`${API}/auth/dev/session`, {
    method: 'POST',
    from: '127.0.0.13',
    body: { role: 'admin', name: 'Cluster test', code },
  });
  expect(answer.status === 200, `sign-in with the printed code → ${answer.status} ${answer.text()}`);
  return answer.json<{ token: string }>().token;
}

async function tokenOnBothInstances(token: string): Promise<string> {
  const offset = logSize();
  for (let i = 0; i < 6; i++) {
    const me = await request(`${API}/auth/me`, { from: '127.0.0.13', headers: bearer(token) });
    expect(me.status === 200 && me.json<{ role: string }>().role === 'admin', `GET /auth/me #${i + 1} → ${me.status} ${me.text()}`);
  }
  const served = upstreamsOf(await logSince(offset), /"GET \/auth\/me /);
  expect(served.has(API_1) && served.has(API_2), `/auth/me was answered by ${[...served].join(', ')} only`);
  return 'one token accepted by both instances';
}

async function approveBooking(token: string): Promise<string> {
  const created = await request(`${API}/booking`, {
    method: 'POST',
    from: '127.0.0.14',
    body: {
      requesterName: 'Cluster Approval',
      requesterEmail: 'approval@example.org',
      eventName: 'Cluster test talk',
      eventDate: '2031-05-01',
      eventLocation: 'Loopback',
    },
  });
  expect(created.status === 201, `POST /booking → ${created.status} ${created.text()}`);
  const id = created.json<{ _id: string }>()._id;
  const approved = await request(`${API}/booking/${id}`, {
    method: 'PUT',
    from: '127.0.0.14',
    headers: bearer(token),
    body: { isConfirmed: true },
  });
  expect(
    approved.status === 200 && approved.json<{ isConfirmed: boolean }>().isConfirmed,
    `PUT /booking/:id → ${approved.status} ${approved.text()}`,
  );
  const list = await request(`${API}/booking`, { from: '127.0.0.14', headers: bearer(token) });
  const listed = list.json<{ _id: string; isConfirmed: boolean }[]>().find((booking) => booking._id === id);
  expect(listed?.isConfirmed === true, 'the approved booking is not listed as approved');
  return `booking ${id.slice(0, 8)}… approved`;
}

async function uploadImage(token: string): Promise<string> {
  const signed = await request(`${API}/uploads/sign?folder=events`, { from: '127.0.0.15', headers: bearer(token) });
  expect(signed.status === 200, `GET /uploads/sign → ${signed.status} ${signed.text()}`);
  const signature = signed.json<{ timestamp: number; signature: string; apiKey: string; cloudName: string; folder: string }>();
  const fields = { api_key: signature.apiKey, timestamp: signature.timestamp, signature: signature.signature, folder: signature.folder };
  const form = () => multipart(fields, { name: 'poster.png', type: 'image/png', data: PNG });
  const send = () => {
    const { body, contentType } = form();
    return request(`${API}/uploads/${signature.cloudName}/image/upload`, {
      method: 'POST',
      from: '127.0.0.15',
      body,
      headers: { 'content-type': contentType },
    });
  };
  const uploaded = await send();
  expect(uploaded.status === 200, `upload → ${uploaded.status} ${uploaded.text()}`);
  const { secure_url: imageUrl, public_id: publicId } = uploaded.json<{ secure_url: string; public_id: string }>();
  expect(imageUrl.startsWith(`http://localhost:${layout.apiPort}/`), `the image URL ${imageUrl} is not the proxy's`);
  const again = await send();
  expect(again.status === 401, `the same signature a second time → ${again.status} (once across both instances)`);

  const event = await request(`${API}/events`, {
    method: 'POST',
    from: '127.0.0.15',
    headers: bearer(token),
    body: {
      title: 'Cluster test event',
      date: '2031-06-01T18:00:00Z',
      location: 'Loopback',
      category: 'Test',
      imageUrl,
      imagePublicId: publicId,
    },
  });
  expect(event.status === 201, `POST /events → ${event.status} ${event.text()}`);

  const offset = logSize();
  const imagePath = new URL(imageUrl).pathname;
  for (let i = 0; i < 8; i++) {
    const image = await request(`${API}${imagePath}`, { from: '127.0.0.15' });
    expect(image.status === 200 && image.body.equals(PNG), `GET ${imagePath} #${i + 1} → ${image.status} (${image.body.length} bytes)`);
  }
  const served = upstreamsOf(await logSince(offset), new RegExp(`"GET ${imagePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
  expect(served.has(API_1) && served.has(API_2), `the image was served by ${[...served].join(', ')} only`);
  return 'signed on one, stored once, read back 8 times from both instances';
}

async function rateLimit(): Promise<string> {
  const visitor = '127.0.0.31';
  const offset = logSize();
  // Whether an address is on the mailing list: a rate-limited public route (404: not subscribed). The bot
  // check's challenge is one too, but nginx keeps no log line of it (the tip path), and this check reads the log.
  const token = (from: string, headers: Record<string, string> = {}) =>
    request(`${API}/subscribers/cluster-test%40example.org`, { from, headers });
  for (let i = 1; i <= RATE_LIMIT_MAX; i++) {
    const answer = await token(visitor);
    expect(answer.status === 404, `request ${i} of ${RATE_LIMIT_MAX} → ${answer.status}`);
  }
  const over = await token(visitor);
  expect(
    over.status === 429 && over.headers['retry-after'],
    `request ${RATE_LIMIT_MAX + 1} → ${over.status} (Retry-After ${over.headers['retry-after']})`,
  );
  const spoofed = await token(visitor, { 'x-forwarded-for': '203.0.113.9' });
  expect(spoofed.status === 429, `the limited visitor with a spoofed X-Forwarded-For → ${spoofed.status}`);
  const other = await token('127.0.0.32', { 'x-forwarded-for': visitor });
  expect(other.status === 404, `another visitor claiming the limited address → ${other.status}`);
  const served = upstreamsOf(await logSince(offset), new RegExp(`^${visitor.replace(/\./g, '\\.')} .*"GET /subscribers/`));
  expect(served.has(API_1) && served.has(API_2), `the requests reached ${[...served].join(', ')} only`);
  return `${RATE_LIMIT_MAX} × 404 then 429 across both instances; a spoofed X-Forwarded-For changes nothing`;
}

async function perAddressLimits(): Promise<string> {
  // Requests per address: 150 from one visitor, 10 at a time (under the 50 in progress), beyond the API server's burst of 60.
  const burst: Answer[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < 15; i++) burst.push(await request(`${API}/health`, { from: '127.0.0.51' }));
    }),
  );
  const limited = burst.filter((answer) => answer.status === 429);
  expect(limited.length > 0, 'none of 150 quick requests from one address was limited');
  expect(
    limited.every((answer) => answer.headers['retry-after']),
    'a 429 without Retry-After',
  );
  expect(burst.filter((answer) => answer.status === 200).length >= 60, 'fewer than the burst (60) answered');
  const other = await request(`${API}/health`, { from: '127.0.0.52' });
  expect(other.status === 200, `another visitor meanwhile → ${other.status}`);

  // Requests in progress per address: 60 bookings whose bodies never come; nginx holds 50.
  const sockets: net.Socket[] = [];
  const refused: string[] = [];
  try {
    for (let i = 0; i < 60; i++) {
      const socket = await connect(layout.apiPort, '127.0.0.53');
      socket.on('error', () => {});
      socket.on('data', (chunk: Buffer) => refused.push(chunk.toString('latin1').split('\r\n')[0] ?? ''));
      socket.write('POST /booking HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n');
      sockets.push(socket);
    }
    await sleep(1_000);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
  expect(
    refused.length === 10 && refused.every((line) => line.startsWith('HTTP/1.1 429')),
    `of 60 requests in progress at once, ${refused.length} were answered: ${refused.slice(0, 3).join(', ')}`,
  );
  return `${limited.length} of 150 quick requests → 429 (Retry-After), another visitor 200; requests in progress per address capped at 50`;
}

async function idleConnections(): Promise<string> {
  const attacker = '127.0.0.41';
  const sockets: net.Socket[] = [];
  let closed = 0;
  try {
    for (let i = 0; i < 1000; i++) {
      const socket = await connect(layout.apiPort, attacker);
      socket.on('close', () => closed++);
      socket.on('error', () => {});
      // Half say nothing, half start a request and never finish its headers.
      if (i % 2 === 1) socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
      sockets.push(socket);
    }
    const heldAt = Date.now();
    for (let i = 0; i < 10; i++) {
      const health = await request(`${API}/health`, { from: '127.0.0.42', timeoutMs: 3_000 });
      expect(health.status === 200, `GET /health #${i + 1} while 1,000 connections are held → ${health.status}`);
      const page = await request(`${SITE}/events`, { from: '127.0.0.42', timeoutMs: 3_000 });
      expect(page.status === 200, `GET /events #${i + 1} while 1,000 connections are held → ${page.status}`);
    }
    // nginx's client_header_timeout (10 s) drops them.
    const deadline = Date.now() + 20_000;
    while (closed < sockets.length && Date.now() < deadline) await sleep(250);
    expect(closed === sockets.length, `${sockets.length - closed} idle connections were still open 20 s later`);
    return `/health and /events answered 10 × each; nginx closed the 1,000 idle sockets after ${((Date.now() - heldAt) / 1000).toFixed(0)} s`;
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}

interface StreamResult {
  acked: Map<string, string>;
  failures: string[];
  retries: number;
  sent: number;
}

/** Bookings of the stream at most (it runs from before the kill until 8 s after it). */
const MAX_STREAM = 5_000;
const STREAM_AFTER_KILL_MS = 8_000;

/**
 * Keyed bookings, 4 at a time without pause, each from its own visitor address, until `done()`;
 * each retried with its key on a 5xx or a broken connection, as the site's form does.
 */
async function bookingStream(runId: string, done: () => boolean, onAck: (count: number) => void): Promise<StreamResult> {
  const acked = new Map<string, string>();
  const failures: string[] = [];
  let retries = 0;
  let sent = 0;
  const worker = async () => {
    while (!done() && sent < MAX_STREAM) {
      const i = sent++;
      const key = `cluster-${runId}-${i}`;
      // The API allows RATE_LIMIT_MAX bookings a minute per address: one visitor per booking.
      const from = `127.0.${3 + Math.floor(i / 250)}.${(i % 250) + 1}`;
      for (let attempt = 1; attempt <= 6; attempt++) {
        let outcome: string;
        try {
          const answer = await request(`${API}/booking`, {
            method: 'POST',
            from,
            headers: { 'idempotency-key': key },
            body: {
              requesterName: `Cluster ${runId}`,
              requesterEmail: `stream${i}@example.org`,
              eventName: `Stream ${i}`,
              eventDate: '2031-01-01',
              eventLocation: 'Loopback',
              eventDetails: key,
            },
          });
          if (answer.status === 201) {
            acked.set(key, answer.json<{ _id: string }>()._id);
            onAck(acked.size);
            break;
          }
          outcome = `${answer.status} ${answer.text().slice(0, 120)}`;
          if (answer.status < 500) {
            failures.push(`${key}: ${outcome}`);
            break;
          }
        } catch (error) {
          outcome = error instanceof Error ? error.message : String(error);
        }
        if (attempt === 6) failures.push(`${key}: gave up after ${attempt} attempts (${outcome})`);
        retries++;
        await sleep(250);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { acked, failures, retries, sent };
}

/** Visitors reading a page and the events list while the stream goes on. */
function visitors(): { stop: () => Promise<{ ok: number; failures: string[] }> } {
  let running = true;
  let ok = 0;
  const failures: string[] = [];
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const from = `127.0.2.${(i % 250) + 1}`;
      for (const url of [`${SITE}/events`, `${API}/events`, `${API}/video-api/videos`]) {
        try {
          const answer = await request(url, { from, timeoutMs: 5_000 });
          if (answer.status === 200) ok++;
          else failures.push(`${url} → ${answer.status}`);
        } catch (error) {
          failures.push(`${url} → ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await sleep(50);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { ok, failures };
    },
  };
}

async function killDuringBookings(token: string): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  const pidBefore = readPid('api-1');
  let killedAt = 0;
  const offset = logSize();
  const crowd = visitors();
  const stream = await bookingStream(
    runId,
    () => killedAt > 0 && Date.now() > killedAt + STREAM_AFTER_KILL_MS,
    (count) => {
      if (count === 100 && pidBefore && !killedAt) {
        killedAt = Date.now();
        process.kill(pidBefore, 'SIGKILL');
      }
    },
  );
  const seen = await crowd.stop();
  const total = stream.sent;
  // Bookings nginx sent to the other instance after the first broke mid-request (their Idempotency-Key makes that safe).
  const proxyRetries = (await logSince(offset)).filter((line) => /"POST \/booking .*upstream=\S+, /.test(line)).length;

  await check('SIGKILL of an API instance mid-stream: every acknowledged keyed booking stored exactly once', async () => {
    expect(killedAt > 0, 'api-1 was never killed (no pid)');
    expect(stream.failures.length === 0, `${stream.failures.length} bookings failed:\n${stream.failures.slice(0, 5).join('\n')}`);
    expect(stream.acked.size === total, `${stream.acked.size} of ${total} bookings acknowledged`);
    const list = await request(`${API}/booking`, { from: '127.0.0.16', headers: bearer(token) });
    expect(list.status === 200, `GET /booking → ${list.status}`);
    const stored = list
      .json<{ _id: string; requesterName: string; eventDetails: string }[]>()
      .filter((b) => b.requesterName === `Cluster ${runId}`);
    const perKey = new Map<string, string[]>();
    for (const booking of stored) perKey.set(booking.eventDetails, [...(perKey.get(booking.eventDetails) ?? []), booking._id]);
    const duplicated = [...perKey].filter(([, ids]) => ids.length > 1);
    expect(
      duplicated.length === 0,
      `${duplicated.length} keys stored more than once: ${duplicated
        .slice(0, 3)
        .map(([key]) => key)
        .join(', ')}`,
    );
    const lost = [...stream.acked].filter(([key, id]) => perKey.get(key)?.[0] !== id);
    expect(
      lost.length === 0,
      `${lost.length} acknowledged bookings missing or different: ${lost
        .slice(0, 3)
        .map(([key]) => key)
        .join(', ')}`,
    );
    return `${total} bookings acknowledged, ${stored.length} rows; ${proxyRetries} retried by nginx on the other instance, ${stream.retries} by the client`;
  });

  await check('visitors kept being served through the other instance', async () => {
    expect(
      seen.failures.length === 0,
      `${seen.failures.length} of ${seen.ok + seen.failures.length} visitor requests failed:\n${seen.failures.slice(0, 5).join('\n')}`,
    );
    return `${seen.ok} page, events and video requests, none failed`;
  });

  await check('the killed instance restarted and rejoined', async () => {
    const deadline = Date.now() + 60_000;
    let pid = readPid('api-1');
    while ((!pid || pid === pidBefore || !isAlive(pid)) && Date.now() < deadline) {
      await sleep(250);
      pid = readPid('api-1');
    }
    expect(pid && pid !== pidBefore, 'api-1 was not restarted within 60 s');
    const offset = logSize();
    let rejoined = false;
    while (!rejoined && Date.now() < deadline) {
      for (let i = 0; i < 4; i++) await request(`${API}/events`, { from: '127.0.0.17' }).catch(() => null);
      rejoined = upstreamsOf(await logSince(offset), /"GET \/events /).has(API_1);
    }
    expect(rejoined, 'no request reached api-1 again within 60 s');
    return `api-1 is pid ${pid} and answers through nginx again`;
  });
}

async function stopsEverything(runner: Runner): Promise<string> {
  const pids = fs
    .readdirSync(PID_DIR)
    .filter((file) => file.endsWith('.pid'))
    .map((file) => ({ name: file.replace(/\.pid$/, ''), pid: readPid(file.replace(/\.pid$/, '')) }));
  const exited = new Promise<number | null>((resolve) => runner.child.on('exit', (code) => resolve(code)));
  runner.child.kill('SIGTERM');
  const code = await Promise.race([exited, sleep(90_000).then(() => 'timeout' as const)]);
  expect(code !== 'timeout', 'the cluster did not stop within 90 s of SIGTERM');
  expect(code === 0, `the cluster exited with ${code}`);
  const alive = pids.filter(({ pid }) => pid && isAlive(pid));
  expect(alive.length === 0, `still running: ${alive.map(({ name }) => name).join(', ')}`);
  const site = await request(`${SITE}/`, { timeoutMs: 2_000 }).then(
    () => 'answers',
    () => 'closed',
  );
  expect(site === 'closed', 'the site still answers');
  return `${pids.length} processes stopped (postgres with pg_ctl), ports closed`;
}

async function main(): Promise<void> {
  console.log(`cluster test: site ${SITE}, API ${API}, folder ${layout.dir}`);
  let runner: Runner;
  try {
    runner = await startCluster();
  } catch (error) {
    console.log(`✗ the cluster starts\n    ${error instanceof Error ? error.message : String(error)}`);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }
  console.log(`✓ the cluster starts (admin code printed)`);
  results.push({ name: 'the cluster starts', ok: true, detail: '' });
  try {
    await check('the site, every remote and the API answer through nginx, and the page points the browser at nginx only', siteAndRemotes);
    await check('pages are micro-cached for anonymous visitors; /admin, signed-in requests and API answers never', microCache);
    let token = '';
    await check('an admin signs in through nginx with the printed code', async () => {
      token = await signIn(runner.adminCode);
      return 'admin session opened';
    });
    await check("the admin's token works on both API instances", () => tokenOnBothInstances(token));
    await check('a booking is approved through nginx', () => approveBooking(token));
    await check('an event image is uploaded through nginx and served by both instances', () => uploadImage(token));
    await contentPublishChecks({ layout, check, expect, token });
    await releasesRouting({ layout, check, expect, token });
    await releaseHealth({ layout, check, expect, token });
    await check('a rate limit is counted once across both instances, by the visitor’s address', rateLimit);
    await edgeChecks({ layout, check, expect, output: runner.output });
    await tipsWithoutJavaScriptChecks({ layout, check, expect });
    await tracingChecks({ layout, check, expect });
    await check('nginx limits requests and requests in progress per address', perAddressLimits);
    await check('/health answers through nginx while one client holds 1,000 idle connections', idleConnections);
    await killDuringBookings(token);
    await rollingRestartChecks({ layout, check, expect, token });
    await metricsChecks({ layout, check, expect });
    // Last: it stops PostgreSQL, deletes its data and restores it (to "latest" at the end).
    await restoreDrill({ layout, check, expect, token });
    await siteHealthCheck({ layout, check, expect, token });
  } finally {
    await check('SIGTERM stops everything the cluster started', () => stopsEverything(runner));
  }
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.log(`\nThe cluster's output (last 30 lines):\n${runner.output.slice(-30).join('\n')}`);
    console.log(`Logs: ${path.join(layout.dir, 'logs')}, ${path.dirname(ACCESS_LOG)}`);
  }
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
