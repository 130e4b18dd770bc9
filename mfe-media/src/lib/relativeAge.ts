import { groupDigits } from '@beacon/shared/numbers';

/**
 * The age of a video as relative text: seconds under 60 s, minutes under
 * 60 min, hours under 24 h, days under 7 days, weeks under 4 weeks, months under 12 months, then
 * years, always "N units ago", worded as Intl.RelativeTimeFormat words it in English. Written out
 * rather than asked of Intl for the same reason as view counts (see formatViews.ts): the cards
 * render as the page starts, and a page's first Intl formatter costs tens of milliseconds.
 */

export const UNKNOWN_DATE = 'Unknown date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/**
 * A year is 365 days and a month a twelfth of it, so "12 months" and "1 year" are the same moment
 * and a video published 365 days ago reads "1 year ago" (with 365.25 days it read "11 months ago").
 */
const YEAR = 365 * DAY;
const MONTH = YEAR / 12;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** The unit for an age: the first whose next threshold the age has not reached. */
function pickUnit(ms: number): [Unit, number] {
  if (ms < MINUTE) return ['second', SECOND];
  if (ms < HOUR) return ['minute', MINUTE];
  if (ms < DAY) return ['hour', HOUR];
  if (ms < WEEK) return ['day', DAY];
  if (ms < 4 * WEEK) return ['week', WEEK];
  if (ms < YEAR) return ['month', MONTH];
  return ['year', YEAR];
}

/** `publishedDate` (ISO) relative to `now`; 'Unknown date' when missing or unreadable. */
export function relativeAge(publishedDate: string | null | undefined, now: number = Date.now()): string {
  const published = publishedDate ? Date.parse(publishedDate) : Number.NaN;
  if (Number.isNaN(published)) return UNKNOWN_DATE;
  // A date slightly in the future (clock skew) reads as "0 seconds ago".
  const age = Math.max(0, now - published);
  const [unit, size] = pickUnit(age);
  // Weeks 28–29 days old are "1 month", not "0 months": a unit never shows less than 1 once reached.
  const amount = unit === 'second' ? Math.floor(age / size) : Math.max(1, Math.floor(age / size));
  return `${groupDigits(amount)} ${unit}${amount === 1 ? '' : 's'} ago`;
}
