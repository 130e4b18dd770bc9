import useSWR, { useSWRConfig, unstable_serialize, type SWRResponse } from 'swr';
import { eventKeys, getEvent, listEvents, useApiClient, type ApiClient, type ApiRequestError } from '@beacon/shared/api';
import type { FirstScreenRequest } from '@beacon/shared/hydration';
import type { Event, EventList } from '@beacon/shared/schemas';

/**
 * How long a loaded answer counts as fresh: opening it again within this window (list → detail → back)
 * shows it without a new request. A deliberate reload (`mutate`, Try again) always fetches.
 */
export const EVENTS_CACHE_WINDOW_MS = 60_000;

const OPTIONS = { dedupingInterval: EVENTS_CACHE_WINDOW_MS };

/** The listing's request, as the hook and the page's server render make it. */
export const eventListRequest = (client: ApiClient) =>
  ({ key: eventKeys.list(), fetch: () => listEvents(client) }) satisfies FirstScreenRequest;

/** One event's request, as the hook and the page's server render make it. */
export const eventRequest = (client: ApiClient, id: string) =>
  ({ key: eventKeys.detail(id), fetch: () => getEvent(client, id) }) satisfies FirstScreenRequest;

/** Every event, in the API's order (by date); the pages split and sort them by the current time. */
export function useEventList(): SWRResponse<EventList, ApiRequestError> {
  const { key, fetch } = eventListRequest(useApiClient());
  return useSWR<EventList, ApiRequestError>(key, fetch, OPTIONS);
}

/**
 * One event. When the listing is cached, its copy of the event shows at once and the event is
 * revalidated in the background.
 */
export function useEvent(id: string): SWRResponse<Event, ApiRequestError> {
  const client = useApiClient();
  const { cache } = useSWRConfig();
  const listed = (cache.get(unstable_serialize(eventKeys.list()))?.data as EventList | undefined)?.find((event) => event._id === id);
  const { key, fetch } = eventRequest(client, id);
  return useSWR<Event, ApiRequestError>(key, fetch, { ...OPTIONS, fallbackData: listed });
}
