import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { zoneOffsetMinutes } from '@beacon/shared/time';

/** A time as a clock on the wall shows it somewhere, with no zone of its own. Month is 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The wall clock at `timeZone` at that instant. */
export function wallClockAt(instant: string | Date, timeZone: string): WallClock {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/**
 * How `timeZone`'s clocks read `wall` around a daylight-saving change: at one instant; at none (a time
 * the clocks skip, 2:30 AM as they spring forward); or at two (a time they show twice, 1:30 AM as they
 * fall back), earlier first. The form says so and lets staff choose rather than moving or picking a time
 * for them.
 */
export type WallClockReading = { kind: 'exact'; instant: Date } | { kind: 'skipped' } | { kind: 'repeated'; earlier: Date; later: Date };

/** Which of a time the clocks show twice: before or after they go back. */
export type Occurrence = 'earlier' | 'later';

export function readWallClock(wall: WallClock, timeZone: string): WallClockReading {
  const asIfUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The zone's offsets a day either side: any change in between is the one the wall time may fall into.
  const offsets = new Set([
    zoneOffsetMinutes(new Date(asIfUtc - DAY_MS), timeZone),
    zoneOffsetMinutes(new Date(asIfUtc + DAY_MS), timeZone),
  ]);
  const candidates = [...offsets]
    .map((offset) => asIfUtc - offset * MINUTE_MS)
    .filter((candidate) => {
      const shown = wallClockAt(new Date(candidate), timeZone);
      return shown.hour === wall.hour && shown.minute === wall.minute && shown.day === wall.day;
    })
    .sort((a, b) => a - b);
  const [first, second] = candidates;
  if (first === undefined) return { kind: 'skipped' };
  if (second === undefined) return { kind: 'exact', instant: new Date(first) };
  return { kind: 'repeated', earlier: new Date(first), later: new Date(second) };
}

/** The instant of a reading, with `occurrence` choosing between two; null when the clocks skip the time or the choice is not made. */
export function instantOf(reading: WallClockReading, occurrence: Occurrence | null | undefined): Date | null {
  if (reading.kind === 'exact') return reading.instant;
  if (reading.kind === 'repeated' && occurrence) return reading[occurrence];
  return null;
}

/*
 * The date picker edits a Dayjs in the browser's zone; the form reads its fields as the venue's wall
 * clock, so what staff type is the venue's time whatever zone their own machine is in.
 */

/** The picker's value showing the venue's wall clock at that instant. */
export const pickerValueAt = (instant: string, timeZone: string): Dayjs => {
  const wall = wallClockAt(instant, timeZone);
  return dayjs(new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
};

/** How the venue's clocks read the picker's value. */
export const readPickerValue = (value: Dayjs, timeZone: string): WallClockReading =>
  readWallClock({ year: value.year(), month: value.month() + 1, day: value.date(), hour: value.hour(), minute: value.minute() }, timeZone);

/** The picker's value at the venue as an instant, `occurrence` choosing a time shown twice; null when there is none. */
export const instantOfPickerValue = (value: Dayjs, timeZone: string, occurrence: Occurrence | null | undefined): Date | null =>
  instantOf(readPickerValue(value, timeZone), occurrence);
