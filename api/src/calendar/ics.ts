import type { Event } from '@beacon/shared/schemas';
import { stripHtml } from '@beacon/shared/text';
import { venueDateTime } from '@beacon/shared/time';

/**
 * iCalendar (RFC 5545) files of events, for Apple Calendar, Outlook and any client that subscribes to a
 * feed: one VEVENT per event, times as exact UTC instants (the client shows them in its own zone; the
 * venue's time is in the description), texts escaped and lines folded at 75 octets. A client that imported
 * an entry replaces it with one of the same UID and a higher SEQUENCE: the event's revision, raised by
 * every edit, so a cancellation or a move reaches it.
 */

/** How long a calendar entry lasts: events have a start only. */
export const CALENDAR_DURATION_MS = 2 * 60 * 60 * 1000;

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

function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host || 'beacon';
  } catch {
    return 'beacon';
  }
}

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
  const end = new Date(start.getTime() + CALENDAR_DURATION_MS);
  const description = [statusNote(event), descriptionText(event.description)].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(`${event._id}@${hostOf(context.siteUrl)}`)}`,
    `DTSTAMP:${utcCompact(context.stamp)}`,
    `DTSTART:${utcCompact(start)}`,
    `DTEND:${utcCompact(end)}`,
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

function calendar(headerLines: string[], events: readonly Event[], context: CalendarContext): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...headerLines,
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
