// A request the client got wrong (or gave up on) is answered 4xx, or not at all once the client is gone, and
// logged at info level at most: an error-level line means a fault of the server, and only that.
import net from 'node:net';
import type { BeaconApp } from '../src/app';
import { createTestContext, type TestContext } from './helpers/context';
import { collectLog } from './helpers/log';

let ctx: TestContext;
let app: BeaconApp;
let port: number;
const { stream, lines } = collectLog();

beforeAll(async () => {
  ctx = await createTestContext();
  // Rate limits as in production, so the limited routes run their limit hook.
  app = await ctx.extraApp({ rateLimitMax: 1000 }, { logger: { level: 'debug', stream } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => ctx?.close());

/** Sends raw bytes (in steps), then closes; resolves with the status line answered, if any. */
function exchange(steps: Buffer[], close: 'after-answer' | 'abort'): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      if (close === 'after-answer' && received.includes('\r\n\r\n')) socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received === '' ? null : (received.split('\r\n')[0] ?? null)));
    const send = (index: number): void => {
      const step = steps[index];
      if (step === undefined) {
        if (close === 'abort') socket.destroy();
        return;
      }
      socket.write(step, () => setImmediate(() => send(index + 1)));
    };
    socket.on('connect', () => send(0));
  });
}

/** Until the server has let go of every connection (and a moment for work it finishes after a close). */
async function settled(): Promise<void> {
  for (;;) {
    const open = await new Promise<number>((resolve) => app.server.getConnections((_error, n) => resolve(n)));
    if (open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const head = (method: string, path: string, headers: string): Buffer =>
  Buffer.from(`${method} ${path} HTTP/1.1\r\nHost: api.test\r\nConnection: close\r\n${headers}\r\n`);
const json = (path: string, body: Buffer | string): Buffer[] => {
  const bytes = Buffer.from(body);
  return [head('POST', path, `Content-Type: application/json\r\nContent-Length: ${bytes.length}\r\n`), bytes];
};

const ANSWERED: [string, Buffer[], RegExp][] = [
  ['malformed JSON', json('/booking', '{"requesterName":'), / 400 /],
  ['invalid UTF-8 in a JSON body', json('/api/v1.0/email/send', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])), / 400 /],
  ['a lone surrogate in a JSON body', json('/auth/dev/session', '{"role":"visitor","name":"\\ud800"}'), / 400 /],
  ['a number past 2^53', json('/api/v1.0/email/send', '{"template_params":{"n":9007199254740993}}'), / 400 /],
  ['a body over the limit', json('/booking', `{"x":"${'a'.repeat(300 * 1024)}"}`), / 413 /],
  [
    'an unsupported content type',
    [head('POST', '/booking', 'Content-Type: application/xml\r\nContent-Length: 3\r\n'), Buffer.from('<a>')],
    / 415 /,
  ],
  ['a path that is not UTF-8', [head('GET', '/events/%ff', '')], / 400 /],
  ['a query that is not UTF-8', [head('GET', '/events?status=%ED%A0%80', '')], / 400 /],
  [
    'a malformed multipart body',
    [
      head('POST', '/api/v1.0/email/send-form', 'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 9\r\n'),
      Buffer.from('--x\r\nnope'),
    ],
    / 400 /,
  ],
  ...['/booking', '/auth/dev/session', '/captcha/local-token', '/subscribers'].map((path): [string, Buffer[], RegExp] => [
    `a bad chunk size on the rate-limited ${path}`,
    [
      head('POST', path, 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'),
      Buffer.from('5\r\n{"a":\r\n'),
      Buffer.from('zz\r\n'),
    ],
    / 400 /,
  ]),
];

const ABANDONED: [string, Buffer[]][] = [
  ['a JSON body cut short', [head('POST', '/booking', 'Content-Type: application/json\r\nContent-Length: 100\r\n'), Buffer.from('{"a":')]],
  [
    'a sign-in cut short',
    [head('POST', '/auth/dev/session', 'Content-Type: application/json\r\nContent-Length: 100\r\n'), Buffer.from('{"role":')],
  ],
  [
    'a form cut short',
    [
      head('POST', '/api/v1.0/email/send-form', 'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n'),
      Buffer.from('--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhal'),
    ],
  ],
  [
    'an upload cut short',
    [
      head('POST', '/uploads/beacon-local/image/upload', 'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n'),
      Buffer.from('--x\r\nContent-Disposition: form-data; name="api_key"\r\n\r\nbeacon'),
    ],
  ],
  ['headers cut short', [Buffer.from('POST /booking HTTP/1.1\r\nHost: api.test\r\nContent-Ty')]],
];

test.each(ANSWERED)('%s: a 4xx answer, and no line above info in the log', async (_label, steps, status) => {
  lines.length = 0;
  expect(await exchange(steps, 'after-answer')).toMatch(status);
  await settled();
  expect(lines.filter((line) => line.level > 30)).toEqual([]);
});

test.each(ABANDONED)('%s, then the connection closed: no line above info in the log', async (_label, steps) => {
  lines.length = 0;
  await exchange(steps, 'abort');
  await settled();
  expect(lines.filter((line) => line.level > 30)).toEqual([]);
});

test('a fault of the server is still logged at error level', async () => {
  lines.length = 0;
  // A constraint the route does not know about makes the insert fail inside the database.
  await ctx.database.transactionRaw((raw) =>
    raw.exec(`ALTER TABLE subscribers ADD CONSTRAINT no_tests CHECK (email <> 'fault@example.com')`),
  );
  try {
    expect(await exchange(json('/subscribers', '{"email":"fault@example.com"}'), 'after-answer')).toMatch(/ 500 /);
    await settled();
    expect(lines.filter((line) => line.level === 50).map((line) => line.msg)).toEqual(['request failed']);
  } finally {
    await ctx.database.transactionRaw((raw) => raw.exec('ALTER TABLE subscribers DROP CONSTRAINT no_tests'));
  }
});

test('a failure once the client has closed the connection is described at info level, not as a fault', async () => {
  const { stream: otherLog, lines: seen } = collectLog<{ level: number; msg: string; failure?: { type: string } }>();
  const other = await ctx.extraApp({}, { logger: { level: 'info', stream: otherLog } });
  // What the rate limiter did when a malformed chunk had closed the socket: fail for want of the address.
  other.get('/fails-once-the-client-is-gone', async (request) => {
    request.raw.socket.destroy();
    throw new TypeError('no address');
  });
  const url = await other.listen({ host: '127.0.0.1', port: 0 });
  await fetch(`${url}/fails-once-the-client-is-gone`).catch(() => undefined);
  for (let tries = 0; tries < 100 && !seen.some((line) => line.failure); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(seen.filter((line) => line.failure).map((line) => [line.level, line.msg, line.failure?.type])).toEqual([
    [30, 'request failed after the client closed the connection', 'TypeError'],
  ]);
  expect(seen.filter((line) => line.level > 30)).toEqual([]);
});
