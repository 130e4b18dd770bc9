import type { ReactNode } from 'react';
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

/** A postponed event's date while its new one is to come is no longer its date: struck through. */
export function DateOf({ event, children }: { event: Pick<Event, 'status' | 'previousDate'>; children: ReactNode }) {
  return event.status === 'postponed' && event.previousDate === null ? <del>{children}</del> : <>{children}</>;
}
