/**
 * JSON answers of remote deployments (and of the API, for pages' heads). A known copy is served at
 * once and refreshed in the background once it is old; a failure is remembered briefly, so a remote
 * that is down costs one wait, and a remote that comes back is seen within seconds.
 */

/** How long a remote's files are trusted before they are fetched again (meanwhile the old copy serves). */
const FRESH_MS = 30_000;
/** How long a failure is remembered before asking again. */
const FAILED_MS = 5_000;
/** Answers kept per cache (one per event id asked for): the oldest go first. */
const MAX_ENTRIES = 500;

/** How long a cache trusts what it keeps, and how long its callers wait for what it asks. */
export interface Freshness {
  /** A copy older than this is fetched again in the background (meanwhile it still serves). */
  freshMs?: number;
  /** A copy older than this is not served while it is refreshed, but waited for. */
  maxStaleMs?: number;
  /** How long "there is no such thing" is remembered (it may be created any moment). */
  absentMs?: number;
  /** How long no answer (down, late, 5xx, a render that threw) is remembered before asking again. */
  failedMs?: number;
  /**
   * How long a caller waits for an answer being fetched (then it has none: null). The request itself runs on
   * to the cache's timeout, and a later answer is kept for the next caller rather than dropped. Unset: callers
   * wait as long as the request may take.
   */
  waitMs?: number;
}

/**
 * Answers that show what staff publish (a page rendered with the API's answers, a published
 * investigation's head, the list of published investigations): served at most 3 s old and refreshed
 * after 1 s, so a publication is on every page server within seconds (the proxy's micro-cache adds 1 s).
 */
export const PUBLISHED_FRESHNESS: Freshness = { freshMs: 1_000, maxStaleMs: 3_000, absentMs: 1_000 };

/**
 * What an API answers when the thing asked for does not exist: 404, or 400 for an id that cannot
 * name anything (not a UUID). Anything else that is not an answer (down, slow, 5xx, 429) says nothing.
 */
const ABSENT_STATUSES: ReadonlySet<number> = new Set([400, 404, 410]);

/** The server said there is no such thing (as opposed to not answering). */
export const ABSENT = Symbol('absent');

/** A remote's render server said the render itself failed (its code threw), as opposed to not answering. */
export const FAILED = Symbol('failed');

/** The header a render server sets on a render that threw (renderServer.ts). */
export const RENDER_OUTCOME_HEADER = 'x-beacon-render';

export class RemoteFiles {
  private readonly cache = new Map<string, { at: number; value: unknown }>();
  private readonly pending = new Map<string, Promise<unknown>>();

  private readonly freshMs: number;
  private readonly maxStaleMs: number;
  private readonly absentMs: number;
  private readonly failedMs: number;
  private readonly waitMs: number | undefined;

  constructor(
    private readonly timeoutMs: number,
    { freshMs = FRESH_MS, maxStaleMs = Infinity, absentMs = FAILED_MS, failedMs = FAILED_MS, waitMs }: Freshness = {},
  ) {
    this.freshMs = freshMs;
    this.maxStaleMs = maxStaleMs;
    this.absentMs = absentMs;
    this.failedMs = failedMs;
    this.waitMs = waitMs;
  }

  /** One answer, read as the cache reads it, never kept. */
  private request(url: string): Promise<unknown> {
    return fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
      .then((response) => {
        if (response.ok) return response.json() as Promise<unknown>;
        if (response.headers.get(RENDER_OUTCOME_HEADER) === 'failed') return FAILED;
        return ABSENT_STATUSES.has(response.status) ? ABSENT : null;
      })
      .catch(() => null);
  }

  private fetch(url: string): Promise<unknown> {
    const running = this.pending.get(url);
    if (running) return running;
    const request = this.request(url).then((value) => {
      this.cache.delete(url);
      this.cache.set(url, { at: Date.now(), value });
      // Map order is insertion order: the first key is the oldest answer.
      if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
      this.pending.delete(url);
      return value;
    });
    this.pending.set(url, request);
    return request;
  }

  /** The answer, or null once the caller has waited `waitMs` (the request goes on, and its answer is kept). */
  private waitFor(answer: Promise<unknown>): Promise<unknown> {
    if (this.waitMs === undefined) return answer;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, this.waitMs, null);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }

  /** The answer, or null when there is none (not there, or no answer in time). */
  async get<T>(url: string): Promise<T | null> {
    const value = await this.lookup<T>(url);
    return value === ABSENT ? null : value;
  }

  /** The answer; ABSENT when the server says there is no such thing; null when it did not answer. */
  async lookup<T>(url: string, options?: { uncached?: boolean }): Promise<T | typeof ABSENT | null> {
    const value = await this.outcome<T>(url, options);
    return value === FAILED ? null : value;
  }

  /**
   * As `lookup`, and FAILED when a render server says its render threw. `uncached`: asked of the server
   * and never kept (an answer for one visitor alone, such as a draft a preview link shows).
   */
  async outcome<T>(url: string, { uncached = false } = {}): Promise<T | typeof ABSENT | typeof FAILED | null> {
    if (uncached) return (await this.request(url)) as T | typeof ABSENT | typeof FAILED | null;
    const hit = this.cache.get(url);
    const age = hit ? Date.now() - hit.at : 0;
    const answered = hit && hit.value !== null && hit.value !== ABSENT && hit.value !== FAILED;
    if (answered && age <= this.maxStaleMs) {
      if (age > this.freshMs) void this.fetch(url);
      return hit.value as T;
    }
    const remembered = hit?.value === ABSENT ? this.absentMs : this.failedMs;
    if (hit && !answered && age < remembered) return hit.value as typeof ABSENT | typeof FAILED | null;
    return (await this.waitFor(this.fetch(url))) as T | typeof ABSENT | typeof FAILED | null;
  }
}
