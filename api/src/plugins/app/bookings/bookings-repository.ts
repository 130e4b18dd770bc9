import { createHash, randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Booking, BookingInput } from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { bookingIdempotencyKeys, bookings } from '../../../db/schema';
import { nextVersion } from '../../../http/versions';

type Row = typeof bookings.$inferSelect;

/** What a keyed create found: a new booking, the one an earlier request with the key made, or a key used for another request. */
export type KeyedCreate = { outcome: 'created' | 'replayed'; booking: Booking } | { outcome: 'key-reused' };

/** The row a new booking inserts, with or without an idempotency key. */
const newRow = (input: BookingInput, now: Date): typeof bookings.$inferInsert => ({
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
});

const requestHash = (input: BookingInput): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        input.requesterName,
        input.requesterEmail,
        input.eventName,
        input.eventDate,
        input.eventLocation,
        input.eventDetails ?? '',
      ]),
    )
    .digest('hex');

/** Thrown inside the transaction to undo its booking when another request already holds the key. */
class KeyTaken extends Error {}

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
  /** At most one booking per `key`: a repeated request gets the booking the first one made. */
  createOnce(key: string, input: BookingInput): Promise<KeyedCreate>;
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
      const [row] = await db.insert(bookings).values(newRow(input, now)).returning();
      if (!row) throw new Error('insert returned no row');
      return toBooking(row);
    },

    // The booking and its key commit together. A concurrent request with the same key waits on the
    // key's unique index, finds it taken, rolls its own booking back and reads the winner's.
    createOnce: async (key, input) => {
      const hash = requestHash(input);
      try {
        return await db.transaction(async (tx) => {
          const now = clock();
          const [row] = await tx.insert(bookings).values(newRow(input, now)).returning();
          if (!row) throw new Error('insert returned no row');
          const claimed = await tx
            .insert(bookingIdempotencyKeys)
            .values({ key, bookingId: row.id, requestHash: hash, createdAt: now })
            .onConflictDoNothing()
            .returning({ key: bookingIdempotencyKeys.key });
          if (claimed.length === 0) throw new KeyTaken();
          return { outcome: 'created' as const, booking: toBooking(row) };
        });
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
      }
      const [existing] = await db
        .select({ requestHash: bookingIdempotencyKeys.requestHash, booking: bookings })
        .from(bookingIdempotencyKeys)
        .innerJoin(bookings, eq(bookings.id, bookingIdempotencyKeys.bookingId))
        .where(eq(bookingIdempotencyKeys.key, key));
      if (!existing || existing.requestHash !== hash) return { outcome: 'key-reused' };
      return { outcome: 'replayed', booking: toBooking(existing.booking) };
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
