import * as initial from './0001_initial';
import * as bookingIdempotency from './0002_booking_idempotency';

export interface Migration {
  id: string;
  sql: string;
}

/** Every migration, in the order they apply. */
export const MIGRATIONS: readonly Migration[] = [initial, bookingIdempotency];
