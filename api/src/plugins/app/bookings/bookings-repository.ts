import { createHash, randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Booking, BookingExportQuery, BookingInput, DeletedBooking } from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { bookingIdempotencyKeys, bookings } from '../../../db/schema';
import { nextVersion } from '../../../http/versions';
import { appendAudit, type AuditContext } from '../audit/audit-repository';
import { containsText, purgeDate, type RestoreOutcome } from '../trash/retention';

type Row = typeof bookings.$inferSelect;

/**
 * What a keyed create found: a new booking, the one an earlier request with the key made, a key used for
 * another request, or the key's booking in "Recently deleted" (a retry must not bring back what staff removed).
 */
export type KeyedCreate = { outcome: 'created' | 'replayed'; booking: Booking } | { outcome: 'key-reused' } | { outcome: 'deleted' };

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

/** What the activity log names a booking by (the same on both sides of an entry, so never a change). */
const namesOf = (row: Row): { requesterName: string; eventName: string } => ({
  requesterName: row.requesterName,
  eventName: row.eventName,
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

/** Rows not in "Recently deleted": what every read except the deleted view sees. */
const live = isNull(bookings.deletedAt);

export interface BookingsRepository {
  /** Newest first. */
  list(): Promise<Booking[]>;
  /** Newest first, narrowed like the admin table (search text, status). */
  filtered(query: BookingExportQuery): Promise<Booking[]>;
  create(input: BookingInput): Promise<Booking>;
  /**
   * At most one booking per `key`: a repeated request gets the booking the first one made while it is live,
   * 'deleted' while it is in "Recently deleted" (the key is purged with it, then free again).
   */
  createOnce(key: string, input: BookingInput): Promise<KeyedCreate>;
  /**
   * 'missing' when no booking has this id (or it is deleted); 'stale' when `expected` is given and the
   * booking's version (updatedAt) is no longer that one. Recorded in the audit log.
   */
  confirm(id: string, expected: Date | null, context: AuditContext): Promise<Booking | 'missing' | 'stale'>;
  /**
   * Moves the booking to "Recently deleted"; 'missing' when no live booking has this id, 'stale' when `expected`
   * is given and the version differs. Recorded in the audit log.
   */
  remove(id: string, context: AuditContext, expected?: Date | null): Promise<'deleted' | 'missing' | 'stale'>;
  /** Brings a deleted booking back (same id); too late once `retentionCutoff` passed its deletion. */
  restore(id: string, retentionCutoff: Date, context: AuditContext): Promise<RestoreOutcome<Booking>>;
  /** "Recently deleted", most recently deleted first. */
  listDeleted(): Promise<DeletedBooking[]>;
  /** Removes for good the bookings deleted before `cutoff`, one audit entry each; returns how many. */
  purge(cutoff: Date, context: AuditContext): Promise<number>;
  /** Dashboard figures: pending bookings, bookings created since `since`, the `recent` newest. */
  summary(since: Date, recent: number): Promise<{ pending: number; createdSince: number; latest: Booking[] }>;
}

/** Booking requests in the database; every write is one statement. */
export function bookingsRepository(db: Db, clock: () => Date): BookingsRepository {
  return {
    list: async () => (await db.select().from(bookings).where(live).orderBy(desc(bookings.createdAt), desc(bookings.id))).map(toBooking),

    filtered: async ({ q, status }) => {
      const filters: SQL[] = [live];
      if (q?.trim()) filters.push(containsText(q, bookings.requesterName, bookings.eventName));
      if (status) filters.push(eq(bookings.isConfirmed, status === 'confirmed'));
      const rows = await db
        .select()
        .from(bookings)
        .where(and(...filters))
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
      return rows.map(toBooking);
    },

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
      if (existing.booking.deletedAt !== null) return { outcome: 'deleted' };
      return { outcome: 'replayed', booking: toBooking(existing.booking) };
    },

    // The row is locked first so the audit entry's "before" is the state the approval replaced; the update
    // itself stays conditional: approving a booking a concurrent delete removed (or another admin changed,
    // when a version is expected) finds no row, never half a state.
    confirm: (id, expected, context) =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.id, id), live))
          .for('update');
        if (!current) return 'missing' as const;
        const now = clock();
        const [row] = await tx
          .update(bookings)
          .set({ isConfirmed: true, updatedAt: nextVersion(bookings.updatedAt, now) })
          .where(and(eq(bookings.id, id), live, ...(expected ? [eq(bookings.updatedAt, expected)] : [])))
          .returning();
        if (!row) return 'stale' as const;
        await appendAudit(tx, now, context, [
          {
            action: 'booking.approved',
            entity: 'booking',
            entityId: id,
            before: { ...namesOf(current), isConfirmed: current.isConfirmed, updatedAt: current.updatedAt.toISOString() },
            after: { ...namesOf(row), isConfirmed: true, updatedAt: row.updatedAt.toISOString() },
          },
        ]);
        return toBooking(row);
      }),

    remove: (id, context, expected = null) =>
      db.transaction(async (tx) => {
        const now = clock();
        const [row] = await tx
          .update(bookings)
          .set({ deletedAt: now })
          .where(and(eq(bookings.id, id), live, ...(expected ? [eq(bookings.updatedAt, expected)] : [])))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.id, id), live));
          return exists ? ('stale' as const) : ('missing' as const);
        }
        await appendAudit(tx, now, context, [
          { action: 'booking.deleted', entity: 'booking', entityId: id, before: toBooking(row), after: { deletedAt: now.toISOString() } },
        ]);
        return 'deleted' as const;
      }),

    restore: (id, retentionCutoff, context) =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
        if (!current) return { outcome: 'unknown' as const };
        if (current.deletedAt === null) return { outcome: 'not-deleted' as const };
        if (current.deletedAt < retentionCutoff) return { outcome: 'expired' as const };
        const [row] = await tx.update(bookings).set({ deletedAt: null }).where(eq(bookings.id, id)).returning();
        if (!row) throw new Error('update returned no row');
        await appendAudit(tx, clock(), context, [
          {
            action: 'booking.restored',
            entity: 'booking',
            entityId: id,
            before: { ...namesOf(current), deletedAt: current.deletedAt.toISOString() },
            after: { ...namesOf(row), deletedAt: null },
          },
        ]);
        return { outcome: 'restored' as const, value: toBooking(row) };
      }),

    listDeleted: async () => {
      const rows = await db
        .select()
        .from(bookings)
        .where(isNotNull(bookings.deletedAt))
        .orderBy(desc(bookings.deletedAt), desc(bookings.id));
      return rows.flatMap((row) =>
        row.deletedAt
          ? [{ ...toBooking(row), deletedAt: row.deletedAt.toISOString(), purgeAt: purgeDate(row.deletedAt).toISOString() }]
          : [],
      );
    },

    purge: (cutoff, context) =>
      db.transaction(async (tx) => {
        const rows = await tx.delete(bookings).where(lt(bookings.deletedAt, cutoff)).returning();
        await appendAudit(
          tx,
          clock(),
          context,
          rows.map((row) => ({ action: 'booking.purged' as const, entity: 'booking' as const, entityId: row.id, before: toBooking(row) })),
        );
        return rows.length;
      }),

    summary: async (since, recent) => {
      const [figures] = await db
        .select({
          pending: count(sql`case when ${bookings.isConfirmed} then null else 1 end`),
          createdSince: count(sql`case when ${bookings.createdAt} >= ${since.toISOString()}::timestamptz then 1 end`),
        })
        .from(bookings)
        .where(live);
      const latest = await db.select().from(bookings).where(live).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(recent);
      return { pending: figures?.pending ?? 0, createdSince: figures?.createdSince ?? 0, latest: latest.map(toBooking) };
    },
  };
}
