/**
 * One request exactly as spelled (inject and fetch resolve `..` and `%2e%2e` before sending, as
 * browsers do; an attacker's client need not): its status and body.
 */
import net from 'node:net';

export async function rawRequest(port: number, method: string, target: string): Promise<{ status: number; body: string }> {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('latin1');
  return { status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}
