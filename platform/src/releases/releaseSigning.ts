/**
 * The page servers' side of the channel with the release registry (the API's is
 * api/src/plugins/app/releases/signals.ts, which must agree). Both share PAGE_SERVER_SECRET and derive one key per
 * purpose from it: `page-server`, the bearer of the internal calls both ways (the API asks to warm a release; the page
 * server reports what it observed), and `report-token`, the signature of the token each composed page carries, which
 * a browser's report needs to count.
 */
import crypto from 'node:crypto';
import type { Env } from '@beacon/shared/apps';
import type { RemotesMap } from '@beacon/shared/contract';

/** The `<meta name>` the page's report token is served in. */
export const REPORT_TOKEN_META = 'beacon-release-report';

/** How long a page's token counts: a page left open that long reports nothing more. */
const TOKEN_TTL_MS = 30 * 60_000;

/** PAGE_SERVER_SECRET, or null: then no token is issued, no observation sent and no warm-up accepted. */
export const pageServerSecret = (env: Env): string | null => env.PAGE_SERVER_SECRET?.trim() || null;

const purposeKey = (secret: string, purpose: string): Buffer => crypto.createHmac('sha256', secret).update(`beacon:${purpose}`).digest();

/** The Authorization header of an internal call. */
export const internalAuthorization = (secret: string): string => `Bearer ${purposeKey(secret, 'page-server').toString('hex')}`;

/** Whether a request carries the internal bearer. */
export function isInternalCall(secret: string, authorization: string | undefined): boolean {
  const expected = Buffer.from(internalAuthorization(secret));
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** A release's manifest is `…/<release id>/mf-manifest.json`, on the remote's own server as on a CDN. */
const RELEASE_MANIFEST = /\/([0-9a-f]{12})\/mf-manifest\.json$/;

/** The release a manifest URL belongs to, or null for a remote served from its build. */
export const releaseIdOf = (manifestUrl: string): string | null => RELEASE_MANIFEST.exec(manifestUrl)?.[1] ?? null;

/** The token of a page served with `remotes`: the releases among them, a random nonce and an expiry; null with none. */
export function reportToken(secret: string, remotes: RemotesMap, now = Date.now()): string | null {
  const releases = Object.entries(remotes).flatMap(([remote, url]) => {
    const id = releaseIdOf(url);
    return id ? [`${remote}:${id}`] : [];
  });
  if (releases.length === 0) return null;
  const payload = Buffer.from(
    JSON.stringify({ r: releases, n: crypto.randomBytes(8).toString('hex'), e: Math.floor((now + TOKEN_TTL_MS) / 1000) }),
  ).toString('base64url');
  return `${payload}.${crypto.createHmac('sha256', purposeKey(secret, 'report-token')).update(payload).digest('base64url')}`;
}
