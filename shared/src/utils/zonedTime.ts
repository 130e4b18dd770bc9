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
  /** 'MST', 'EDT', or 'GMT+2' where English has no abbreviation. */
  zone: string;
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
    zone: part('timeZoneName'),
  };
}

const at = (date: string | Date): Date => (typeof date === 'string' ? new Date(date) : date);

/** 'Thursday, August 28, 2026' at the venue. */
export function venueDate(date: string | Date, timeZone: string): string {
  const p = zonedParts(at(date), timeZone);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

/** 'Thursday, August 28' at the venue (the year left out where the page shows it elsewhere). */
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
