import { EVENTS_COPY } from '../content/events';

/**
 * '1,200': the count with English digit groups, as its words are English. Written out rather than
 * asked of Intl: a page's first Intl formatter loads the locale data (15–40 ms of main-thread time
 * on a laptop, several times that on a phone), and the listing otherwise needs none as it starts.
 * The tests hold it to Intl.
 */
export const groupedCount = (count: number): string => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/** '1 expected attendee', '1,200 expected attendees'; for a past event '1 attendee', '250 attendees'. */
export function attendeeCount(count: number, past: boolean): string {
  const words = past ? EVENTS_COPY.attendees : EVENTS_COPY.expectedAttendees;
  return `${groupedCount(count)} ${count === 1 ? words.one : words.other}`;
}
