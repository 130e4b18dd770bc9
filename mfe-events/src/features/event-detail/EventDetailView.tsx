import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import { excerpt } from '@beacon/shared';
import { eventCalendarUrl, useApiClient } from '@beacon/shared/api';
import type { Event } from '@beacon/shared/schemas';
import { AddToCalendar } from '../../components/AddToCalendar';
import { EventImage } from '../../components/EventImage';
import { EventStatusNote } from '../../components/EventStatusNote';
import { Chip } from '../../components/StatusChip';
import { YourTime } from '../../components/YourTime';
import { EVENTS_COPY, PLACEHOLDERS } from '../../content/events';
import { belongsInCalendars, formatChipDate, formatChipTime, hasKnownDate } from '../../lib/eventTime';
import { RichDescription } from './RichDescription';
import { ShareButton } from './ShareButton';
import { useMetaDescription } from './useMetaDescription';

/** Search-result snippets are about this long. */
const META_DESCRIPTION_LENGTH = 160;

/**
 * A loaded event: image, title, chips (a cancellation or postponement first; the date and time at the
 * venue, with the visitor's own time), calendar and share actions, the description (its schema.org
 * Event is in the page the server composes).
 */
export function EventDetailView({ event }: { event: Event }) {
  const client = useApiClient();
  useMetaDescription(excerpt(event.description, META_DESCRIPTION_LENGTH) || `${event.title}: ${event.location}`);

  return (
    <article className="events-detail" aria-labelledby="event-detail-title">
      <div className="events-detail-media">
        <EventImage src={event.imageUrl} placeholder={PLACEHOLDERS.detail} eager />
      </div>
      <h1 id="event-detail-title" className="events-detail-title">
        {event.title}
      </h1>
      <ul className="events-detail-chips" aria-label="Event details">
        {event.status !== 'scheduled' && (
          <li>
            <Chip tone={event.status}>{event.status === 'cancelled' ? EVENTS_COPY.cancelled : EVENTS_COPY.postponed}</Chip>
          </li>
        )}
        {/* A postponed event whose new date is to come has no date or time to show: its note says so. */}
        {hasKnownDate(event) && (
          <>
            <li>
              <Chip tone="neutral" icon={<CalendarOutlined />}>
                <time dateTime={event.date}>{formatChipDate(event)}</time>
              </Chip>
            </li>
            <li>
              <Chip tone="neutral" icon={<ClockCircleOutlined />}>
                <time dateTime={event.date}>{formatChipTime(event)}</time>
              </Chip>
            </li>
          </>
        )}
        {event.location && (
          <li>
            <Chip tone="neutral" icon={<EnvironmentOutlined />}>
              {event.location}
            </Chip>
          </li>
        )}
        {event.category && (
          <li>
            <Chip tone="category" icon={<TagOutlined />}>
              {event.category}
            </Chip>
          </li>
        )}
        {hasKnownDate(event) && <YourTime date={event.date} timeZone={event.timeZone} row />}
      </ul>
      <EventStatusNote event={event} />
      <div className="events-actions events-detail-actions">
        {belongsInCalendars(event) && <AddToCalendar event={event} />}
        <a className="events-ics-link" href={eventCalendarUrl(client, event._id)} download>
          <DownloadOutlined aria-hidden="true" /> {EVENTS_COPY.downloadIcs}
        </a>
        <ShareButton title={event.title} />
      </div>
      <RichDescription html={event.description} />
    </article>
  );
}

/** The detail's shape while the event loads: image, title, chips, actions and a few lines. */
export function EventDetailSkeleton() {
  return (
    <div className="events-detail" aria-hidden="true">
      <div className="events-detail-media events-skeleton" />
      <span className="events-skeleton" style={{ width: '65%', height: 44, margin: '24px 0 16px' }} />
      <span className="events-skeleton" style={{ width: '50%', height: 28, marginBottom: 20 }} />
      <span className="events-skeleton" style={{ width: 320, maxWidth: '100%', height: 32, marginBottom: 24 }} />
      {[100, 96, 88, 60].map((width) => (
        <span key={width} className="events-skeleton" style={{ width: `${width}%`, height: 18, marginBottom: 10 }} />
      ))}
    </div>
  );
}
