/**
 * The page servers' side of the channel with the release registry: the secret, and the report token each composed
 * page carries. The signing itself is shared with the API, which checks it (@beacon/shared/release-signing).
 */
import type { Env } from '@beacon/shared/apps';
import type { RemotesMap } from '@beacon/shared/contract';
import { releaseKey, signReportToken } from '@beacon/shared/release-signing';

export { internalAuthorization, isInternalCall } from '@beacon/shared/release-signing';

/** The `<meta name>` the page's report token is served in. */
export const REPORT_TOKEN_META = 'beacon-release-report';

/** How long a page's token counts: a page left open that long reports nothing more. */
const TOKEN_TTL_MS = 30 * 60_000;

/** PAGE_SERVER_SECRET, or null: then no token is issued, no observation sent and no warm-up accepted. */
export const pageServerSecret = (env: Env): string | null => env.PAGE_SERVER_SECRET?.trim() || null;

/** A release's manifest is `…/<release id>/mf-manifest.json`, on the remote's own server as on a CDN. */
const RELEASE_MANIFEST = /\/([0-9a-f]{12})\/mf-manifest\.json$/;

/** The release a manifest URL belongs to, or null for a remote served from its build. */
export const releaseIdOf = (manifestUrl: string): string | null => RELEASE_MANIFEST.exec(manifestUrl)?.[1] ?? null;

/** The token of a page served with `remotes`: the releases among them, a random nonce and an expiry; null with none. */
export function reportToken(secret: string, remotes: RemotesMap, now = Date.now()): string | null {
  const releases = Object.entries(remotes).flatMap(([remote, url]) => {
    const id = releaseIdOf(url);
    return id ? [releaseKey(remote, id)] : [];
  });
  if (releases.length === 0) return null;
  return signReportToken(secret, releases, now + TOKEN_TTL_MS);
}
