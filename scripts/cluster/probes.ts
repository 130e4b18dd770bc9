/** Whether a piece answers yet: HTTP 200, Redis PONG; and waiting for it with a deadline. */
import net from 'node:net';
import { sleep } from './supervisor';

export async function answersHttp(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Connects to the loopback port; `talk` settles the answer (false on an error or after 2 s of silence). */
function probeSocket(port: number, talk: (socket: net.Socket, done: (ok: boolean) => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    talk(socket, done);
  });
}

export const answersRedis = (port: number): Promise<boolean> =>
  probeSocket(port, (socket, done) => {
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });

/** Whether anything accepts TCP connections on the loopback port (a PostgreSQL left running, …). */
export const acceptsConnections = (port: number): Promise<boolean> =>
  probeSocket(port, (socket, done) => socket.on('connect', () => done(true)));

/** Polls `check` every 250 ms until it holds; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what = 'it'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}
