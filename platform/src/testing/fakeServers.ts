/**
 * Small local HTTP servers for the page server's tests: a remote deployment or an API, each
 * answering from a table of paths (a path mapped to `'never'` is never answered: a slow server),
 * and the address of a server that is down.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JSON answer (sent `afterMs` late, if given), or `'never'`: the request is left hanging until the client gives up. */
export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string>; afterMs?: number } | 'never';

export interface FakeServer {
  url: string;
  /** The paths asked for, in order (with their queries). */
  requests: string[];
  close: () => Promise<void>;
}

/** A server answering `answer(pathWithQuery)`; anything it does not know is a 404. */
export async function fakeServer(answer: (url: string) => FakeAnswer | undefined): Promise<FakeServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    requests.push(url);
    const found = answer(url) ?? { status: 404, body: { error: 'Not Found' } };
    if (found === 'never') return;
    const send = () =>
      response.writeHead(found.status, { 'content-type': 'application/json', ...found.headers }).end(JSON.stringify(found.body));
    if (found.afterMs) setTimeout(send, found.afterMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The address of a port that was just free and closed again: a server that is down. */
export async function downServerUrl(): Promise<string> {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** A 200 JSON answer. */
export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
