import type { FastifyRequest } from 'fastify';

/**
 * The tip path: the tips and conversation routes, and the bot check's (its challenge is fetched seconds before
 * a tip is sent). What is kept about their requests (log lines, trace spans) names the route and nothing else:
 * no address, port, header, query or body ties a tip to who sent it.
 */
const SOURCE_PATHS = /^\/(tips|captcha)(\/|$)/i;

/** The matched route's pattern, or for an unmatched one its decoded path (`/%74ips` is `/tips` to a reader). */
export function pathOf(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  if (route) return route;
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const isSourcePath = (request: FastifyRequest): boolean => SOURCE_PATHS.test(pathOf(request));
