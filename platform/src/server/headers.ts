/**
 * The response headers every page server sends. Pages are never embedded or read cross-origin;
 * remotes' files are loaded from the host's origin, so every other file is CORS-readable. A
 * sensitive page (the route manifest's `sensitive`: the tips form) leaves no trace: no referrer
 * when a visitor follows a link from it, and no copy in any cache.
 */
import type { FastifyReply } from 'fastify';

/** Powerful features no page of the site uses. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

const SENSITIVE_CACHE_CONTROL = 'no-store, no-cache, must-revalidate, private';

/** Sets the headers of a response about to be sent, from its type and whether its page is sensitive. */
export function securityHeaders(reply: FastifyReply, contentSecurityPolicy: string, sensitive: boolean): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', sensitive ? 'no-referrer' : 'strict-origin-when-cross-origin');
  // Nothing says which software answers.
  reply.removeHeader('Server');
  reply.removeHeader('X-Powered-By');
  if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (sensitive) reply.header('Cache-Control', SENSITIVE_CACHE_CONTROL);
  } else {
    reply.header('Access-Control-Allow-Origin', '*');
  }
}

/** `Onion-Location` on a page (an HTML answer) when the site has an onion service (ONION_URL; see onion.ts). */
export function onionLocationHeader(reply: FastifyReply, location: string | null): void {
  if (location !== null && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Onion-Location', location);
}
