import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Booking, BookingInput } from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema';

type Row = typeof bookings.$inferSelect;

const toBooking = (row: Row): Booking => ({
  _id: row.id,
  requesterName: row.requesterName,
  requesterEmail: row.requesterEmail,
  eventName: row.eventName,
  eventDate: row.eventDate,
  eventLocation: row.eventLocation,
  eventDetails: row.eventDetails,
  isConfirmed: row.isConfirmed,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export interface BookingsRepository {
  /** Newest first. */
  list(): Promise<Booking[]>;
  create(input: BookingInput): Promise<Booking>;
  /** null when no booking has this id. */
  confirm(id: string): Promise<Booking | null>;
  /** false when no booking has this id. */
  remove(id: string): Promise<boolean>;
}

/** Booking requests in the database; every write is one statement. */
export function bookingsRepository(db: Db, clock: () => Date): BookingsRepository {
  return {
    list: async () => (await db.select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id))).map(toBooking),

    create: async (input) => {
      const now = clock();
      const [row] = await db
        .insert(bookings)
        .values({
          id: randomUUID(),
          requesterName: input.requesterName,
          requesterEmail: input.requesterEmail,
          eventName: input.eventName,
          eventDate: input.eventDate,
          eventLocation: input.eventLocation,
          eventDetails: input.eventDetails ?? '',
          isConfirmed: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toBooking(row);
    },

    // One statement: approving a booking that a concurrent delete removed finds no row, never half a state.
    confirm: async (id) => {
      const [row] = await db.update(bookings).set({ isConfirmed: true, updatedAt: clock() }).where(eq(bookings.id, id)).returning();
      return row ? toBooking(row) : null;
    },

    remove: async (id) => (await db.delete(bookings).where(eq(bookings.id, id)).returning({ id: bookings.id })).length > 0,
  };
}
