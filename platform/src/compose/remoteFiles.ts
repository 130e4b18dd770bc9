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

  /** `maxStaleMs`: a copy older than this is not served while it is refreshed, but waited for. */
  constructor(
    private readonly timeoutMs: number,
    private readonly maxStaleMs = Infinity,
  ) {}

  private fetch(url: string): Promise<unknown> {
    const running = this.pending.get(url);
    if (running) return running;
    const request = fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
      .then((response) => {
        if (response.ok) return response.json() as Promise<unknown>;
        if (response.headers.get(RENDER_OUTCOME_HEADER) === 'failed') return FAILED;
        return ABSENT_STATUSES.has(response.status) ? ABSENT : null;
      })
      .catch(() => null)
      .then((value) => {
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

  /** The answer, or null when there is none (not there, or no answer in time). */
  async get<T>(url: string): Promise<T | null> {
    const value = await this.lookup<T>(url);
    return value === ABSENT ? null : value;
  }

  /** The answer; ABSENT when the server says there is no such thing; null when it did not answer. */
  async lookup<T>(url: string): Promise<T | typeof ABSENT | null> {
    const value = await this.outcome<T>(url);
    return value === FAILED ? null : value;
  }

  /** As `lookup`, and FAILED when a render server says its render threw. */
  async outcome<T>(url: string): Promise<T | typeof ABSENT | typeof FAILED | null> {
    const hit = this.cache.get(url);
    const age = hit ? Date.now() - hit.at : 0;
    // A thing that is not there yet may be created any moment: "absent" is remembered as briefly as a failure.
    const answered = hit && hit.value !== null && hit.value !== ABSENT && hit.value !== FAILED;
    if (answered && age <= this.maxStaleMs) {
      if (age > FRESH_MS) void this.fetch(url);
      return hit.value as T;
    }
    if (hit && !answered && age < FAILED_MS) return hit.value as typeof ABSENT | typeof FAILED | null;
    return (await this.fetch(url)) as T | typeof ABSENT | typeof FAILED | null;
  }
}
