import type { ReactNode } from 'react';
import type { Event } from '@beacon/shared/schemas';
import type { TimeStatus } from '../../lib/eventTime';
import { EventCard, EventCardSkeleton } from './EventCard';

/** Cards per row on wide screens: the first row's images load at once. */
const FIRST_ROW = 2;

export interface EventSectionProps {
  id: string;
  heading: string;
  /** null while loading (skeletons), or when the load failed (nothing: the error above says so). */
  events: Event[] | null;
  loading: boolean;
  statusOf: (event: Event) => TimeStatus;
  emptyText: string;
  eagerImages: boolean;
  /** Next to the heading (the feed link). */
  aside?: ReactNode;
}

/** 'Upcoming Events' or 'Past Events': a heading the hero's buttons jump to, then a grid of cards. */
export function EventSection({ id, heading, events, loading, statusOf, emptyText, eagerImages, aside }: EventSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="events-section" aria-labelledby={headingId}>
      <div className="events-section-head">
        <h2 id={headingId} className="events-section-title" tabIndex={-1}>
          {heading}
        </h2>
        {aside}
      </div>
      {loading ? (
        <ul className="events-grid" aria-busy="true">
          {Array.from({ length: FIRST_ROW }, (_, index) => (
            <EventCardSkeleton key={index} />
          ))}
        </ul>
      ) : events && events.length > 0 ? (
        <ul className="events-grid">
          {events.map((event, index) => (
            <EventCard key={event._id} event={event} status={statusOf(event)} eager={eagerImages && index < FIRST_ROW} />
          ))}
        </ul>
      ) : events ? (
        <p className="events-empty">{emptyText}</p>
      ) : null}
    </section>
  );
}
