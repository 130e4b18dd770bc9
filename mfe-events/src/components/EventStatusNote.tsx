import type { Event } from '@beacon/shared/schemas';
import { EVENTS_COPY } from '../content/events';
import { formatPreviousDate } from '../lib/eventTime';

/**
 * What a postponed event's visitor needs beside its date: the date it moved from, struck through, or
 * that its new date is still to come. Nothing for other events.
 */
export function EventStatusNote({ event }: { event: Pick<Event, 'status' | 'previousDate' | 'timeZone'> }) {
  if (event.status !== 'postponed') return null;
  const previous = formatPreviousDate(event);
  return (
    <p className="events-status-note">
      {previous === null || event.previousDate === null ? (
        EVENTS_COPY.newDateToCome
      ) : (
        <>
          {EVENTS_COPY.movedFrom}{' '}
          <del>
            <time dateTime={event.previousDate}>{previous}</time>
          </del>
        </>
      )}
    </p>
  );
}
