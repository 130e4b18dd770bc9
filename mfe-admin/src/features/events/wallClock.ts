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
 * The instant at which `timeZone`'s clocks show `wall`. Around a daylight-saving change it does what
 * calendar apps do: a time the clocks skip (2:30 AM as they spring forward) is read with the offset
 * before the change, so it lands an hour later (3:30 AM); a time they show twice (1:30 AM as they fall
 * back) is the first of the two.
 */
export function instantAt(wall: WallClock, timeZone: string): Date {
  const asIfUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The zone's offsets a day either side: any change in between is the one the wall time may fall into.
  const before = zoneOffsetMinutes(new Date(asIfUtc - DAY_MS), timeZone);
  const after = zoneOffsetMinutes(new Date(asIfUtc + DAY_MS), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asIfUtc - offset * MINUTE_MS)
    .filter((candidate) => {
      const shown = wallClockAt(new Date(candidate), timeZone);
      return shown.hour === wall.hour && shown.minute === wall.minute && shown.day === wall.day;
    });
  return new Date(candidates.length > 0 ? Math.min(...candidates) : asIfUtc - before * MINUTE_MS);
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

/** The instant the picker's value names at the venue. */
export const instantOfPickerValue = (value: Dayjs, timeZone: string): Date =>
  instantAt({ year: value.year(), month: value.month() + 1, day: value.date(), hour: value.hour(), minute: value.minute() }, timeZone);
