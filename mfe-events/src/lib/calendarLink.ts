import type { Event } from '@beacon/shared/schemas';
import { excerpt } from '@beacon/shared';
import { eventEnd } from '@beacon/shared/time';

/** Long enough for the gist; template links travel in a URL, which browsers and servers cap. */
const DETAILS_LENGTH = 1000;

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';

/** `20260321T183000Z`: UTC in the compact form calendar links take. */
export const utcCompact = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** Start and end of the entry, both in UTC: the event's end, or two hours after its start without one. */
export function calendarDates(event: Pick<Event, 'date' | 'endDate'>): string {
  return `${utcCompact(new Date(event.date))}/${utcCompact(new Date(eventEnd(event)))}`;
}

/**
 * Google Calendar's "create event" template, prefilled with the event's title, details, place and times
 * (exact UTC instants), and the venue's zone (`ctz`) so the entry is shown in the venue's time.
 */
export function googleCalendarUrl(event: Pick<Event, 'title' | 'description' | 'location' | 'date' | 'endDate' | 'timeZone'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: calendarDates(event),
    ctz: event.timeZone,
    details: excerpt(event.description, DETAILS_LENGTH),
    location: event.location,
  });
  return `${GOOGLE_TEMPLATE}?${params.toString()}`;
}
