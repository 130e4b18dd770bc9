import type { Event, EventInput, EventList, EventListQuery, EventUpdate } from '../schemas';
import type { ApiClient } from './client';
import { MAIN_API_KEY } from './keys';
import { joinUrl } from './url';
import { versionHeaders } from './versions';

/** The events of the Main API: public reads, admin writes. */

export const eventKeys = {
  all: [MAIN_API_KEY, 'events'] as const,
  list: (query: EventListQuery = {}) => [MAIN_API_KEY, 'events', 'list', query] as const,
  detail: (id: string) => [MAIN_API_KEY, 'events', 'detail', id] as const,
};

/** The Main API endpoint (not the site's page of the same name). */
const ENDPOINT = '/events';
const eventPath = (id: string): string => `${ENDPOINT}/${encodeURIComponent(id)}`;

/** The next featured event (a list of one, or none): what the speaking page announces. */
export const NEXT_FEATURED_EVENT_QUERY = { status: 'upcoming', featured: true, limit: 1 } as const satisfies EventListQuery;

/** By date, ascending unless `order` is `desc`; `status` splits at the current time. */
export const listEvents = (client: ApiClient, query: EventListQuery = {}, signal?: AbortSignal): Promise<EventList> =>
  client.request<EventList>({ path: ENDPOINT, query, signal });

/** Where a browser downloads one event as an iCalendar file (a link, not a fetch). */
export const eventCalendarUrl = (client: Pick<ApiClient, 'baseUrl'>, id: string): string =>
  joinUrl(client.baseUrl, `${eventPath(id)}/calendar.ics`);

/** The iCalendar feed of every upcoming event, for calendar apps to subscribe to. */
export const eventsCalendarUrl = (client: Pick<ApiClient, 'baseUrl'>): string => joinUrl(client.baseUrl, `${ENDPOINT}/calendar.ics`);

export const getEvent = (client: ApiClient, id: string, signal?: AbortSignal): Promise<Event> =>
  client.request<Event>({ path: eventPath(id), signal });

export const createEvent = (client: ApiClient, input: EventInput, signal?: AbortSignal): Promise<Event> =>
  client.request<Event>({ method: 'POST', path: ENDPOINT, body: input, signal });

/**
 * Any non-empty subset of the fields; null clears an optional one. With `version` (the `updatedAt` the
 * edit started from) the API answers 409 instead when the event changed meanwhile.
 */
export const updateEvent = (client: ApiClient, id: string, update: EventUpdate, signal?: AbortSignal, version?: string): Promise<Event> =>
  client.request<Event>({ method: 'PUT', path: eventPath(id), body: update, signal, headers: versionHeaders(version) });

export const deleteEvent = (client: ApiClient, id: string, signal?: AbortSignal): Promise<void> =>
  client.request<void>({ method: 'DELETE', path: eventPath(id), signal });
