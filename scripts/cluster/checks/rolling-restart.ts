/**
 * The cluster test's rolling restart: while autocannon loads the API and the host page servers through
 * nginx, and a writer sends keyed bookings (each from its own address, each sent once, never retried by
 * the client), `npm run cluster -- restart api` then `-- restart host` restart both instances of each
 * kind one at a time. Every request must be answered (2xx or 3xx; a 429 of a rate limit is counted
 * apart), and every acknowledged booking must be stored exactly once.
 */
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT } from '../../apps';
import { request } from '../client';
import type { Layout } from '../layout';
import type { ClusterCheckContext } from './context';

interface Load {
  name: string;
  instance: autocannon.Instance;
  result: Promise<autocannon.Result>;
  /** What each connection error or timeout said. */
  errors: string[];
}

/**
 * Requests nobody limits (loopback is not limited by nginx; neither route by the API): the site's runtime
 * config (a session cookie: past the micro-cache, to the page servers) and the signed-in admin (the API).
 */
function load(name: string, url: string, headers: Record<string, string> = {}): Load {
  let instance!: autocannon.Instance;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    // Until stopped; a few connections, so the two shared cores still restart the instances. Each
    // connection is renewed before nginx's keepalive_requests (1,000) ends it: autocannon writes its next
    // request before it reads that close, and would count the lost request as an error.
    instance = autocannon({ url, headers, connections: 4, duration: 3_600, timeout: 10, reconnectRate: 500 }, (error, outcome) =>
      error ? reject(error) : resolve(outcome),
    );
  });
  const errors: string[] = [];
  instance.on('reqError', (error: Error) => errors.push(error.message));
  return { name, instance, result, errors };
}

/** Answers that are failures: neither 2xx, 3xx nor a rate limit's 429. */
function failuresOf(result: autocannon.Result): { failed: number; limited: number; codes: string } {
  let failed = result.errors;
  let limited = 0;
  const codes: string[] = [];
  for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    codes.push(`${code}×${count}`);
    if (code === '429') limited += count;
    else if (!/^[23]\d\d$/.test(code)) failed += count;
  }
  return { failed, limited, codes: codes.join(' ') };
}

/** `npm run cluster -- restart <kind>`, as an operator runs it; its lines. */
function restart(layout: Layout, kind: 'api' | 'host'): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/cluster.ts'), 'restart', kind], {
      cwd: ROOT,
      env: { ...process.env, CLUSTER_DIR: layout.dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', (line) => lines.push(line));
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(lines);
      else reject(new Error(`restart ${kind} exited ${code}:\n${lines.join('\n')}`));
    });
  });
}

interface Written {
  acked: Map<string, string>;
  refused: string[];
  sent: number;
}

/** Keyed bookings, 2 at a time, each from its own visitor address and sent once, until `done()`. */
async function writeBookings(api: string, runId: string, done: () => boolean): Promise<Written> {
  const acked = new Map<string, string>();
  const refused: string[] = [];
  let sent = 0;
  const worker = async () => {
    while (!done()) {
      const i = sent++;
      const key = `rolling-${runId}-${i}`;
      // Addresses no earlier check used: the API allows a few bookings a minute per address.
      const from = `127.0.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;
      try {
        const answer = await request(`${api}/booking`, {
          method: 'POST',
          from,
          headers: { 'idempotency-key': key },
          body: {
            requesterName: `Rolling ${runId}`,
            requesterEmail: `rolling${i}@example.org`,
            eventName: `Rolling ${i}`,
            eventDate: '2031-02-01',
            eventLocation: 'Loopback',
            eventDetails: key,
          },
        });
        if (answer.status === 201) acked.set(key, answer.json<{ _id: string }>()._id);
        else refused.push(`${key}: ${answer.status} ${answer.text().slice(0, 120)}`);
      } catch (error) {
        refused.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return { acked, refused, sent };
}

export async function rollingRestartChecks(context: ClusterCheckContext): Promise<void> {
  const { layout, check, token } = context;
  const expect: ClusterCheckContext['expect'] = context.expect;
  const site = `http://127.0.0.1:${layout.sitePort}`;
  const api = `http://127.0.0.1:${layout.apiPort}`;
  const runId = randomBytes(4).toString('hex');
  const loads = [
    load('page servers', `${site}/config.json`, { cookie: '__session=rolling' }),
    load('API', `${api}/auth/me`, { authorization: `Bearer ${token}` }),
  ];
  let finished = false;
  const writer = writeBookings(api, runId, () => finished);
  const steps: string[] = [];
  const began = Date.now();
  let restartError: unknown = null;
  try {
    steps.push(...(await restart(layout, 'api')), ...(await restart(layout, 'host')));
  } catch (error) {
    restartError = error;
  } finally {
    finished = true;
    for (const each of loads) each.instance.stop();
  }
  const seconds = ((Date.now() - began) / 1000).toFixed(0);
  const written = await writer;
  const results = await Promise.all(loads.map(async (each) => ({ name: each.name, result: await each.result, errors: each.errors })));

  await check('`npm run cluster -- restart api` and `-- restart host` restart each instance in turn', async () => {
    expect(restartError === null, restartError instanceof Error ? restartError.message : String(restartError));
    const restarted = ['api-1', 'api-2', 'host-1', 'host-2'].filter((name) =>
      steps.some((line) => line.startsWith(`${name}: ready again`)),
    );
    expect(restarted.length === 4, `restarted: ${restarted.join(', ') || 'none'}\n${steps.join('\n')}`);
    return `${seconds} s: ${steps.filter((line) => /ready again/.test(line)).join('; ')}`;
  });

  await check('no request failed during the rolling restart', async () => {
    const figures = results.map(({ name, result, errors }) => ({ name, total: result.requests.total, errors, ...failuresOf(result) }));
    const failed = figures.filter((each) => each.failed > 0);
    expect(
      failed.length === 0,
      failed
        .map((each) => `${each.name}: ${each.failed} failed of ${each.total} (${each.codes}; ${each.errors.slice(0, 3).join(', ')})`)
        .join('; '),
    );
    expect(
      written.refused.length === 0,
      `${written.refused.length} of ${written.sent} bookings not acknowledged:\n${written.refused.slice(0, 5).join('\n')}`,
    );
    return `${figures.map((each) => `${each.name} ${each.total} requests, 0 failed${each.limited ? ` (${each.limited} × 429)` : ''}`).join('; ')}; ${written.sent} keyed bookings, all 201`;
  });

  await check('every booking acknowledged during the rolling restart is stored exactly once', async () => {
    const list = await request(`${api}/booking`, { from: '127.0.0.18', headers: { authorization: `Bearer ${token}` } });
    expect(list.status === 200, `GET /booking → ${list.status}`);
    const stored = list
      .json<{ _id: string; requesterName: string; eventDetails: string }[]>()
      .filter((b) => b.requesterName === `Rolling ${runId}`);
    const perKey = new Map<string, string[]>();
    for (const booking of stored) perKey.set(booking.eventDetails, [...(perKey.get(booking.eventDetails) ?? []), booking._id]);
    const duplicated = [...perKey].filter(([, ids]) => ids.length > 1).length;
    const lost = [...written.acked].filter(([key, id]) => perKey.get(key)?.[0] !== id).length;
    expect(duplicated === 0 && lost === 0, `${lost} lost, ${duplicated} duplicated of ${written.acked.size} acknowledged`);
    expect(stored.length === written.acked.size, `${stored.length} rows for ${written.acked.size} acknowledged bookings`);
    return `${written.acked.size} acknowledged, ${stored.length} rows: 0 lost, 0 duplicated`;
  });
}
