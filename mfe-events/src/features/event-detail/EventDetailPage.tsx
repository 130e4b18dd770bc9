import { useDeferredValue } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Link, useParams } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';
import { Button, PageMain, visuallyHidden } from '@beacon/shared/ui';
import { createApiClient, type ApiRequestError } from '@beacon/shared/api';
import { definePage } from '@beacon/shared/hydration';
import { Styles } from '../../components/Styles';
import { EVENTS_COPY } from '../../content/events';
import { eventRequest, useEvent } from '../../hooks/useEvents';
import { EventDetailSkeleton, EventDetailView } from './EventDetailView';
import { eventDetailCss } from './eventDetailStyles';

/** A 404, or an id the API refuses as malformed: no such event (rather than a failure to retry). */
const isMissing = (error: ApiRequestError): boolean => error.status === 404 || error.status === 400;

/**
 * One event (/events/:id). Shown at once from the listing's cached copy when there is one, and
 * revalidated; otherwise a skeleton, then the event or 'Event not found.'.
 */
function EventDetailPage() {
  const { id = '' } = useParams();
  // `isValidating` is read only where it shows: SWR renders again for each field read, here as every background check starts and ends.
  const answer = useEvent(id);
  const { data: latest, error } = answer;
  // SWR hands a new answer over synchronously; the deferred copy renders the event in the background, in slices.
  const event = useDeferredValue(latest);
  const title = event ? event.title : error ? EVENTS_COPY.notFound.replace(/\.$/, '') : EVENTS_COPY.detailTitle;

  return (
    <PageMain title={title}>
      <Styles id="detail" css={eventDetailCss} />
      <div className="events-detail-page">
        <Link to={paths.events.list.href()} className="events-back">
          <ArrowLeftOutlined aria-hidden="true" />
          {EVENTS_COPY.backToEvents}
        </Link>
        {event ? (
          <EventDetailView event={event} />
        ) : error ? (
          <>
            <h1 className={visuallyHidden}>{EVENTS_COPY.detailTitle}</h1>
            <div className="events-error" role="alert">
              <div>
                <p className="events-error-text">{EVENTS_COPY.notFound}</p>
                <p className="events-error-detail">{isMissing(error) ? EVENTS_COPY.notFoundDetail : EVENTS_COPY.unreachableDetail}</p>
              </div>
              {!isMissing(error) && (
                <Button onClick={() => void answer.mutate()} loading={answer.isValidating}>
                  {EVENTS_COPY.tryAgain}
                </Button>
              )}
            </div>
          </>
        ) : (
          <>
            <h1 className={visuallyHidden}>{EVENTS_COPY.detailTitle}</h1>
            <p className={visuallyHidden} role="status">
              {EVENTS_COPY.loadingEvent}
            </p>
            <EventDetailSkeleton />
          </>
        )}
      </div>
    </PageMain>
  );
}

/** Its first screen: the event its address names. */
export default definePage(EventDetailPage, ({ params }, config) => [
  eventRequest(createApiClient({ baseUrl: config.apiUrl }), params.id ?? ''),
]);
