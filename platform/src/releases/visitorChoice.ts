/**
 * Which release of each remote a page is served with. A remote whose address the environment sets
 * (`MFE_EVENTS_URL`) is there, whatever the registry says (local development, tests); any other
 * remote gets its live release, or its address on this machine while it has none. While a canary
 * runs, each visitor has a bucket (0–99) in a first-party session cookie, set by the page server
 * only then: a bucket below a candidate's percentage gets the candidate. The chosen map is inlined
 * into the page, so the served HTML, its preloads and its hydration use the same releases.
 */
import crypto from 'node:crypto';
import { REMOTE_APPS, type Env } from '@beacon/shared/apps';
import type { RemotesMap } from '@beacon/shared/contract';
import type { LiveReleases } from './liveReleases';

/** The cookie holding the visitor's bucket while a canary runs. */
export const RELEASE_COOKIE = 'beacon_release';

/** The remotes whose address the environment sets: the registry is not asked for them. */
export const pinnedRemotes = (env: Env): ReadonlySet<string> =>
  new Set(REMOTE_APPS.filter((app) => Boolean(env[app.urlVar]?.trim())).map((app) => app.name));

/** Whether a canary runs for a remote the registry decides. */
export const canaryRunning = (releases: LiveReleases, pinned: ReadonlySet<string>): boolean =>
  Object.entries(releases).some(([name, entry]) => !pinned.has(name) && entry.candidate !== null);

/** The visitor's bucket from the request's Cookie header, or null when there is none (or it is not one). */
export function bucketOf(cookieHeader: string | undefined): number | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === RELEASE_COOKIE && value && /^\d{1,2}$/.test(value)) return Number(value);
  }
  return null;
}

/** The remotes map for one visitor: `bucket` is null when no canary runs. */
export function chooseRemotes(
  defaults: RemotesMap,
  pinned: ReadonlySet<string>,
  releases: LiveReleases,
  bucket: number | null,
): RemotesMap {
  const chosen: RemotesMap = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const entry = releases[name];
    if (pinned.has(name) || !entry) continue;
    if (entry.candidate && bucket !== null && bucket < entry.candidate.percent) chosen[name] = entry.candidate.manifestUrl;
    else if (entry.live) chosen[name] = entry.live.manifestUrl;
  }
  return chosen;
}

export interface VisitorReleases {
  remotes: RemotesMap;
  /** A `Set-Cookie` value: the new visitor's bucket, or the cookie cleared once no canary runs; null for none. */
  setCookie: string | null;
}

export interface ReleaseChooserOptions {
  /** The remotes map from the environment (every remote's own address). */
  defaults: RemotesMap;
  env: Env;
  /** The registry's answer (liveReleasesFrom). */
  releases: () => Promise<LiveReleases>;
  /** Whether the site is served over https (the cookie is then `Secure`). */
  secure: boolean;
  /** A new visitor's bucket, 0–99 (random; fixed in tests). */
  newBucket?: () => number;
}

/** Chooses the releases for each request, from its Cookie header. */
export function releaseChooser({
  defaults,
  env,
  releases,
  secure,
  newBucket = () => crypto.randomInt(100),
}: ReleaseChooserOptions): (cookieHeader: string | undefined) => Promise<VisitorReleases> {
  const pinned = pinnedRemotes(env);
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return async (cookieHeader) => {
    const known = await releases();
    const bucket = bucketOf(cookieHeader);
    if (!canaryRunning(known, pinned)) {
      // Nothing to keep once no canary runs: a visitor's cookie goes with the next page.
      return {
        remotes: chooseRemotes(defaults, pinned, known, null),
        setCookie: bucket === null ? null : `${RELEASE_COOKIE}=; Max-Age=0; ${attributes}`,
      };
    }
    if (bucket !== null) return { remotes: chooseRemotes(defaults, pinned, known, bucket), setCookie: null };
    const fresh = newBucket();
    // No Max-Age: a session cookie, so a visitor stays on one choice for the session only.
    return { remotes: chooseRemotes(defaults, pinned, known, fresh), setCookie: `${RELEASE_COOKIE}=${fresh}; ${attributes}` };
  };
}
