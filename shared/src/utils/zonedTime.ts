/**
 * An event's time as its venue announces it: in the venue's time zone, in English ('en-US'), with the
 * zone's abbreviation ("Thursday, August 28, 2026 · 6:30 PM MST"). A server and a browser write the
 * same text: it is assembled here from Intl's parts rather than taken whole from Intl, whose spacing
 * differs between ICU builds (a narrow no-break space before "PM" in Node, a plain one in Chromium).
 * The visitor's own time ("8:30 PM your time") depends on the visitor's zone: browser only.
 *
 * A page's first Intl date formatter loads the locale data: one task of 15–40 ms on a laptop, four
 * times that on a phone. So a server render records each venue time it reads
 * (`recordVenueReadings`), the served page carries them, and the browser reads them from there
 * while it hydrates instead of building formatters; the visitor's own time needs none either.
 */
import { servedPage } from '../hydration/servedData';

/** The venue's time is written in the site's language, the same on every machine. */
export const VENUE_LOCALE = 'en-US';

/** An instant at a venue, in words. */
export interface ZonedParts {
  weekday: string;
  month: string;
  day: string;
  year: string;
  hour: string;
  minute: string;
  dayPeriod: string;
  /** 'MST', 'EDT', 'JST' (see zoneAbbreviation), or 'GMT+2' where the zone has no common abbreviation. */
  zone: string;
  /** Minutes east of UTC at that instant (−420 for Phoenix). */
  offset: number;
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
function zoneAbbreviation(timeZone: string, intlName: string, offset: number): string {
  if (!/^(GMT|UTC)([+-]|$)/.test(intlName)) return intlName;
  return ZONE_ABBREVIATIONS[timeZone]?.[offset] ?? intlName;
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

/** The zone's offset at that instant, asked of Intl. */
function intlOffsetMinutes(date: Date, timeZone: string): number {
  const name = formatter(`offset|${timeZone}`, () => new Intl.DateTimeFormat(VENUE_LOCALE, { timeZone, timeZoneName: 'longOffset' }))
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT-07:00', 'GMT+05:30', or 'GMT' for UTC itself.
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant at the venue, asked of Intl. */
function intlParts(date: Date, timeZone: string): ZonedParts {
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
  const offset = intlOffsetMinutes(date, timeZone);
  return {
    weekday: part('weekday'),
    month: part('month'),
    day: part('day'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
    dayPeriod: part('dayPeriod'),
    zone: zoneAbbreviation(timeZone, part('timeZoneName'), offset),
    offset,
  };
}

/** One venue time a server render read: the zone, the instant (ms since the epoch) and its words there. */
export type VenueReading = [timeZone: string, at: number, parts: ZonedParts];

const readingKey = (timeZone: string, at: number): string => `${timeZone}|${at}`;

/** The readings of the render `recordVenueReadings` is running, by zone and instant. */
let recording: Map<string, VenueReading> | null = null;

/**
 * Runs a synchronous render and returns what it rendered, with every venue time it read for the
 * served page to carry to the browser.
 */
export function recordVenueReadings<T>(render: () => T): { value: T; readings: VenueReading[] } {
  const outer = recording;
  const own = new Map<string, VenueReading>();
  recording = own;
  try {
    return { value: render(), readings: [...own.values()] };
  } finally {
    recording = outer;
  }
}

const WORDS = ['weekday', 'month', 'day', 'year', 'hour', 'minute', 'dayPeriod', 'zone'] as const;

const isReading = (value: unknown): value is VenueReading => {
  if (!Array.isArray(value) || value.length !== 3) return false;
  const [timeZone, instant, parts] = value as unknown[];
  if (typeof timeZone !== 'string' || !Number.isFinite(instant) || typeof parts !== 'object' || parts === null) return false;
  const words = parts as Record<string, unknown>;
  return WORDS.every((word) => typeof words[word] === 'string') && Number.isInteger(words.offset);
};

/** The readings the served page carries, by zone and instant, and the page they were taken from. */
let served: { page: unknown; readings: Map<string, ZonedParts> } = { page: null, readings: new Map() };

/** The served page's reading of the instant at the venue: none on a server, or for a page served without it. */
function servedReading(timeZone: string, instant: number): ZonedParts | undefined {
  const page = servedPage();
  if (page !== served.page) {
    const readings = new Map<string, ZonedParts>();
    for (const reading of page?.venueTimes ?? []) {
      if (isReading(reading)) readings.set(readingKey(reading[0], reading[1]), reading[2]);
    }
    served = { page, readings };
  }
  return served.readings.get(readingKey(timeZone, instant));
}

function zonedParts(date: Date, timeZone: string): ZonedParts {
  const instant = date.getTime();
  const parts = servedReading(timeZone, instant) ?? intlParts(date, timeZone);
  recording?.set(readingKey(timeZone, instant), [timeZone, instant, parts]);
  return parts;
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
export const zoneOffsetMinutes = (date: string | Date, timeZone: string): number => zonedParts(at(date), timeZone).offset;

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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The visitor's own time of the instant ('8:30 PM', or 'Fri 1:30 AM' when it falls on another day than at
 * the venue), in English as the venue's time is; null when their zone's offset is the venue's at that
 * instant, so nothing needs saying. Their zone is the runtime's own (read from Date: no Intl formatter)
 * unless `visitorZone` names one.
 */
export function visitorTime(date: string | Date, venueZone: string, visitorZone?: string): string | null {
  const instant = at(date);
  const venueOffset = zoneOffsetMinutes(instant, venueZone);
  const ownOffset = visitorZone === undefined ? -instant.getTimezoneOffset() : zoneOffsetMinutes(instant, visitorZone);
  if (venueOffset === ownOffset) return null;
  // Each wall clock as a UTC date, read with the UTC getters.
  const venue = new Date(instant.getTime() + venueOffset * 60_000);
  const own = new Date(instant.getTime() + ownOffset * 60_000);
  const otherDay = venue.toISOString().slice(0, 10) !== own.toISOString().slice(0, 10);
  const hours = own.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(own.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return otherDay ? `${WEEKDAYS[own.getUTCDay()]} ${clock}` : clock;
}
