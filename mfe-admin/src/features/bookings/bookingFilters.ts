import type { Booking, BookingExportQuery } from '@beacon/shared/schemas';
import { matchesSearch } from '../../lib/format';

export type BookingStatusFilter = 'pending' | 'confirmed';

/** What the bookings table shows: the search box over requester and event, and the Status column's filter. */
export interface BookingFilters {
  query: string;
  /** Empty: every status. */
  status: BookingStatusFilter[];
}

export const filterBookings = (bookings: readonly Booking[], { query, status }: BookingFilters): Booking[] =>
  bookings.filter(
    (booking) =>
      matchesSearch(query, booking.requesterName, booking.eventName) &&
      (status.length === 0 || status.includes(booking.isConfirmed ? 'confirmed' : 'pending')),
  );

/** The same rows as the API's export filters: the search, and a status unless both or neither are picked. */
export const bookingExportQuery = ({ query, status }: BookingFilters): BookingExportQuery => ({
  ...(query.trim() ? { q: query.trim() } : {}),
  ...(status.length === 1 && status[0] ? { status: status[0] } : {}),
});
