import { memo } from 'react';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { excerpt } from '@beacon/shared';
import { paths } from '@beacon/shared/routes';
import type { Event } from '@beacon/shared/schemas';
import { ButtonLink } from '@beacon/shared/ui';
import { AddToCalendar } from '../../components/AddToCalendar';
import { EventImage } from '../../components/EventImage';
import { EventStatusNote } from '../../components/EventStatusNote';
import { Chip } from '../../components/StatusChip';
import { EVENTS_COPY, PLACEHOLDERS } from '../../content/events';
import { belongsInCalendars, formatCardDate, hasKnownDate, type TimeStatus } from '../../lib/eventTime';
import { attendeeCount } from '../../lib/attendeeCount';
import { YourTime } from '../../components/YourTime';

export interface EventCardProps {
  event: Event;
  status: TimeStatus;
  /** Load the image at once (first row); others load as they near the viewport. */
  eager: boolean;
}

function StatusChip({ event, status }: { event: Event; status: TimeStatus }) {
  if (event.status === 'cancelled') return <Chip tone="cancelled">{EVENTS_COPY.cancelled}</Chip>;
  if (status.kind === 'upcoming' && event.status === 'postponed') return <Chip tone="postponed">{EVENTS_COPY.postponed}</Chip>;
  if (status.kind === 'past') return <Chip tone="completed">{EVENTS_COPY.completed}</Chip>;
  return status.soon ? <Chip tone="soon">{EVENTS_COPY.happeningSoon}</Chip> : <Chip tone="category">{event.category}</Chip>;
}

/**
 * One event of the listing: image, title, status chip, date and times at the venue (the visitor's own
 * time beside it; none while a postponed event's new date is to come), a move or postponement, place, attendees, the description as a plain-text excerpt,
 * and its links (no calendar link for a past or cancelled event, nor one whose new date is to come). Past events are dimmed, their image
 * greyscale. Memoised: when the page's clock moves on (as the page goes live, then every 30 s), a card whose
 * event and status stay the same is not rendered again.
 */
export const EventCard = memo(function EventCard({ event, status, eager }: EventCardProps) {
  const past = status.kind === 'past';
  const titleId = `event-title-${event._id}`;
  const { attendees } = event;
  return (
    <li className={past ? 'events-card events-card-past' : 'events-card'}>
      <article className="events-card-inner" aria-labelledby={titleId}>
        <div className="events-card-media">
          <EventImage src={event.imageUrl} placeholder={PLACEHOLDERS.card} eager={eager} />
        </div>
        <div className="events-card-body">
          <div className="events-card-head">
            <h3 id={titleId} className="events-card-title">
              {event.title}
            </h3>
            <StatusChip event={event} status={status} />
          </div>
          {/* A postponed event whose new date is to come has no date to show: its note says so. */}
          {hasKnownDate(event) && (
            <p className="events-card-fact">
              <CalendarOutlined aria-hidden="true" />
              <span>
                <time dateTime={event.date}>{formatCardDate(event)}</time>
                <YourTime date={event.date} timeZone={event.timeZone} />
              </span>
            </p>
          )}
          <EventStatusNote event={event} />
          <p className="events-card-fact">
            <EnvironmentOutlined aria-hidden="true" />
            <span>{event.location}</span>
          </p>
          {attendees !== null && attendees > 0 && (
            <p className="events-card-fact">
              <TeamOutlined aria-hidden="true" />
              <span>{attendeeCount(attendees, past)}</span>
            </p>
          )}
          {event.description && <p className="events-card-text">{excerpt(event.description)}</p>}
          <div className="events-actions events-card-actions">
            <ButtonLink to={paths.events.detail.href(event._id)} type={past ? 'default' : 'primary'} aria-describedby={titleId}>
              {past ? EVENTS_COPY.viewRecap : EVENTS_COPY.learnMore}
            </ButtonLink>
            {!past && belongsInCalendars(event) && <AddToCalendar event={event} />}
          </div>
        </div>
      </article>
    </li>
  );
});

/** A card's shape while the events load: the same image ratio and about the same text height. */
export function EventCardSkeleton() {
  return (
    <li className="events-card events-card-skeleton" aria-hidden="true">
      <div className="events-card-inner">
        <div className="events-card-media events-skeleton" />
        <div className="events-card-body">
          <span className="events-skeleton" style={{ width: '70%', height: 28 }} />
          <span className="events-skeleton" style={{ width: '55%', height: 18 }} />
          <span className="events-skeleton" style={{ width: '45%', height: 18 }} />
          <span className="events-skeleton" style={{ width: '100%', height: 66 }} />
          <span className="events-skeleton" style={{ width: 240, maxWidth: '100%', height: 32 }} />
        </div>
      </div>
    </li>
  );
}
