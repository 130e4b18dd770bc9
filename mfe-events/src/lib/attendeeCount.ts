import { groupDigits } from '@beacon/shared/numbers';
import { EVENTS_COPY } from '../content/events';

/**
 * '1 expected attendee', '1,200 expected attendees'; for a past event '1 attendee', '250 attendees'.
 * In English, digits and words alike: no Intl formatter is built as the listing starts.
 */
export function attendeeCount(count: number, past: boolean): string {
  const words = past ? EVENTS_COPY.attendees : EVENTS_COPY.expectedAttendees;
  return `${groupDigits(count)} ${count === 1 ? words.one : words.other}`;
}
