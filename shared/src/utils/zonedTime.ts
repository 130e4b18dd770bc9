/**
 * An event's time as its venue announces it: in the venue's time zone, in English ('en-US'), with the
 * zone's abbreviation ("Thursday, August 28, 2026 · 6:30 PM MST"). A server and a browser write the
 * same text: it is assembled here from Intl's parts rather than taken whole from Intl, whose spacing
 * differs between ICU builds (a narrow no-break space before "PM" in Node, a plain one in Chromium).
 * The visitor's own time ("8:30 PM your time") depends on the visitor's zone: browser only.
 */

/** The venue's time is written in the site's language, the same on every machine. */
export const VENUE_LOCALE = 'en-US';

interface ZonedParts {
  weekday: string;
  month: string;
  day: string;
  year: string;
  hour: string;
  minute: string;
  dayPeriod: string;
  /** 'MST', 'EDT', 'JST' (see zoneAbbreviation), or 'GMT+2' where the zone has no common abbreviation. */
  zone: string;
}

/*
 * Intl's English short names are abbreviations for North American zones only ('MST', 'EDT'); elsewhere
 * they are offsets ('GMT+9'). People write 'JST' for Tokyo and 'CET' for Paris: these are the common
 * abbreviations of other zones, by offset (minutes east of UTC), so summer time gets its own and a zone
 * whose rules change falls back to the offset rather than a wrong name.
 */
const CENTRAL_EUROPE = { 60: 'CET', 120: 'CEST' };
const EASTERN_EUROPE = { 120: 'EET', 180: 'EEST' };
const WESTERN_EUROPE = { 0: 'WET', 60: 'WEST' };
const ZONE_ABBREVIATIONS: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  'Asia/Tokyo': { 540: 'JST' },
  'Asia/Seoul': { 540: 'KST' },
  'Asia/Shanghai': { 480: 'CST' },
  'Asia/Hong_Kong': { 480: 'HKT' },
  'Asia/Taipei': { 480: 'CST' },
  'Asia/Singapore': { 480: 'SGT' },
  'Asia/Kolkata': { 330: 'IST' },
  'Asia/Calcutta': { 330: 'IST' },
  'Asia/Karachi': { 300: 'PKT' },
  'Asia/Jakarta': { 420: 'WIB' },
  'Asia/Jerusalem': { 120: 'IST', 180: 'IDT' },
  'Australia/Sydney': { 600: 'AEST', 660: 'AEDT' },
  'Australia/Melbourne': { 600: 'AEST', 660: 'AEDT' },
  'Australia/Brisbane': { 600: 'AEST' },
  'Australia/Adelaide': { 570: 'ACST', 630: 'ACDT' },
  'Australia/Darwin': { 570: 'ACST' },
  'Australia/Perth': { 480: 'AWST' },
  'Pacific/Auckland': { 720: 'NZST', 780: 'NZDT' },
  'Europe/London': { 0: 'GMT', 60: 'BST' },
  'Europe/Dublin': { 0: 'GMT', 60: 'IST' },
  'Europe/Lisbon': WESTERN_EUROPE,
  'Atlantic/Canary': WESTERN_EUROPE,
  'Europe/Paris': CENTRAL_EUROPE,
  'Europe/Berlin': CENTRAL_EUROPE,
  'Europe/Madrid': CENTRAL_EUROPE,
  'Europe/Rome': CENTRAL_EUROPE,
  'Europe/Amsterdam': CENTRAL_EUROPE,
  'Europe/Brussels': CENTRAL_EUROPE,
  'Europe/Vienna': CENTRAL_EUROPE,
  'Europe/Zurich': CENTRAL_EUROPE,
  'Europe/Stockholm': CENTRAL_EUROPE,
  'Europe/Oslo': CENTRAL_EUROPE,
  'Europe/Copenhagen': CENTRAL_EUROPE,
  'Europe/Warsaw': CENTRAL_EUROPE,
  'Europe/Prague': CENTRAL_EUROPE,
  'Europe/Budapest': CENTRAL_EUROPE,
  'Europe/Athens': EASTERN_EUROPE,
  'Europe/Helsinki': EASTERN_EUROPE,
  'Europe/Kyiv': EASTERN_EUROPE,
  'Europe/Kiev': EASTERN_EUROPE,
  'Europe/Bucharest': EASTERN_EUROPE,
  'Europe/Sofia': EASTERN_EUROPE,
  'Europe/Moscow': { 180: 'MSK' },
  'Africa/Johannesburg': { 120: 'SAST' },
  'Africa/Lagos': { 60: 'WAT' },
  'Africa/Nairobi': { 180: 'EAT' },
};

