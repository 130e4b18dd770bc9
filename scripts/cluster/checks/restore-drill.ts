/**
 * The cluster test's restore drill (last: it stops PostgreSQL and leaves it restored to "latest"), with the
 * commands an operator types: `npm run backup` (a full backup), then keyed bookings and encrypted tips
 * through nginx (phase A); the time T; more of them (phase B) while `npm run backup -- --verify` restores
 * the latest backup to a scratch copy and compares every table; `npm run cluster -- stop postgres`, its data
 * folder deleted; `npm run restore -- --to "<T>"`: every write acknowledged in phase A is there, none of
 * phase B, and the API serves them; `npm run restore -- --to latest`: every acknowledged write is there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TipsKey } from '../../../shared/src/schemas';
import { encryptTip, newReceiptSecret, receiptToken } from '../../../shared/src/tips-crypto';
import { ROOT } from '../../apps';
import { dataDir } from '../backups';
import { request } from '../client';
import { sleep } from '../supervisor';
import { tipForm } from '../tip-form';
import type { Layout } from '../layout';
import type { ClusterCheckContext } from './context';

const run = promisify(execFile);
const PHASE_A_MS = 4_000;
/** Tips a phase sends at most (each costs a proof of work, and its lookup a slow hash check). */
const PHASE_TIPS = 4;
/** Bookings a phase sends at most (each from its own address: the API limits bookings per address). */
const PHASE_MAX = 300;

/** An npm script of the root package as an operator runs it against this cluster (its folder and ports); its output. */
async function npmRun(layout: Layout, script: string, args: string[]): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', `${script}.ts`), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      CLUSTER_DIR: layout.dir,
      CLUSTER_PORT: String(layout.sitePort),
      CLUSTER_INTERNAL_PORT: String(layout.internalPort),
    },
    timeout: 180_000,
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`npm run ${script} -- ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  });
  return `${stdout}${stderr}`.trim();
}

interface Receipt {
  receiptId: string;
  token: string;
}

interface Phase {
  /** Booking key → id, for every 201. */
  bookings: Map<string, string>;
  tips: Receipt[];
  sent: number;
  failures: string[];
}

/** Keyed bookings (2 at a time) and encrypted tips (one at a time) through nginx until `done()`. */
async function write(api: string, runId: string, phase: 'a' | 'b', done: () => boolean): Promise<Phase> {
  const result: Phase = { bookings: new Map(), tips: [], sent: 0, failures: [] };
  const base = phase === 'a' ? 200 : 210;
  const address = (i: number) => `127.0.${base + Math.floor(i / 250)}.${(i % 250) + 1}`;
  const booking = async () => {
    while (!done() && result.sent < PHASE_MAX) {
      const i = result.sent++;
      const key = `drill-${runId}-${phase}-${i}`;
      try {
        const answer = await request(`${api}/booking`, {
          method: 'POST',
          from: address(i),
          headers: { 'idempotency-key': key },
          body: {
            requesterName: `Drill ${runId}`,
            requesterEmail: `drill${i}@example.org`,
            eventName: `Drill ${phase}${i}`,
            eventDate: '2031-03-01',
            eventLocation: 'Loopback',
            eventDetails: key,
          },
        });
        if (answer.status === 201) result.bookings.set(key, answer.json<{ _id: string }>()._id);
        else result.failures.push(`${key}: ${answer.status}`);
      } catch (error) {
        result.failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const tips = async () => {
    for (let i = 0; !done() && i < PHASE_TIPS; i++) {
      const from = `127.0.${base + 8}.${i + 1}`;
      try {
        result.tips.push(await sendTip(api, from));
      } catch (error) {
        result.failures.push(`tip ${i}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all([booking(), booking(), tips()]);
  return result;
}

