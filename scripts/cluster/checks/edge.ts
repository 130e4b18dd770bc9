/**
 * The cluster test's checks of the edge (nginx) and the cluster's production secrets:
 * - bodies over the API's limits, sent from one address, are refused by nginx (JSON 413) without reaching an
 *   instance, and no instance is taken out for them: the next 20 visitors from other addresses get no 502;
 * - a 25 MB tip with three files passes the proxy and is accepted (with a solved ALTCHA challenge);
 * - the tip path leaves no line in nginx's access log, and lines of files carry no address;
 * - the cluster printed its newsroom key's fingerprint (the key the API serves) and runs the API in production mode.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TipsKey } from '../../../shared/src/schemas';
import { decryptTip, encryptTip, newReceiptSecret, receiptToken, unlockPrivateKey } from '../../../shared/src/tips-crypto';
import { request, type Answer } from '../client';
import type { ClusterCheckContext } from './context';
import { TIPS_PRIVATE_KEY_FILE } from '../secrets';
import { tipForm } from '../tip-form';
import { sleep } from '../supervisor';

export interface EdgeCheckContext extends Omit<ClusterCheckContext, 'token'> {
  /** Every line the cluster printed so far. */
  output: readonly string[];
}

const MB = 1024 * 1024;

/** A JSON body of `bytes` bytes (a long string value), as an attacker would send one. */
const jsonOf = (bytes: number): Buffer => {
  const body = Buffer.alloc(bytes, 0x61);
  body.write('{"a":"', 0);
  body.write('"}', bytes - 2);
  return body;
};

/** A body sent in chunks (no Content-Length: nginx learns its size only as it reads). */
function chunked(url: string, from: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      localAddress: from,
      agent: false,
      timeout: 20_000,
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('no answer within 20 s')));
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      // nginx answers 413 as soon as the limit is passed; the rest of the body is not wanted.
      req.destroy();
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const write = (): void => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

/** A request whose body stops half-way: the client gives up (a closed tab, a lost connection). */
function abandoned(url: string, from: string, declared: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(declared) },
      localAddress: from,
      agent: false,
    });
    req.on('error', () => resolve());
    req.write(Buffer.alloc(Math.floor(declared / 2), 0x61), () => {
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
  });
}

