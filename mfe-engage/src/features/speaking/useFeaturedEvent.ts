import useSWR from 'swr';
import { eventKeys, listEvents, NEXT_FEATURED_EVENT_QUERY, useApiClient, type ApiClient, type ApiRequestError } from '@beacon/shared/api';
import type { FirstScreenRequest } from '@beacon/shared/hydration';
import type { Event, EventList } from '@beacon/shared/schemas';

/** The next event marked Featured in the events table, as the hook and the page's server render ask for it. */
export const featuredEventRequest = (client: ApiClient) =>
  ({
    key: eventKeys.list(NEXT_FEATURED_EVENT_QUERY),
    fetch: () => listEvents(client, NEXT_FEATURED_EVENT_QUERY),
  }) satisfies FirstScreenRequest;

/**
 * The featured event: undefined while it loads (or when the load failed: the page then shows no
 * featured section rather than an error about a secondary section), null when none is featured.
 */
export function useFeaturedEvent(): Event | null | undefined {
  const { key, fetch } = featuredEventRequest(useApiClient());
  const { data } = useSWR<EventList, ApiRequestError>(key, fetch);
  return data === undefined ? undefined : (data[0] ?? null);
}