/** A tip as /tips sends one: encrypted to the newsroom key, with a solved bot check. */
async function sendTip(api: string, from: string): Promise<Receipt> {
  const key = (await request(`${api}/tips/key`, { from })).json<TipsKey>();
  const challenge = (await request(`${api}/captcha/challenge`, { from })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  const secret = newReceiptSecret();
  const sealed = await encryptTip(
    { name: '', email: '', message: `Drill tip ${randomBytes(8).toString('hex')}`, files: [] },
    key.publicKey,
    secret,
  );
  const token = await receiptToken(secret);
  const form = tipForm(sealed, token, Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  const sent = await request(`${api}/tips`, { method: 'POST', from, body: form.body, headers: { 'content-type': form.contentType } });
  if (sent.status !== 201) throw new Error(`POST /tips → ${sent.status} ${sent.text().slice(0, 120)}`);
  return { receiptId: sent.json<{ receiptId: string }>().receiptId, token };
}

interface Found {
  bookings: number;
  tips: number;
}

/** How many of the phase's acknowledged writes the API serves (bookings by key and id; tips by their receipt). */
async function served(api: string, phase: Phase, bookings: Map<string, string>, addressBase: number): Promise<Found> {
  let tips = 0;
  for (const [i, receipt] of phase.tips.entries()) {
    const answer = await request(`${api}/tips/conversation`, {
      method: 'POST',
      from: `127.0.${addressBase}.${i + 1}`,
      body: { receiptId: receipt.receiptId, token: receipt.token },
    });
    if (answer.status === 200) tips++;
    else if (answer.status !== 404) throw new Error(`POST /tips/conversation → ${answer.status} ${answer.text().slice(0, 200)}`);
  }
  return { bookings: [...phase.bookings].filter(([key, id]) => bookings.get(key) === id).length, tips };
}

/** Every stored drill booking, key → id (and how many keys are stored twice). */
async function storedBookings(api: string, token: string, runId: string): Promise<{ byKey: Map<string, string>; duplicated: number }> {
  const list = await request(`${api}/booking`, { from: '127.0.0.19', headers: { authorization: `Bearer ${token}` }, timeoutMs: 30_000 });
  if (list.status !== 200) throw new Error(`GET /booking → ${list.status} ${list.text().slice(0, 120)}`);
  const byKey = new Map<string, string>();
  let duplicated = 0;
  for (const booking of list.json<{ _id: string; requesterName: string; eventDetails: string }[]>()) {
    if (booking.requesterName !== `Drill ${runId}`) continue;
    if (byKey.has(booking.eventDetails)) duplicated++;
    byKey.set(booking.eventDetails, booking._id);
  }
  return { byKey, duplicated };
}

export async function restoreDrill(context: ClusterCheckContext): Promise<void> {
  const { layout, check, token } = context;
  const expect: ClusterCheckContext['expect'] = context.expect;
  const api = `http://127.0.0.1:${layout.apiPort}`;
  const runId = randomBytes(4).toString('hex');
  const began = Date.now();
  let a: Phase | null = null;
  let b: Phase | null = null;
  let target = '';

  await check('`npm run backup` makes a full pgBackRest backup into an encrypted repository', async () => {
    const output = await npmRun(layout, 'backup', []);
    expect(/full backup \S+F /.test(output), `npm run backup printed:\n${output}`);
    const repository = layout.vars.BACKUP_DIR ?? '';
    // An encrypted repository's files start with OpenSSL's salt header; a plain one's backup.info is text.
    const info = fs.readFileSync(path.join(repository, 'backup', 'beacon', 'backup.info'));
    expect(info.subarray(0, 8).toString('latin1') === 'Salted__', 'the repository is not encrypted (backup.info is plain text)');
    return output.split('\n').at(-1);
  });

  await check(
    '`npm run backup -- --verify` restores the latest backup while bookings and tips stream, and every table matches',
    async () => {
      let phaseADone = false;
      const phaseA = write(api, runId, 'a', () => phaseADone);
      await sleep(PHASE_A_MS);
      phaseADone = true;
      a = await phaseA;
      // T lies between the last acknowledged write of phase A and the first of phase B.
      await sleep(300);
      target = new Date().toISOString();
      await sleep(300);
      let phaseBDone = false;
      const phaseB = write(api, runId, 'b', () => phaseBDone);
      let output: string;
      try {
        output = await npmRun(layout, 'backup', ['--verify']);
      } finally {
        phaseBDone = true;
        b = await phaseB;
      }
      expect(
        a.failures.length === 0 && b.failures.length === 0,
        `writes refused:\n${[...a.failures, ...b.failures].slice(0, 5).join('\n')}`,
      );
      expect(a.tips.length > 0 && b.tips.length > 0, `tips acknowledged: ${a.tips.length} before T, ${b.tips.length} after`);
      expect(/identical to the live database/.test(output), `npm run backup -- --verify printed:\n${output}`);
      return `${output.split('\n').at(-1)}; meanwhile ${a.bookings.size} + ${b.bookings.size} bookings and ${a.tips.length} + ${b.tips.length} tips acknowledged`;
    },
  );
  if (!a || !b) return;
  const before: Phase = a;
  const after: Phase = b;

  await check(
    'PostgreSQL stopped and its data folder deleted, `npm run restore -- --to "<T>"` brings back every write before T and none after',
    async () => {
      await npmRun(layout, 'cluster', ['stop', 'postgres']);
      fs.rmSync(dataDir(layout), { recursive: true, force: true });
      const restoreBegan = Date.now();
      const output = await npmRun(layout, 'restore', ['--to', target]);
      const seconds = ((Date.now() - restoreBegan) / 1000).toFixed(1);
      const { byKey, duplicated } = await storedBookings(api, token, runId);
      const foundA = await served(api, before, byKey, 220);
      const foundB = await served(api, after, byKey, 221);
      const lost = before.bookings.size - foundA.bookings + before.tips.length - foundA.tips;
      expect(
        lost === 0 && duplicated === 0,
        `before T: ${foundA.bookings}/${before.bookings.size} bookings, ${foundA.tips}/${before.tips.length} tips (${duplicated} duplicated)\n${output}`,
      );
      expect(foundB.bookings === 0 && foundB.tips === 0, `after T, yet restored: ${foundB.bookings} bookings, ${foundB.tips} tips`);
      return `restored to ${target} in ${seconds} s (API ready): written before T ${before.bookings.size} bookings + ${before.tips.length} tips, restored ${foundA.bookings} + ${foundA.tips}, lost 0; after T ${after.bookings.size} + ${after.tips.length}, restored 0`;
    },
  );

  await check('`npm run restore -- --to latest` brings back every acknowledged write', async () => {
    const restoreBegan = Date.now();
    await npmRun(layout, 'restore', ['--to', 'latest']);
    const seconds = ((Date.now() - restoreBegan) / 1000).toFixed(1);
    const { byKey, duplicated } = await storedBookings(api, token, runId);
    const foundA = await served(api, before, byKey, 222);
    const foundB = await served(api, after, byKey, 223);
    const written = before.bookings.size + after.bookings.size + before.tips.length + after.tips.length;
    const restored = foundA.bookings + foundB.bookings + foundA.tips + foundB.tips;
    expect(restored === written && duplicated === 0, `${restored} of ${written} acknowledged writes restored (${duplicated} duplicated)`);
    return `restored in ${seconds} s: written ${written} (bookings ${before.bookings.size + after.bookings.size}, tips ${before.tips.length + after.tips.length}), restored ${restored}, lost 0; the drill took ${((Date.now() - began) / 1000).toFixed(0)} s`;
  });
}
