import useSWR from 'swr';
import { bookingKeys, listBookings, useApiClient } from '@beacon/shared/api';
import type { Booking } from '@beacon/shared/schemas';
import { rowsOf } from '../../lib/listShape';

/** The current bookings, newest first, whatever list shape the API sends (one request for every user on the page). */
export function useBookingList() {
  const client = useApiClient();
  return useSWR(bookingKeys.list(), async () => rowsOf<Booking>(await listBookings(client)));
}
