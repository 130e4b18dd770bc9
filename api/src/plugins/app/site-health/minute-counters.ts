import type { SiteHealthMinute } from '@beacon/shared/schemas';

const MINUTE_MS = 60_000;
/** The minutes kept: the last hour and the one under way. */
export const MINUTES_SHOWN = 60;

/**
 * Latency buckets, in milliseconds: 0.5 ms × 1.25^k up to a minute. A request adds 1 to one bucket, and the
 * p95 read from them is within a bucket's width (25 %) of the exact one, as Prometheus's histogram_quantile is.
 */
const FIRST_BOUND_MS = 0.5;
const GROWTH = 1.25;
const BUCKETS = Math.ceil(Math.log(MINUTE_MS / FIRST_BOUND_MS) / Math.log(GROWTH)) + 1;
const upperBound = (index: number): number => FIRST_BOUND_MS * GROWTH ** index;
const bucketOf = (ms: number): number =>
  ms <= FIRST_BOUND_MS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / FIRST_BOUND_MS) / Math.log(GROWTH)));

interface Slot {
  minute: number;
  requests: number;
  errors: number;
  latency: Uint32Array;
}

/** The 95th percentile of one minute's latencies, interpolated inside its bucket; null without a request. */
function p95(slot: Slot): number | null {
  if (slot.requests === 0) return null;
  const rank = 0.95 * slot.requests;
  let below = 0;
  for (let index = 0; index < BUCKETS; index += 1) {
    const count = slot.latency[index] ?? 0;
    if (below + count >= rank) {
      const lower = index === 0 ? 0 : upperBound(index - 1);
      return lower + (upperBound(index) - lower) * ((rank - below) / count);
    }
    below += count;
  }
  return upperBound(BUCKETS - 1);
}

/**
 * One process's requests per minute for the last hour (`npm start` has no Prometheus): a ring of 61
 * minutes, each a request count, a 5xx count and a latency histogram. Recording is a few array writes.
 */
export class MinuteCounters {
  private readonly slots: Slot[] = Array.from({ length: MINUTES_SHOWN + 1 }, () => ({
    minute: -1,
    requests: 0,
    errors: 0,
    latency: new Uint32Array(BUCKETS),
  }));

  record(atMs: number, status: number, durationMs: number): void {
    const minute = Math.floor(atMs / MINUTE_MS);
    const slot = this.slots[minute % this.slots.length] as Slot;
    if (slot.minute !== minute) {
      slot.minute = minute;
      slot.requests = 0;
      slot.errors = 0;
      slot.latency.fill(0);
    }
    slot.requests += 1;
    if (status >= 500) slot.errors += 1;
    const bucket = bucketOf(durationMs);
    slot.latency[bucket] = (slot.latency[bucket] ?? 0) + 1;
  }

  /** The last MINUTES_SHOWN minutes up to the one under way at `nowMs`, oldest first; a minute without requests counts 0. */
  minutes(nowMs: number): SiteHealthMinute[] {
    const current = Math.floor(nowMs / MINUTE_MS);
    return Array.from({ length: MINUTES_SHOWN }, (_, offset) => {
      const minute = current - (MINUTES_SHOWN - 1) + offset;
      const slot = this.slots[minute % this.slots.length] as Slot;
      const held = slot.minute === minute;
      return {
        at: new Date(minute * MINUTE_MS).toISOString(),
        requests: held ? slot.requests : 0,
        errors: held ? slot.errors : 0,
        p95Ms: held ? roundMs(p95(slot)) : null,
      };
    });
  }
}

/** Latencies to a tenth of a millisecond. */
export const roundMs = (ms: number | null): number | null => (ms === null ? null : Math.round(ms * 10) / 10);
