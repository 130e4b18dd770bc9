/**
 * A page server's part of a trace: each request continues the W3C `traceparent` it arrives with (nginx sets
 * one) or starts a trace, its log lines carry the trace id, and every request it makes while answering (the
 * API's data for a page's head, a remote's render, the API requests of that render) forwards the same
 * `traceparent`, so one visit's lines can be found in this page server, the remotes' and the API instances'.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const ZEROS = /^0+$/;

/** The request's `traceparent` when it is a valid version-00 one, else a new sampled trace's. */
export function traceparentOf(header: string | string[] | undefined): string {
  const value = typeof header === 'string' ? header.trim().toLowerCase() : '';
  const match = TRACEPARENT.exec(value);
  if (match?.[1] && match[2] && !ZEROS.test(match[1]) && !ZEROS.test(match[2])) return value;
  return `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;
}

export const traceIdOf = (traceparent: string): string => traceparent.slice(3, 35);

const current = new AsyncLocalStorage<string>();
const traceparents = new WeakMap<IncomingMessage, string>();

/** What Node's fetch (undici) publishes as it creates a request: headers can still be added. */
interface RequestCreated {
  request: { addHeader(name: string, value: string): unknown };
}

let forwarding = false;

/**
 * Every fetch made inside a request's trace (this server's code or a server bundle's) sends its `traceparent`:
 * added as undici creates the request, so no caller has to pass it on.
 */
function forwardOnFetch(): void {
  if (forwarding) return;
  forwarding = true;
  diagnosticsChannel.subscribe('undici:request:create', (message) => {
    const traceparent = current.getStore();
    if (traceparent) (message as RequestCreated).request.addHeader('traceparent', traceparent);
  });
}

/** Each request's logger (Fastify's child logger) names its trace from its first line on. */
export const childLoggerFactory: FastifyServerOptions['childLoggerFactory'] = (
  logger: FastifyBaseLogger,
  bindings,
  options,
  rawRequest,
) => {
  const traceparent = traceparentOf((rawRequest as IncomingMessage).headers.traceparent);
  traceparents.set(rawRequest as IncomingMessage, traceparent);
  return logger.child({ ...bindings, traceId: traceIdOf(traceparent) }, options);
};

/** Runs each request's hooks and handler inside its trace, whose `traceparent` its fetches forward. */
export function registerTracing(server: FastifyInstance): void {
  forwardOnFetch();
  server.addHook('onRequest', (request, _reply, done) => {
    const traceparent = traceparents.get(request.raw) ?? traceparentOf(request.headers.traceparent);
    current.run(traceparent, done);
  });
}
