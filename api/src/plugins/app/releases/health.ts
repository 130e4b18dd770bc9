import type { ReleaseHealth, ReleaseReportKind } from '@beacon/shared/schemas';

const MINUTE_MS = 60_000;

/** How long the health shown (and judged) looks back. */
export const HEALTH_WINDOW_MINUTES = 60;

/** When the API rolls a release back by itself (RELEASE_FAILURE_RATE, RELEASE_MIN_LOADS). */
export interface FailurePolicy {
  /** failures / loads at or above this is failing (0 < rate ≤ 1). */
  failureRate: number;
  /** Fewer pages composed by the page servers than this say nothing yet. */
  minLoads: number;
  /**
   * Fewer distinct visitors reporting than this say nothing yet: an outsider controls one visitor per address, so
   * this is how many addresses it would take to fail a release by browsers' reports alone.
   */
  minVisitors: number;
}

/** The minute bucket a report at `at` is counted in. */
export const minuteOf = (at: Date): Date => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);

/** The first bucket of the health window that ends with the bucket of `now`. */
export const windowStart = (now: Date): Date => new Date(minuteOf(now).getTime() - (HEALTH_WINDOW_MINUTES - 1) * MINUTE_MS);

/** The first bucket that counts for a release that took its role at `since`: the later of its start and the window's. */
export const countedFrom = (now: Date, since: Date | null): Date => {
  const start = windowStart(now);
  if (since === null) return start;
  const sinceMinute = minuteOf(since);
  return sinceMinute > start ? sinceMinute : start;
};

/** A `load-error` is a load that failed; a `render-error` a failure after a load that was already counted. */
export const countsOf = (kind: ReleaseReportKind): ReleaseHealth => ({
  loads: kind === 'render-error' ? 0 : 1,
  failures: kind === 'load' ? 0 : 1,
});

/** Enough loads, and too large a share of them failed. */
export const isFailing = (health: ReleaseHealth, policy: FailurePolicy): boolean =>
  health.loads >= policy.minLoads && health.loads > 0 && health.failures / health.loads >= policy.failureRate;

/**
 * A release's two tallies, judged apart: what the page servers observed themselves (pages composed with it, and
 * those its files or its server render failed), and what distinct visitors' browsers reported with a valid token.
 */
export interface ReleaseTallies {
  server: ReleaseHealth;
  browsers: ReleaseHealth;
}

/** The tally that fails the release, if one does (the page servers' first: nobody outside can forge it). */
export const failingTally = (tallies: ReleaseTallies, policy: FailurePolicy): keyof ReleaseTallies | null => {
  if (isFailing(tallies.server, policy)) return 'server';
  return isFailing(tallies.browsers, { ...policy, minLoads: policy.minVisitors }) ? 'browsers' : null;
};

/** The health shown to staff: both tallies added up. */
export const shownHealth = ({ server, browsers }: ReleaseTallies): ReleaseHealth => ({
  loads: server.loads + browsers.loads,
  failures: server.failures + browsers.failures,
});
