/**
 * How fast the machine that ran the bench was, as Lighthouse measures it before every run
 * (`environment.benchmarkIndex`). Lighthouse's simulated phone is the host's own speed divided by
 * its CPU slowdown. Its default, 4×, is set for a host of about 1,500; on a slower or busier one
 * every task, and with it TBT and LCP, reads as if on a slower phone. So the bench scores each run
 * at the slowdown that host needs to stand for the same phone (`calibratedSlowdown`), and shows the
 * default's TBT beside it.
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
    ? `${range}; ${slow} of them under ${groupDigits(SLOW_HOST_INDEX)}, where Lighthouse warns that the host is slower than it expects and TBT at 4× reads high.`
    : `${range}.`;
}

/** Lighthouse's default CPU slowdown (its mobile settings). */
export const DEFAULT_SLOWDOWN = 4;

/**
 * The CPU slowdown at which a host of this BenchmarkIndex stands for the phone Lighthouse's default 4× makes of
 * a host of about 1,533: the curve of the Lighthouse team's CPU throttling calculator, which Lighthouse's
 * throttling docs send a slow host to (1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×, straight between them and
 * on above 1,300). Null under 150: no slowdown of such a host reaches that phone.
 */
export function calibratedSlowdown(benchmarkIndex: number): number | null {
  if (!(benchmarkIndex >= 150)) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** The range of a route's slowdowns, as its table cell shows it ("1.7–4.2×"). */
export function slowdownRange(slowdowns: readonly number[]): string {
  if (!slowdowns.length) return 'n/a';
  const low = Math.min(...slowdowns).toFixed(1);
  const high = Math.max(...slowdowns).toFixed(1);
  return low === high ? `${low}×` : `${low}–${high}×`;
}
