/**
 * Which release of each remote a page is served with. A remote whose address the environment sets
 * (`MFE_EVENTS_URL`) is there, whatever the registry says (local development, tests); any other
 * remote gets its live release, or its address on this machine while it has none. While a canary
 * runs, each visitor has a bucket (0–99) in a first-party session cookie, set by the page server
 * only then: a bucket below a candidate's percentage gets the candidate. The chosen map is inlined
 * into the page, so the served HTML, its preloads and its hydration use the same releases. A sensitive
 * page (the route manifest's `sensitive`: the tips form) stays out of every canary: it is composed
 * from the live releases, whatever cookie the visitor carries, and never sets or clears the cookie.
 */
import crypto from 'node:crypto';
import { REMOTE_APPS, type Env } from '@beacon/shared/apps';
import type { RemotesMap } from '@beacon/shared/contract';
import type { LiveReleases } from './liveReleases';

/** The cookie holding the visitor's bucket while a canary runs. */
export const RELEASE_COOKIE = 'beacon_release';

const pinnedApps = (env: Env) => REMOTE_APPS.filter((app) => Boolean(env[app.urlVar]?.trim()));

/** The remotes whose address the environment sets: the registry is not asked for them. */
export const pinnedRemotes = (env: Env): ReadonlySet<string> => new Set(pinnedApps(env).map((app) => app.name));

/**
 * The line a host page server prints at start when the environment pins remotes (local development and
 * tests only: a pinned remote ignores its releases); null when none is pinned.
 */
export function pinningWarning(env: Env): string | null {
  const pinned = pinnedApps(env);
  if (pinned.length === 0) return null;
  return `Warning: ${pinned.map((app) => app.urlVar).join(', ')} pin ${pinned.map((app) => app.dir).join(', ')} to a fixed address: their releases are ignored (for local development and tests only; a deployment sets REMOTES_URL instead).`;
}

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

/** What the chooser needs to know about the page asked for. */
export interface PageFacts {
  /** A sensitive route: the live releases only, no cookie. */
  sensitive: boolean;
}

/** Chooses the releases for each request, from its Cookie header and its page. */
export function releaseChooser({
  defaults,
  env,
  releases,
  secure,
  newBucket = () => crypto.randomInt(100),
}: ReleaseChooserOptions): (cookieHeader: string | undefined, page?: PageFacts) => Promise<VisitorReleases> {
  const pinned = pinnedRemotes(env);
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return async (cookieHeader, page) => {
    const known = await releases();
    if (page?.sensitive) return { remotes: chooseRemotes(defaults, pinned, known, null), setCookie: null };
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
