/**
 * HTTP from a chosen loopback address (127.0.0.0/8 is all this machine's): each simulated visitor has
 * its own address, as nginx's per-address limits and the API's rate limits see visitors.
 */
import http from 'node:http';
import net from 'node:net';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: () => string;
  json: <T>() => T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string | object;
  /** The visitor's address (127.x.y.z); 127.0.0.1 when unset. */
  from?: string;
  timeoutMs?: number;
}

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const { body } = options;
  const isJson = body !== undefined && !Buffer.isBuffer(body) && typeof body === 'object';
  const payload = body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as Buffer | string);
  const headers: Record<string, string> = { ...(isJson ? { 'content-type': 'application/json' } : {}), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: options.method ?? 'GET',
      headers: payload === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(payload)) },
      localAddress: options.from ?? '127.0.0.1',
      agent: false,
      timeout: options.timeoutMs ?? 10_000,
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms`)));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: buffer,
          text: () => buffer.toString('utf8'),
          json: <T>() => JSON.parse(buffer.toString('utf8')) as T,
        });
      });
    });
    req.end(payload);
  });
}

/** Opens a TCP connection from `from` and resolves once it is established. */
export function connect(port: number, from: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

export interface FormFile {
  /** The form field (`file` when unset). */
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body: the fields, then the files, as a browser's FormData sends them. */
export function multipart(fields: Record<string, string | number>, files: FormFile | readonly FormFile[]) {
  const boundary = `----beacon-cluster-${Date.now().toString(16)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(Array.isArray(files) ? files : [files]).flatMap((file: FormFile) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
