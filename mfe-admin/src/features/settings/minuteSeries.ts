import type { SiteHealthMinute } from '@beacon/shared/schemas';

/** One chart's points: a value per minute, null where nothing was measured. */
export interface MinutePoint {
  at: string;
  value: number | null;
}

export type SeriesName = 'requests' | 'errors' | 'p95Ms';

export const pointsOf = (minutes: readonly SiteHealthMinute[], name: SeriesName): MinutePoint[] =>
  minutes.map((minute) => ({ at: minute.at, value: minute[name] }));

/** True when no minute of any series has a value: nothing to draw. */
export const nothingMeasured = (minutes: readonly SiteHealthMinute[]): boolean =>
  minutes.every((minute) => minute.requests === null && minute.errors === null && minute.p95Ms === null);

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** "14:05" in the reader's zone. */
export const minuteText = (at: string): string => clock.format(new Date(at));

/** How a chart says one of its values: "120 requests", "2 errors", "41 ms". */
export type ValueText = (value: number) => string;

export const countText =
  (one: string, many: string): ValueText =>
  (value) =>
    `${whole.format(value)} ${value === 1 ? one : many}`;

export const msText: ValueText = (value) => `${whole.format(value)} ms`;

/**
 * A chart in one sentence, for those who cannot see it and those who want the figures: the hour's total (for
 * counts), its highest minute and the latest one.
 */
export function summaryOf(points: readonly MinutePoint[], say: ValueText, kind: 'count' | 'latency'): string {
  const measured = points.filter((point): point is { at: string; value: number } => point.value !== null);
  if (measured.length === 0) return kind === 'latency' ? 'No request in the last hour.' : 'Nothing measured in the last hour.';
  const peak = measured.reduce((high, point) => (point.value > high.value ? point : high));
  const latest = measured.at(-1) ?? peak;
  const last = `latest minute (${minuteText(latest.at)}): ${say(latest.value)}`;
  if (kind === 'latency') return `Last hour: highest ${say(peak.value)} at ${minuteText(peak.at)}; ${last}.`;
  const total = measured.reduce((sum, point) => sum + point.value, 0);
  if (total === 0) return `Last hour: ${say(0)}.`;
  return `Last hour: ${say(total)} in all; most in a minute: ${say(peak.value)} at ${minuteText(peak.at)}; ${last}.`;
}

/**
 * The SVG path of a line through the points in a width × height box (0 at the bottom, the highest value at the
 * top), broken where a minute has no value. A lone point is a zero-length segment: its round cap draws a dot.
 */
export function linePath(points: readonly MinutePoint[], width: number, height: number): string {
  const top = Math.max(0, ...points.map((point) => point.value ?? 0)) || 1;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  let path = '';
  let drawing = false;
  points.forEach((point, index) => {
    if (point.value === null) {
      drawing = false;
      return;
    }
    const x = Math.round(index * step * 100) / 100;
    const y = Math.round((height - (point.value / top) * height) * 100) / 100;
    path += drawing ? ` L${x} ${y}` : `${path ? ' ' : ''}M${x} ${y} l0 0`;
    drawing = true;
  });
  return path;
}
