// Connection limits the server really enforces, seen from raw sockets: a client that sends nothing, one
// that drips its headers, and one that idles after a response all get their connection closed; a chunked
// body with a malformed chunk size on a rate-limited route is a client error, never an error-level log line.
import fs from 'node:fs';
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { startServer, type BeaconApp } from '../src/app';
import { clientKey } from '../src/plugins/external/rate-limit';
import { DEFAULT_CONNECTION_LIMITS, loadConfig, type DatabaseConfig } from '../src/config';
import { dropTestSchema, makeTempDir, testConfig, testDatabaseConfig } from './helpers/context';
import { collectLog } from './helpers/log';

/** Small limits, so the test waits seconds rather than the defaults' tens of seconds. */
const LIMITS = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, idleTimeoutMs: 3_000, keepAliveTimeoutMs: 500, checkIntervalMs: 250 };
/** Generous: each limit above plus Node's check interval fits many times over, even on a loaded machine. */
const CLOSED_WITHIN_MS = 8_000;

const { stream: logStream, lines: logLines } = collectLog();

let app: BeaconApp;
let port: number;
let database: DatabaseConfig;
const dataDir = makeTempDir();

beforeAll(async () => {
  database = await testDatabaseConfig();
  // Warn level, as in production: the request log does not read (and so cache) the socket's address first.
  ({ app, port } = await startServer({
    env: {},
    logger: { level: 'warn', stream: logStream },
    config: testConfig(dataDir, database, { port: 0, seed: false, rateLimitMax: 1_000, connectionLimits: LIMITS }),
  }));
});
afterAll(async () => {
  await app?.close();
  await dropTestSchema(database);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  closed: boolean;
  received: string;
}

/** Opens a socket, lets `talk` use it, and reports whether the server closed it within `withinMs`. */
function converse(talk: (socket: net.Socket) => void, withinMs = CLOSED_WITHIN_MS): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, received });
    }, withinMs);
    socket.on('data', (data: Buffer) => (received += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, received });
    });
    socket.on('connect', () => talk(socket));
  });
}

describe('connection limits', () => {
  test('the defaults: 10 s for headers, checked every second (Node would check every 30 s)', () => {
    expect(loadConfig({}).connectionLimits).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(DEFAULT_CONNECTION_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      checkIntervalMs: 1_000,
    });
    expect(app.server.headersTimeout).toBe(LIMITS.headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(LIMITS.requestTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(LIMITS.keepAliveTimeoutMs);
    expect(app.server.timeout).toBe(LIMITS.idleTimeoutMs);
  });

  test('a connection that sends nothing is closed by the header limit', async () => {
    const outcome = await converse(() => undefined);
    expect(outcome.closed).toBe(true);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('headers dripped a line at a time are cut off by the header limit', async () => {
    let drip: NodeJS.Timeout | undefined;
    const outcome = await converse((socket) => {
      socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
      drip = setInterval(() => socket.write('X-Slow: yes\r\n'), 200);
    });
    clearInterval(drip);
    expect(outcome.closed).toBe(true);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a keep-alive connection left idle after its answer is closed', async () => {
    const outcome = await converse((socket) => socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(outcome.closed).toBe(true);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('a malformed chunked body on rate-limited routes', () => {
  const routes = [
    'POST /booking',
    'POST /subscribers',
    'GET /subscribers/someone@example.com',
    'POST /captcha/local-token',
    'POST /auth/dev/session',
    'POST /api/v1.0/email/send',
    'POST /uploads/beacon-local/image/upload',
  ];
  const chunks = ['ZZ\r\n{}\r\n0\r\n\r\n', '2\r\n{}\r\nQQ\r\n', 'FFFFFFFFFFFFFFFFFFFF\r\n'];

  test.each(routes)('%s: the client gets 400, the log no error line (request.ip is gone with the socket)', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const type = path.startsWith('/uploads') ? 'multipart/form-data; boundary=x' : 'application/json';
    logLines.length = 0;
    for (const chunk of chunks) {
      // Headers and the bad chunk in one packet: Node rejects the body and closes the socket before the
      // route's hooks (the rate limit among them) run.
      const outcome = await converse((socket) =>
        socket.write(
          `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}`,
        ),
      );
      expect(outcome.closed).toBe(true);
      // (A GET may answer before the body goes wrong; the 400 follows it.)
      expect(outcome.received).toMatch(/HTTP\/1\.1 400 /);
    }
    // Hooks finish after the socket closed: give them a moment before reading the log.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });
});

describe('the rate-limit key', () => {
  const requestWith = (ip: () => string | undefined, remoteAddress: string | undefined): FastifyRequest =>
    ({
      get ip() {
        return ip();
      },
      socket: { remoteAddress },
    }) as unknown as FastifyRequest;

  test('is the client address, IPv6 grouped by /64 as the plugin does', () => {
    expect(clientKey(requestWith(() => '203.0.113.7', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(requestWith(() => '::ffff:203.0.113.7', '::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(requestWith(() => '2001:db8:1:2:3:4:5:6', '2001:db8:1:2:3:4:5:6'))).toBe(
      clientKey(requestWith(() => '2001:db8:1:2:ffff::1', undefined)),
    );
  });

  test('falls back to one shared key, never an exception, when the socket and its address are gone', () => {
    expect(clientKey(requestWith(() => undefined, undefined))).toBe('unknown-address');
    const throwing = () => {
      throw new TypeError('Cannot read properties of undefined');
    };
    expect(clientKey(requestWith(throwing, undefined))).toBe('unknown-address');
  });
});
