import type { Span } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';
import { isSourcePath } from '../tips/source-paths';

/** @fastify/otel's name for the address asked for (the semantic conventions' path, which has no query). */
const URL_PATH = 'url.path';

/**
 * A request span's path is the path without its query (a query may carry a token); on the tip path it is the
 * route's pattern, so a receipt in the address is not kept either. The span's other attributes are the method,
 * the route and the status: no address, header or body is ever added.
 */
export function keepRouteOnly(span: Span, request: FastifyRequest): void {
  if (isSourcePath(request)) {
    span.setAttribute(URL_PATH, request.routeOptions.url ?? 'unmatched');
    return;
  }
  const query = request.url.indexOf('?');
  if (query !== -1) span.setAttribute(URL_PATH, request.url.slice(0, query));
}
