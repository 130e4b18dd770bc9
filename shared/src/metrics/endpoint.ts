/**
 * The operator's metrics endpoint of a server process (server code only: node:http). It listens on a port of its
 * own (METRICS_PORT, on METRICS_HOST: loopback unless the operator names an internal address), never on the
 * public server's, so the public proxy has nothing that reaches it. `GET /metrics` answers the registry's text
 * exposition; anything else is a 404.
 */
import http from 'node:http';

/** Every server process's gauge: 1 while it shuts down (finishing what it has, taking nothing new), else 0. */
export const DRAINING_GAUGE = { name: 'beacon_draining', help: '1 while the process drains before it stops, else 0' } as const;

/** What the endpoint serves: a prom-client Registry fits. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

export interface MetricsEndpoint {
  /** e.g. http://127.0.0.1:18631 */
  url: string;
  close(): Promise<void>;
}

export interface MetricsAddress {
  port: number;
  host: string;
}

/** METRICS_PORT (and METRICS_HOST, 127.0.0.1 by default) from the environment; null when no port is set. */
export function metricsAddressFrom(env: Readonly<Record<string, string | undefined>>): MetricsAddress | null {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number (got "${raw}")`);
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

export async function serveMetrics(source: MetricsSource, { port, host }: MetricsAddress): Promise<MetricsEndpoint> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    source.metrics().then(
      (text) => response.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actual = address && typeof address === 'object' ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The endpoint of METRICS_PORT started and stopped with a server: give `start` to its listening hook and `stop`
 * to its closing one. Null when the environment names no metrics port.
 */
export function metricsEndpointFor(
  source: MetricsSource,
  env: Readonly<Record<string, string | undefined>>,
  onServing: (url: string) => void,
): { start(): Promise<void>; stop(): Promise<void> } | null {
  const address = metricsAddressFrom(env);
  if (!address) return null;
  let endpoint: MetricsEndpoint | null = null;
  return {
    async start() {
      endpoint = await serveMetrics(source, address);
      onServing(endpoint.url);
    },
    async stop() {
      await endpoint?.close();
    },
  };
}

/** `2xx` for 204: the status class the request series are labelled with. */
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];
export const statusClassOf = (status: number): StatusClass =>
  STATUS_CLASSES[Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1] ?? '5xx';
