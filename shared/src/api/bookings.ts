import type { Booking, BookingApproval, BookingInput, BookingList } from '../schemas';
import type { ApiClient } from './client';
import { MAIN_API_KEY } from './keys';
import { versionHeaders } from './versions';

/** Speaker-booking requests: anyone may send one, admins list, approve and delete them. */

export const bookingKeys = {
  all: [MAIN_API_KEY, 'bookings'] as const,
  list: () => [MAIN_API_KEY, 'bookings', 'list'] as const,
};

const bookingPath = (id: string): string => `/booking/${encodeURIComponent(id)}`;

/** Newest first (admin). */
export const listBookings = (client: ApiClient, signal?: AbortSignal): Promise<BookingList> =>
  client.request<BookingList>({ path: '/booking', signal });

/**
 * The public request form; the booking starts unconfirmed. With `idempotencyKey` (one per form
 * submission, sent as `Idempotency-Key`) the API makes at most one booking for it: a retry gets
 * the booking the first attempt made.
 */
export const createBooking = (client: ApiClient, input: BookingInput, signal?: AbortSignal, idempotencyKey?: string): Promise<Booking> =>
  client.request<Booking>({
    method: 'POST',
    path: '/booking',
    body: input,
    signal,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });

/**
 * Approval is the only change a booking takes; there is no way back to pending. With `version` (the
 * `updatedAt` the admin saw) the API answers 409 instead when the booking changed meanwhile.
 */
export const approveBooking = (client: ApiClient, id: string, signal?: AbortSignal, version?: string): Promise<Booking> => {
  const body: BookingApproval = { isConfirmed: true };
  return client.request<Booking>({ method: 'PUT', path: bookingPath(id), body, signal, headers: versionHeaders(version) });
};

export const deleteBooking = (client: ApiClient, id: string, signal?: AbortSignal): Promise<void> =>
  client.request<void>({ method: 'DELETE', path: bookingPath(id), signal });
