import type { Booking, DeletedBookingList, DeletedEventList, Event, PurgeResult } from '../schemas';
import type { ApiClient } from './client';
import { ApiRequestError } from './errors';
import { MAIN_API_KEY } from './keys';

/**
 * "Recently deleted" (admin): deleted bookings and events stay restorable, with the same id and image,
 * for RESTORE_DAYS days. Restoring answers 404 for a row that is not deleted (or unknown) and 410 once
 * it is past the 30 days or purged.
 */
export const trashKeys = {
  all: [MAIN_API_KEY, 'deleted'] as const,
  bookings: () => [MAIN_API_KEY, 'deleted', 'bookings'] as const,
  events: () => [MAIN_API_KEY, 'deleted', 'events'] as const,
};

/** Most recently deleted first. */
export const listDeletedBookings = (client: ApiClient, signal?: AbortSignal): Promise<DeletedBookingList> =>
  client.request<DeletedBookingList>({ path: '/admin/deleted/bookings', signal });

export const listDeletedEvents = (client: ApiClient, signal?: AbortSignal): Promise<DeletedEventList> =>
  client.request<DeletedEventList>({ path: '/admin/deleted/events', signal });

export const restoreBooking = (client: ApiClient, id: string, signal?: AbortSignal): Promise<Booking> =>
  client.request<Booking>({ method: 'POST', path: `/booking/${encodeURIComponent(id)}/restore`, signal });

export const restoreEvent = (client: ApiClient, id: string, signal?: AbortSignal): Promise<Event> =>
  client.request<Event>({ method: 'POST', path: `/events/${encodeURIComponent(id)}/restore`, signal });

/** Removes now what is past the 30 days (the API also does this by itself, hourly). */
export const purgeDeleted = (client: ApiClient, signal?: AbortSignal): Promise<PurgeResult> =>
  client.request<PurgeResult>({ method: 'POST', path: '/admin/purge', signal });

/** True when a restore came too late: the row is past its 30 days or already purged (410). */
export const isGone = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 410;
