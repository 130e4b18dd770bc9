// Connection limits the server really enforces, seen from raw sockets: a client that sends nothing, one
// that drips its headers, and one that idles after a response all get their connection closed; one address's
// flood of idle sockets shuts out no other address (trusted proxies exempt); a chunked body with a malformed
// chunk size on a rate-limited route is a client error, never an error-level log line.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { startServer, type BeaconApp } from '../src/app';
import { trustedPeer } from '../src/http/connection-cap';
import { clientKey } from '../src/plugins/external/rate-limit';
import { DEFAULT_CONNECTION_LIMITS, loadConfig, type Config, type DatabaseConfig } from '../src/config';
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

/** An idle socket from `from` (a loopback address other than the server's), settled once connected or refused. */
interface Held {
  socket: net.Socket;
  closed: Promise<void>;
}

function hold(to: number, from: string): Promise<Held> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: to, host: '127.0.0.1', localAddress: from });
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => undefined);
    socket.on('connect', () => resolve({ socket, closed }));
    void closed.then(() => resolve({ socket, closed }));
  });
}

/** Opens `count` idle sockets from `from`, a hundred at a time (the listen queue stays short). */
async function flood(to: number, from: string, count: number): Promise<Held[]> {
  const held: Held[] = [];
  while (held.length < count) {
    held.push(...(await Promise.all(Array.from({ length: Math.min(100, count - held.length) }, () => hold(to, from)))));
  }
  return held;
}

/** Resolves once `n` of the sockets have been closed (by the server: the test closes none meanwhile). */
function closedCount(held: Held[], n: number): Promise<void> {
  let closed = 0;
  return new Promise((resolve) => {
    if (n === 0) resolve();
    for (const each of held)
      void each.closed.then(() => {
        closed += 1;
        if (closed === n) resolve();
      });
  });
}

const openConnections = (server: http.Server): Promise<number> =>
  new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

/** GET /health from a chosen local address: its status, or the error the connection ended with. */
function healthFrom(to: number, from: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port: to, path: '/health', localAddress: from, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('open connections per address', () => {
  const started: BeaconApp[] = [];
  const startWith = async (overrides: Partial<Config>) => {
    const { app: instance, port: instancePort } = await startServer({
      env: {},
      logger: false,
      config: testConfig(dataDir, database, { port: 0, seed: false, ...overrides }),
    });
    started.push(instance);
    return { instance, instancePort };
  };
  afterAll(async () => {
    for (const each of started) await each.close();
  });

  test('1,050 idle sockets from one address: it keeps its 100, and /health answers other addresses at once', async () => {
    // The defaults: 1,000 connections per instance, 100 per address, 10 s to send headers.
    const defaults = loadConfig({});
    expect([defaults.maxConnections, defaults.maxConnectionsPerAddress]).toEqual([1000, 100]);
    const { instance, instancePort } = await startWith({});
    const held = await flood(instancePort, '127.0.0.2', 1050);
    await closedCount(held, 950);
    expect(await openConnections(instance.server)).toBe(100);

    expect(await healthFrom(instancePort, '127.0.0.3')).toBe(200);
    // The flooder's next socket is refused; once it lets go, it is served again.
    expect(await healthFrom(instancePort, '127.0.0.2')).toBe('ECONNRESET');
    for (const each of held) each.socket.destroy();
    // The server counts a socket out when it sees it closed, a moment after this side did.
    while ((await openConnections(instance.server)) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await healthFrom(instancePort, '127.0.0.2')).toBe(200);
  });

  test('a trusted proxy (TRUST_PROXY) is not capped: every visitor behind it shares its address', async () => {
    const { instance, instancePort } = await startWith({ maxConnectionsPerAddress: 5, trustProxy: ['127.0.0.4'] });
    const proxy = await flood(instancePort, '127.0.0.4', 20);
    const direct = await flood(instancePort, '127.0.0.5', 6);
    await closedCount(direct, 1);
    expect(await openConnections(instance.server)).toBe(25);
    expect(await healthFrom(instancePort, '127.0.0.4')).toBe(200);
    for (const each of [...proxy, ...direct]) each.socket.destroy();
  });

  test('which peers count as proxies: the listed addresses, ranges and names; every peer for a hop count; none when off', () => {
    const listed = trustedPeer(['127.0.0.4', '10.0.0.0/8', 'uniquelocal', '2001:db8::/32']);
    expect(['127.0.0.4', '::ffff:127.0.0.4', '10.1.2.3', '192.168.1.1', '2001:db8::1'].map(listed)).toEqual([true, true, true, true, true]);
    expect(['127.0.0.5', '203.0.113.7', '2001:db9::1', '::1'].map(listed)).toEqual([false, false, false, false]);
    expect(trustedPeer(['loopback'])('::1')).toBe(true);
    expect(trustedPeer(1)('203.0.113.7')).toBe(true);
    expect(trustedPeer(false)('127.0.0.1')).toBe(false);
  });
});
