import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Booking, BookingInput } from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema';
import { nextVersion } from '../../../http/versions';

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
  /**
   * 'missing' when no booking has this id; 'stale' when `expected` is given and the booking's version
   * (updatedAt) is no longer that one.
   */
  confirm(id: string, expected?: Date | null): Promise<Booking | 'missing' | 'stale'>;
  /** false when no booking has this id. */
  remove(id: string): Promise<boolean>;
  /** Dashboard figures: pending bookings, bookings created since `since`, the `recent` newest. */
  summary(since: Date, recent: number): Promise<{ pending: number; createdSince: number; latest: Booking[] }>;
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

    // One statement: approving a booking that a concurrent delete removed (or another admin changed,
    // when a version is expected) finds no row, never half a state.
    confirm: async (id, expected = null) => {
      const [row] = await db
        .update(bookings)
        .set({ isConfirmed: true, updatedAt: nextVersion(bookings.updatedAt, clock()) })
        .where(expected ? and(eq(bookings.id, id), eq(bookings.updatedAt, expected)) : eq(bookings.id, id))
        .returning();
      if (row) return toBooking(row);
      const [exists] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
      return exists ? 'stale' : 'missing';
    },

    remove: async (id) => (await db.delete(bookings).where(eq(bookings.id, id)).returning({ id: bookings.id })).length > 0,

    summary: async (since, recent) => {
      const [figures] = await db
        .select({
          pending: count(sql`case when ${bookings.isConfirmed} then null else 1 end`),
          createdSince: count(sql`case when ${bookings.createdAt} >= ${since.toISOString()}::timestamptz then 1 end`),
        })
        .from(bookings);
      const latest = await db.select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(recent);
      return { pending: figures?.pending ?? 0, createdSince: figures?.createdSince ?? 0, latest: latest.map(toBooking) };
    },
  };
}
