/**
 * How fast the machine that ran the bench was, as Lighthouse measures it before every run
 * (`environment.benchmarkIndex`). Lighthouse's simulated phone is the host's own speed divided by
 * its fixed 4× CPU slowdown, so on a slow or busy host every task, and with it TBT and LCP, reads
 * longer than on the machine that slowdown is set for. The bench states this next to its verdict,
 * which it leaves as measured.
 */
import { groupDigits } from '../../shared/src/utils/groupDigits';

/** Below this index Lighthouse itself warns that the host's CPU is slower than it expects (Lighthouse 12). */
export const SLOW_HOST_INDEX = 1000;

/** The range of a route's indexes, as its table cell shows it ("1,120–1,548"). */
export function indexRange(indexes: readonly number[]): string {
  if (!indexes.length) return 'n/a';
  const low = groupDigits(Math.round(Math.min(...indexes)));
  const high = groupDigits(Math.round(Math.max(...indexes)));
  return low === high ? low : `${low}–${high}`;
}

/** What the bench says under its table about the host, from every Lighthouse run's index. */
export function hostCpuNote(indexes: readonly number[]): string {
  if (!indexes.length) return 'Host CPU: no Lighthouse run reported a BenchmarkIndex.';
  const slow = indexes.filter((index) => index < SLOW_HOST_INDEX).length;
  const range = `Host CPU: Lighthouse's BenchmarkIndex was ${indexRange(indexes)} over ${indexes.length} runs`;
  return slow
    ? `${range}; ${slow} of them under ${groupDigits(SLOW_HOST_INDEX)}, where Lighthouse warns that the host is slower than it expects and TBT and LCP read high.`
    : `${range}.`;
}
