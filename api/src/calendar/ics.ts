import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import type { Event } from '@beacon/shared/schemas';
import { stripHtml } from '@beacon/shared/text';
import { eventEnd, isoInZone, venueDateTime } from '@beacon/shared/time';

/**
 * iCalendar (RFC 5545) files of events, for Apple Calendar, Outlook and any client that subscribes to a
 * feed: one VEVENT per event, its start and end told in the venue's zone (TZID) with that zone's
 * VTIMEZONE in the file, so a client keeps the venue's zone and shows the right instant; texts escaped
 * and lines folded at 75 octets. An event without an end lasts two hours. A client that imported an
 * entry replaces it with one of the same UID and a higher SEQUENCE: the event's revision, raised by
 * every edit, so a cancellation or a move reaches it. The UID is the event's id alone, so a site moved
 * to another address (SITE_URL) does not duplicate its events in subscribers' calendars.
 *
 * The VTIMEZONE blocks come from timezones-ical-library (the IANA database as iCalendar, kept current by
 * its maintainers, no dependencies), rather than being derived here from Intl's offsets: a zone's rules
 * (RRULEs) written once are what clients expect, and deriving them from sampled offsets would be ours to
 * get right for every zone. A zone the library does not know is written as UTC instants.
 */

const PRODUCT_ID = '-//Beacon//Events//EN';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

export interface CalendarContext {
  /** The site's base URL: each entry links to its event page there. */
  siteUrl: string;
  /** When the file is generated (DTSTAMP). */
  stamp: Date;
  /** The organisation's name, for the feed's display name. */
  organisationName: string;
}

/** `20260321T180000Z`: a UTC date-time in the basic format. */
export const utcCompact = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded so no line exceeds 75 octets of UTF-8 (a continuation line starts with a space,
 * which counts), never splitting a character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** Rich-text description → plain text that keeps its paragraphs and list items on their own lines. */
export function descriptionText(html: string | null): string {
  if (!html) return '';
  const blocks = html
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>|<\/(p|div|li|ul|ol|h[1-6]|blockquote|pre)\s*>/gi, '\n')
    .split('\n');
  return blocks
    .map((block) => stripHtml(block))
    .filter((block) => block.length > 0)
    .join('\n');
}

const eventUrl = (siteUrl: string, id: string): string => `${siteUrl.replace(/\/+$/, '')}/events/${encodeURIComponent(id)}`;

/** The event's UID: its id, which never changes, under a fixed name (not the site's host, which may). */
export const eventUid = (id: string): string => `${id}@beacon-events`;

const KNOWN_ZONES: ReadonlySet<string> = new Set(tzlib_get_timezones(false));

/** A zone's VTIMEZONE and the TZID it names (the library's own spelling: 'UTC' is 'Etc/UTC'); null for a zone it lacks. */
export function vtimezone(timeZone: string): { tzid: string; lines: string[] } | null {
  if (!KNOWN_ZONES.has(timeZone)) return null;
  const block = tzlib_get_ical_block(timeZone, false);
  const text = Array.isArray(block) ? (block[0] ?? '') : block;
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const tzid = lines.find((line) => line.startsWith('TZID:'))?.slice('TZID:'.length);
  return tzid ? { tzid, lines } : null;
}

/** `20260321T110000`: the venue's wall-clock time of the instant, in the basic format. */
export const localCompact = (date: Date, timeZone: string): string => isoInZone(date, timeZone).slice(0, 19).replace(/[-:]/g, '');

/** DTSTART/DTEND: the venue's time with its TZID, or the UTC instant when the zone has no VTIMEZONE. */
const dateTimeLine = (name: 'DTSTART' | 'DTEND', date: Date, timeZone: string, tzid: string | null): string =>
  tzid ? `${name};TZID=${tzid}:${localCompact(date, timeZone)}` : `${name}:${utcCompact(date)}`;

/** STATUS: called off, date not known yet (postponed without a new date), or taking place. */
function calendarStatus(event: Pick<Event, 'status' | 'previousDate'>): 'CANCELLED' | 'TENTATIVE' | 'CONFIRMED' {
  if (event.status === 'cancelled') return 'CANCELLED';
  if (event.status === 'postponed' && event.previousDate === null) return 'TENTATIVE';
  return 'CONFIRMED';
}

/** What the entry's reader should know first: a cancellation or a move, and the time at the venue. */
function statusNote(event: Event): string {
  const when = `At the venue: ${venueDateTime(event.date, event.timeZone)}.`;
  if (event.status === 'cancelled') return `Cancelled. ${when}`;
  if (event.status === 'postponed') {
    return event.previousDate === null
      ? 'Postponed: the new date is to be announced.'
      : `Postponed from ${venueDateTime(event.previousDate, event.timeZone)}. ${when}`;
  }
  return when;
}

function eventLines(event: Event, context: CalendarContext): string[] {
  const start = new Date(event.date);
  const end = new Date(eventEnd(event));
  const tzid = vtimezone(event.timeZone)?.tzid ?? null;
  const description = [statusNote(event), descriptionText(event.description)].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(eventUid(event._id))}`,
    `DTSTAMP:${utcCompact(context.stamp)}`,
    dateTimeLine('DTSTART', start, event.timeZone, tzid),
    dateTimeLine('DTEND', end, event.timeZone, tzid),
    `CREATED:${utcCompact(new Date(event.createdAt))}`,
    `LAST-MODIFIED:${utcCompact(new Date(event.updatedAt))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `URL:${eventUrl(context.siteUrl, event._id)}`,
    `STATUS:${calendarStatus(event)}`,
    `SEQUENCE:${event.revision}`,
    'END:VEVENT',
  ];
}

/** One VTIMEZONE per zone the events are told in (two names of one zone, 'UTC' and 'Etc/UTC', give one). */
function timeZoneLines(events: readonly Event[]): string[] {
  const byTzid = new Map<string, string[]>();
  for (const timeZone of new Set(events.map((event) => event.timeZone))) {
    const zone = vtimezone(timeZone);
    if (zone && !byTzid.has(zone.tzid)) byTzid.set(zone.tzid, zone.lines);
  }
  return [...byTzid.values()].flat();
}

function calendar(headerLines: string[], events: readonly Event[], context: CalendarContext): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...headerLines,
    ...timeZoneLines(events),
    ...events.flatMap((event) => eventLines(event, context)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** One event as a calendar file. */
export const eventCalendar = (event: Event, context: CalendarContext): string => calendar([], [event], context);

/** A subscribable feed of `events`, named after the organisation; clients are asked to refresh it hourly. */
export const eventsFeed = (events: readonly Event[], context: CalendarContext): string =>
  calendar(
    [`X-WR-CALNAME:${escapeText(`${context.organisationName} events`)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'],
    events,
    context,
  );
