import { builtSoon } from '@beacon/shared/soon';
import { EVENTS_COPY } from '../content/events';
import { formatCount } from './eventTime';

// The words are English whatever the visitor's locale, so their plural follows English rules.
const plural = builtSoon(() => new Intl.PluralRules('en'));

/** '1 expected attendee', '1,200 expected attendees'; for a past event '1 attendee', '250 attendees'. */
export function attendeeCount(count: number, past: boolean): string {
  const words = past ? EVENTS_COPY.attendees : EVENTS_COPY.expectedAttendees;
  return `${formatCount(count)} ${plural().select(count) === 'one' ? words.one : words.other}`;
}
