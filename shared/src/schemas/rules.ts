/**
 * Value rules the API's schemas and the site's forms share, without TypeBox (a form imports this
 * file alone: `@beacon/shared/schemas/rules`), so a rule changed here changes on both sides.
 */

/** Years a date may name: four digits, and nothing a two-digit-year parser would fold into 19xx. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** Longest text each booking-request field takes (the form's `maxLength`, the API's `maxLength`). */
export const BOOKING_LIMITS = {
  requesterName: 120,
  eventName: 200,
  eventLocation: 200,
  eventDetails: 5000,
} as const;

/** Stricter than the format's default: a dot-separated domain with a real top-level label. */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** An e-mail address the API accepts (RFC 5321 length limits). */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return value.length <= 254 && at > 0 && at <= 64 && EMAIL.test(value);
}

const inRange = (year: number): boolean => year >= MIN_YEAR && year <= MAX_YEAR;

/** Calendar-checked ISO date (YYYY-MM-DD) within the years above, so 2025-02-30 is refused. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!inRange(year)) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a date-time's year is within the years above. */
export const isYearInRange = inRange;

/** Longest time-zone name taken (the longest IANA name is about 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * An IANA time-zone name this runtime knows (`America/Phoenix`, `Asia/Kolkata`, `UTC`). Offsets
 * (`+07:00`) are refused: a zone has rules (daylight saving) an offset does not. Aliases are kept as
 * written (runtimes disagree on which of `Asia/Kolkata` and `Asia/Calcutta` is canonical).
 */
export function isTimeZone(value: string): boolean {
  if (value.length > TIME_ZONE_MAX_LENGTH || !/^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