export async function edgeChecks(context: EdgeCheckContext): Promise<void> {
  const { layout, check, output } = context;
  const expect: EdgeCheckContext['expect'] = context.expect;
  const SITE = `http://127.0.0.1:${layout.sitePort}`;
  const API = `http://127.0.0.1:${layout.apiPort}`;
  const nginxLogs = path.join(layout.vars.NGINX_DIR ?? '', 'logs');
  const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  /** What nginx wrote to one of its logs after `offset` (it flushes the access log every second). */
  const logSince = async (name: string, offset: number): Promise<string[]> => {
    await sleep(1_300);
    return fs.readFileSync(path.join(nginxLogs, name), 'utf8').slice(offset).split('\n').filter(Boolean);
  };
  const accessLog = path.join(nginxLogs, 'access.log');
  const errorLog = path.join(nginxLogs, 'error.log');

  await check('bodies over the API’s limits are refused by nginx (JSON 413) and take no instance out: 0 × 502 for others', async () => {
    const attacker = '127.0.0.61';
    const accessOffset = sizeOf(accessLog);
    const errorOffset = sizeOf(errorLog);
    const post = (route: string, bytes: number) =>
      request(`${API}${route}`, { method: 'POST', from: attacker, body: jsonOf(bytes), headers: { 'content-type': 'application/json' } });
    // The finding's pair (3,000,010 bytes), then eight 5.5 MB bodies at once, then bodies just over the limit.
    const answers: Answer[] = [...(await Promise.all([post('/auth/sign-out', 3_000_010), post('/auth/sign-out', 3_000_010)]))];
    answers.push(
      ...(await Promise.all(Array.from({ length: 8 }, (_, i) => post(i % 2 ? '/booking' : '/auth/sign-out', Math.round(5.5 * MB))))),
    );
    answers.push(...(await Promise.all([post('/events', 256 * 1024 + 1), post('/tips/conversation', 300 * 1024), post('/tips', 36 * MB)])));
    for (const answer of answers) {
      expect(answer.status === 413, `an oversized body → ${answer.status} ${answer.text().slice(0, 120)}`);
      expect(
        answer.json<{ error: string }>().error === 'Payload Too Large',
        `the 413 is not the API's JSON error shape: ${answer.text().slice(0, 120)}`,
      );
    }
    const streamed = await Promise.all([chunked(`${API}/auth/sign-out`, attacker, 3 * MB), chunked(`${API}/booking`, attacker, 6 * MB)]);
    expect(
      streamed.every((status) => status === 413),
      `oversized chunked bodies → ${streamed.join(', ')}`,
    );
    // Clients that give up mid-body (within the limit): nginx had not chosen an instance yet.
    await Promise.all(Array.from({ length: 4 }, () => abandoned(`${API}/booking`, attacker, 200 * 1024)));

    const others: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await request(i % 2 ? `${API}/health` : `${API}/events`, { from: `127.0.0.${70 + i}`, timeoutMs: 5_000 });
      others.push(answer.status);
      await sleep(100);
    }
    const failed = others.filter((status) => status !== 200);
    expect(failed.length === 0, `${failed.length} of 20 requests from other addresses failed: ${others.join(', ')}`);
    const reached = (await logSince('access.log', accessOffset)).filter(
      (line) => line.startsWith(`${attacker} `) && !/ upstream=- /.test(line),
    );
    expect(reached.length === 0, `oversized bodies reached an instance:\n${reached.slice(0, 3).join('\n')}`);
    const blamed = (await logSince('error.log', errorOffset)).filter((line) =>
      /temporarily disabled|no live upstreams|while sending request to upstream/.test(line),
    );
    expect(blamed.length === 0, `nginx blamed an instance:\n${blamed.slice(0, 3).join('\n')}`);
    return `${answers.length + streamed.length} oversized bodies (3 MB to 36 MB, 2 chunked) → JSON 413 at the proxy, 4 abandoned; then 20 × 200 from other addresses, no instance disabled`;
  });

  let fingerprint = '';
  await check(
    'the cluster made its own newsroom key and token secret, printed the fingerprint, and runs the API in production',
    async () => {
      const printed = output.map((line) => /tips key fingerprint: ([0-9A-F]{40,64})\b/.exec(line)?.[1]).find(Boolean);
      expect(printed, 'the cluster printed no tips key fingerprint');
      const key = (await request(`${API}/tips/key`, { from: '127.0.0.62' })).json<TipsKey>();
      expect(!key.development, 'the API serves the development tips key');
      expect(key.fingerprint.toUpperCase() === printed, `the API serves key ${key.fingerprint}, the cluster printed ${printed}`);
      fingerprint = printed;
      const secrets = layout.vars.SECRETS_DIR ?? '';
      const modes = fs.readdirSync(secrets).map((file) => (fs.statSync(path.join(secrets, file)).mode & 0o777).toString(8));
      expect((fs.statSync(secrets).mode & 0o777) === 0o700, `${secrets} is not mode 0700`);
      expect(modes.length === 3 && modes.every((mode) => mode === '600'), `the secrets' modes: ${modes.join(', ')}`);
      const pid = Number(fs.readFileSync(path.join(layout.dir, 'run', 'api-1.pid'), 'utf8'));
      const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      for (const variable of [
        'NODE_ENV=production',
        `TOKEN_SECRET_FILE=${secrets}/token-secret`,
        `TIPS_PUBLIC_KEY_FILE=${secrets}/tips-public-key.asc`,
      ]) {
        expect(environment.includes(variable), `api-1 runs without ${variable}`);
      }
      return `fingerprint ${printed.slice(0, 8)}… printed and served; secrets 0700/0600; api-1 has NODE_ENV=production`;
    },
  );

  await check('a 25 MB tip with three files passes the proxy, is accepted, and the tip path leaves no access-log line', async () => {
    const source = '127.0.0.63';
    const offset = sizeOf(accessLog);
    const page = await request(`${SITE}/tips`, { from: source });
    expect(page.status === 200, `GET /tips → ${page.status}`);
    expect(!page.headers['x-cache-status'], `the tips page went through the cache (${page.headers['x-cache-status']})`);
    const key = (await request(`${API}/tips/key`, { from: source })).json<TipsKey>();
    const challenge = await request(`${API}/captcha/challenge`, { from: source });
    expect(challenge.status === 200, `GET /captcha/challenge → ${challenge.status}`);
    const solution = await solveChallenge({ challenge: challenge.json<Challenge>(), deriveKey });
    expect(solution, 'the challenge could not be solved');
    const captcha = Buffer.from(JSON.stringify({ challenge: challenge.json<Challenge>(), solution })).toString('base64');

    const files = [1, 2, 3].map((n) => ({
      name: `evidence-${n}.bin`,
      type: 'application/octet-stream',
      bytes: randomBytes(Math.round(8.4 * MB)),
    }));
    const secret = newReceiptSecret();
    const sealed = await encryptTip(
      { name: '', email: '', message: 'Three large files.', files: files.map((file) => ({ ...file, size: file.bytes.length })) },
      key.publicKey,
      secret,
    );
    const token = await receiptToken(secret);
    const form = tipForm(sealed, token, captcha);
    expect(form.body.length > 25 * MB, `the tip is only ${form.body.length} bytes`);
    const sent = await request(`${API}/tips`, {
      method: 'POST',
      from: source,
      body: form.body,
      headers: { 'content-type': form.contentType },
      timeoutMs: 60_000,
    });
    expect(sent.status === 201, `POST /tips (${(form.body.length / MB).toFixed(1)} MB) → ${sent.status} ${sent.text().slice(0, 200)}`);
    const { receiptId } = sent.json<{ receiptId: string }>();
    const opened = await request(`${API}/tips/conversation`, { method: 'POST', from: source, body: { receiptId, token } });
    expect(opened.status === 200, `POST /tips/conversation → ${opened.status}`);

    // The newsroom opens it with the private key and the passphrase the cluster printed once.
    const passphrase = output.map((line) => /passphrase, shown this once[^:]*: (\S+)/.exec(line)?.[1]).find(Boolean);
    expect(passphrase, 'the cluster printed no passphrase for its new tips key');
    const privateKey = fs.readFileSync(path.join(layout.vars.SECRETS_DIR ?? '', TIPS_PRIVATE_KEY_FILE), 'utf8');
    const plain = await decryptTip(sealed.message, await unlockPrivateKey(privateKey, passphrase));
    expect(plain.attachments.length === 3, 'the tip does not open with the printed passphrase');

    const lines = await logSince('access.log', offset);
    const traced = lines.filter((line) => /\/tips|\/captcha\//i.test(line) || line.startsWith(`${source} `));
    expect(traced.length === 0, `the tip path left access-log lines:\n${traced.slice(0, 3).join('\n')}`);
    const file = await request(`${SITE}/config.json`, { from: source });
    expect(file.status === 200, `GET /config.json → ${file.status}`);
    const fileLines = (await logSince('access.log', offset)).filter((line) => line.includes('"GET /config.json '));
    expect(
      fileLines.length > 0 && fileLines.every((line) => line.startsWith('- [')),
      `a file's line carries an address:\n${fileLines.slice(0, 2).join('\n')}`,
    );
    return `${(form.body.length / MB).toFixed(1)} MB tip → 201 and opened by the newsroom key ${fingerprint.slice(0, 8)}…; /tips, the challenge, the key, the tip and its conversation: 0 access-log lines`;
  });
}
