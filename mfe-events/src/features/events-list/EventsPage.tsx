import { useDeferredValue, useMemo } from 'react';
import { createApiClient, eventsCalendarUrl, useApiClient } from '@beacon/shared/api';
import { definePage, usePageClock } from '@beacon/shared/hydration';
import type { Event } from '@beacon/shared/schemas';
import { Button, PageMain, visuallyHidden } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { EVENTS_COPY } from '../../content/events';
import { eventListRequest, useEventList } from '../../hooks/useEvents';
import { splitEvents, timeStatus } from '../../lib/eventTime';
import { EventSection } from './EventSection';
import { EventsHero, SECTION_IDS } from './EventsHero';
import { eventsListCss } from './eventsListStyles';

/**
 * The events listing (/events): hero, then upcoming events soonest first and past events most recent
 * first, split at the page's clock. Skeleton cards until the events and the time are known (a build's
 * prerender knows neither; a render for a request knows both); a failed load says so above the
 * sections, with Try again.
 */
function EventsPage() {
  const client = useApiClient();
  // `isValidating` is read only where it shows: SWR renders again for each field read, here as every background check starts and ends.
  const answer = useEventList();
  const { data: latest, error } = answer;
  // SWR hands a new answer over synchronously; the deferred copy renders the cards in the background, in slices.
  const data = useDeferredValue(latest);
  // Once hydrated, the browser's time replaces the served copy's: the clock is a store, so this renders again at once,
  // with the old time; the new one reaches the cards from this deferred copy, in the background. Cards are memoised on their status.
  const now = useDeferredValue(usePageClock());
  const sections = useMemo(() => (data && now !== null ? splitEvents(data, now) : null), [data, now]);
  const loading = !sections && !error;
  const statusOf = (event: Event) => timeStatus(event.date, now ?? 0);

  return (
    <PageMain title={EVENTS_COPY.listTitle}>
      <Styles id="list" css={eventsListCss} />
      <div className="events-page">
        <EventsHero />
        <p className={visuallyHidden} role="status">
          {loading ? EVENTS_COPY.loadingList : ''}
        </p>
        {error && !sections && (
          <div className="events-error" role="alert">
            <p className="events-error-text">{EVENTS_COPY.loadFailed}</p>
            <Button onClick={() => void answer.mutate()} loading={answer.isValidating}>
              {EVENTS_COPY.tryAgain}
            </Button>
          </div>
        )}
        <EventSection
          id={SECTION_IDS.upcoming}
          heading={EVENTS_COPY.upcomingHeading}
          events={sections?.upcoming ?? null}
          loading={loading}
          statusOf={statusOf}
          emptyText={EVENTS_COPY.upcomingEmpty}
          eagerImages
          aside={
            <a className="events-feed-link" href={eventsCalendarUrl(client)}>
              {EVENTS_COPY.subscribe}
            </a>
          }
        />
        <EventSection
          id={SECTION_IDS.past}
          heading={EVENTS_COPY.pastHeading}
          events={sections?.past ?? null}
          loading={loading}
          statusOf={statusOf}
          emptyText={EVENTS_COPY.pastEmpty}
          eagerImages={false}
        />
      </div>
    </PageMain>
  );
}

/** Its first screen: every event. */
export default definePage(EventsPage, (_address, config) => [eventListRequest(createApiClient({ baseUrl: config.apiUrl }))]);
