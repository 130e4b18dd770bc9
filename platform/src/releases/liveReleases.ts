/**
 * What the release registry says is live, as the host's page server knows it: the API's
 * `GET /releases/live`, kept a few seconds (the API says `max-age=5`), so a promotion, a rollback or
 * a canary reaches new visits within seconds without a restart. An answer older than that is
 * refreshed before it is used; when the API does not answer, the last answer it gave stays in use,
 * and with none yet every remote is where the environment says (no release).
 */
import { RELEASE_ID } from './releasesDir';

export interface ReleaseRef {
  id: string;
  manifestUrl: string;
}

export interface CandidateRef extends ReleaseRef {
  /** Share of visitors (1–99) who get the candidate. */
  percent: number;
}

export interface RemoteReleases {
  live: ReleaseRef | null;
  candidate: CandidateRef | null;
}

/** Remote container name (`mfe_events`) → its live release and candidate. Remotes the registry does not name have neither. */
export type LiveReleases = Readonly<Record<string, RemoteReleases>>;

/** How long an answer is used before the registry is asked again. */
const FRESH_MS = 5_000;
/** How long a page waits for the registry; a slower one leaves the last answer (or none) for this page. */
const TIMEOUT_MS = 800;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) address, which is all that may go into a page as a remote's manifest. */
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const releaseRef = (value: unknown): ReleaseRef | null =>
  isRecord(value) && typeof value.id === 'string' && RELEASE_ID.test(value.id) && isHttpUrl(value.manifestUrl)
    ? { id: value.id, manifestUrl: value.manifestUrl }
    : null;

/** The registry's answer, keeping only what is well formed: a malformed entry is as if absent. */
export function parseLiveReleases(body: unknown): LiveReleases {
  const remotes = isRecord(body) && isRecord(body.remotes) ? body.remotes : {};
  const result: Record<string, RemoteReleases> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (!isRecord(entry)) continue;
    const live = releaseRef(entry.live);
    const candidate = releaseRef(entry.candidate);
    const percent = isRecord(entry.candidate) ? entry.candidate.percent : null;
    const validPercent = typeof percent === 'number' && Number.isInteger(percent) && percent >= 1 && percent <= 99;
    result[name] = { live, candidate: candidate && validPercent ? { ...candidate, percent } : null };
  }
  return result;
}

/** The registry's answer, cached FRESH_MS, for one page server. */
export function liveReleasesFrom(apiUrl: string): () => Promise<LiveReleases> {
  const url = `${apiUrl}/releases/live`;
  let known: LiveReleases = {};
  let askedAt = -Infinity;
  let pending: Promise<LiveReleases> | null = null;

  const ask = (): Promise<LiveReleases> => {
    pending ??= fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then(async (response) => {
        if (response.ok) known = parseLiveReleases(await response.json());
        // An API without a registry (404) has no releases; anything else keeps the last answer.
        else if (response.status === 404) known = {};
        return known;
      })
      .catch(() => known)
      .finally(() => {
        // A failure is not asked again at once either: a registry that is down costs one wait per FRESH_MS.
        askedAt = Date.now();
        pending = null;
      });
    return pending;
  };

  return () => (Date.now() - askedAt < FRESH_MS ? Promise.resolve(known) : ask());
}