/** The zone's abbreviation at that instant: Intl's when it has one, the common one above, else Intl's offset ('GMT+9'). */
function zoneAbbreviation(date: Date, timeZone: string, intlName: string): string {
  if (!/^(GMT|UTC)([+-]|$)/.test(intlName)) return intlName;
  return ZONE_ABBREVIATIONS[timeZone]?.[zoneOffsetMinutes(date, timeZone)] ?? intlName;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let made = formatters.get(key);
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

function zonedParts(date: Date, timeZone: string): ZonedParts {
  const parts = formatter(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(VENUE_LOCALE, {
        timeZone,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
        timeZoneName: 'short',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((each) => each.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    month: part('month'),
    day: part('day'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
    dayPeriod: part('dayPeriod'),
    zone: zoneAbbreviation(date, timeZone, part('timeZoneName')),
  };
}

const at = (date: string | Date): Date => (typeof date === 'string' ? new Date(date) : date);

/** 'Thursday, August 28, 2026' at the venue. */
export function venueDate(date: string | Date, timeZone: string): string {
  const p = zonedParts(at(date), timeZone);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

/**
 * 'Thursday, August 28' at the venue. The site's pages now give the year too (`venueDate`); kept for
 * remote releases built against an earlier @beacon/shared, which may still call it.
 */
export function venueDayAndMonth(date: string | Date, timeZone: string): string {
  const p = zonedParts(at(date), timeZone);
  return `${p.weekday}, ${p.month} ${p.day}`;
}

/** '6:30 PM MST' at the venue. */
export function venueTime(date: string | Date, timeZone: string): string {
  const p = zonedParts(at(date), timeZone);
  return `${p.hour}:${p.minute} ${p.dayPeriod} ${p.zone}`;
}

/** 'Thursday, August 28, 2026 · 6:30 PM MST' at the venue. */
export const venueDateTime = (date: string | Date, timeZone: string): string =>
  `${venueDate(date, timeZone)} · ${venueTime(date, timeZone)}`;

/** How long an event without an end lasts in calendars. */
export const EVENT_DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** When an event ends for a calendar: its own end, else two hours after its start. */
export const eventEnd = (event: { date: string; endDate: string | null }): string =>
  event.endDate ?? new Date(Date.parse(event.date) + EVENT_DEFAULT_DURATION_MS).toISOString();

/**
 * An event's times at the venue: '6:30 PM MST' without an end; '6:30 PM – 9:00 PM MST' ending the same
 * day in the same zone time; '6:30 PM MST – Friday, August 29, 2026 · 1:00 AM MST' ending another day
 * (or after a change of clocks: each time names its zone).
 */
export function venueTimeRange(start: string | Date, end: string | Date | null, timeZone: string): string {
  if (end === null) return venueTime(start, timeZone);
  const from = zonedParts(at(start), timeZone);
  const to = zonedParts(at(end), timeZone);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  const clock = (p: ZonedParts) => `${p.hour}:${p.minute} ${p.dayPeriod}`;
  if (sameDay && from.zone === to.zone) return `${clock(from)} – ${clock(to)} ${to.zone}`;
  return `${clock(from)} ${from.zone} – ${sameDay ? '' : `${venueDate(end, timeZone)} · `}${clock(to)} ${to.zone}`;
}

/** 'Thursday, August 28, 2026 · 6:30 PM – 9:00 PM MST': the date at the venue and the times of `venueTimeRange`. */
export const venueDateTimeRange = (start: string | Date, end: string | Date | null, timeZone: string): string =>
  `${venueDate(start, timeZone)} · ${venueTimeRange(start, end, timeZone)}`;

/** The zone's offset from UTC at that instant, in minutes (−420 for Phoenix, −240 for New York in summer). */
export function zoneOffsetMinutes(date: string | Date, timeZone: string): number {
  const name = formatter(`offset|${timeZone}`, () => new Intl.DateTimeFormat(VENUE_LOCALE, { timeZone, timeZoneName: 'longOffset' }))
    .formatToParts(at(date))
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT-07:00', 'GMT+05:30', or 'GMT' for UTC itself.
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant as the venue's wall-clock time with its offset: '2026-08-28T18:30:00-07:00' (schema.org dates). */
export function isoInZone(date: string | Date, timeZone: string): string {
  const instant = at(date);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const wall = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

/** The zone this runtime (the visitor's browser) is in. */
export const ownTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The visitor's own time of the instant ('8:30 PM', or 'Fri 1:30 AM' when it falls on another day than at
 * the venue), in `locale` (the visitor's language by default); null when their zone's offset is the venue's
 * at that instant, so nothing needs saying.
 */
export function visitorTime(date: string | Date, venueZone: string, visitorZone: string = ownTimeZone(), locale?: string): string | null {
  const instant = at(date);
  if (zoneOffsetMinutes(instant, venueZone) === zoneOffsetMinutes(instant, visitorZone)) return null;
  const dayAt = (timeZone: string) =>
    formatter(
      `day|${timeZone}`,
      () => new Intl.DateTimeFormat(VENUE_LOCALE, { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }),
    ).format(instant);
  const otherDay = dayAt(venueZone) !== dayAt(visitorZone);
  const options: Intl.DateTimeFormatOptions = {
    timeZone: visitorZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(otherDay ? { weekday: 'short' } : {}),
  };
  return formatter(`visitor|${locale ?? ''}|${visitorZone}|${String(otherDay)}`, () => new Intl.DateTimeFormat(locale, options)).format(
    instant,
  );
}
