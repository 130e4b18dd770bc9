import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DeletedEvent, Event, EventExportQuery, EventInput, EventListQuery, EventStatus, EventUpdate } from '@beacon/shared/schemas';
import { sanitizeDescription } from '../../../content/sanitize';
import type { Db } from '../../../db/client';
import { events } from '../../../db/schema';
import { InputError } from '../../../http/errors';
import { nextVersion } from '../../../http/versions';
import { absoluteUrl, storedUrl } from '../../../media/urls';
import { appendAudit, changedFields, type AuditContext } from '../audit/audit-repository';
import { containsText, purgeDate, type RestoreOutcome } from '../trash/retention';

type Row = typeof events.$inferSelect;
type Insert = typeof events.$inferInsert;

/** "" and null both mean "none" for optional text. */
const optionalText = (value: string | null | undefined): string | null => (value ? value : null);

/** A former date belongs to a move: refused (not dropped) on an event that is not postponed. */
function checkPreviousDate(status: EventStatus, previousDate: Date | null): void {
  if (previousDate !== null && status !== 'postponed') {
    throw new InputError({ previousDate: 'is only for a postponed event (status postponed): send null to clear it' });
  }
}

/** An end is after the start: refused (not moved) otherwise, on the end, whichever of the two the edit changed. */
function checkEnd(date: Date, endDate: Date | null): void {
  if (endDate !== null && endDate.getTime() <= date.getTime()) {
    throw new InputError({ endDate: 'must be after the start (date): send null for the default of two hours' });
  }
}

/** Rows not in "Recently deleted": what every read except the deleted view sees. */
const live = isNull(events.deletedAt);

export interface EventsRepository {
  /** Sorted by date (then creation, then id) in `order`; upcoming/past split on the clock. */
  list(query: EventListQuery): Promise<Event[]>;
  /** Like list, narrowed like the admin table: search text, categories, flags. */
  filtered(query: EventExportQuery): Promise<Event[]>;
  find(id: string): Promise<Event | null>;
  /**
   * `author` is the default createdBy when the payload has none; the zone defaults to the organisation's. Recorded
   * in the audit log.
   */
  create(input: EventInput, author: string | null, context: AuditContext): Promise<Event>;
  /**
   * 'missing' when no event has this id (or it is deleted); 'stale' when `expected` is given and the event's
   * version (updatedAt) is no longer that one. Every edit increases the revision. Recorded in the audit log with
   * the fields before and after.
   */
  update(id: string, changes: EventUpdate, expected: Date | null, context: AuditContext): Promise<Event | 'missing' | 'stale'>;
  /**
   * Moves the event to "Recently deleted" (its image stays until the purge); 'missing' when no live event has
   * this id, 'stale' when `expected` is given and the version differs. Recorded in the audit log.
   */
  remove(id: string, context: AuditContext, expected?: Date | null): Promise<'deleted' | 'missing' | 'stale'>;
  /** Brings a deleted event back with its id and image; too late once `retentionCutoff` passed its deletion. */
  restore(id: string, retentionCutoff: Date, context: AuditContext): Promise<RestoreOutcome<Event>>;
  /** "Recently deleted", most recently deleted first. */
  listDeleted(): Promise<DeletedEvent[]>;
  /** Removes for good the events deleted before `cutoff`, one audit entry each; returns them (their images are the caller's). */
  purge(cutoff: Date, context: AuditContext): Promise<Event[]>;
  /** Whether an event that remains (live or restorable) still shows this uploaded image. */
  imageInUse(publicId: string): Promise<boolean>;
  /** Events dated now or later. */
  countUpcoming(): Promise<number>;
}

/**
 * Events in the database. Descriptions are sanitized on the way in; image URLs the API serves itself are
 * stored relative and returned absolute with `publicUrl()` (read per call: it is known only once the server
 * listens when the port is picked at start), so data survives a change of host.
 */
export function eventsRepository(db: Db, clock: () => Date, publicUrl: () => string, orgTimeZone: string): EventsRepository {
  const toEvent = (row: Row): Event => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    date: row.date.toISOString(),
    endDate: row.endDate === null ? null : row.endDate.toISOString(),
    timeZone: row.timeZone,
    status: row.status,
    previousDate: row.previousDate === null ? null : row.previousDate.toISOString(),
    location: row.location,
    category: row.category,
    createdBy: row.createdBy,
    isFocused: row.isFocused,
    isCompleted: row.isCompleted,
    imageUrl: row.imageUrl === null ? null : absoluteUrl(row.imageUrl, publicUrl()),
    imagePublicId: row.imagePublicId,
    attendees: row.attendees,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
  });

  /** Columns from a (partial) payload. */
  const columns = (input: EventUpdate): Partial<Insert> => {
    const set: Partial<Insert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description ? optionalText(sanitizeDescription(input.description)) : null;
    if (input.date !== undefined) set.date = new Date(input.date);
    if (input.endDate !== undefined) set.endDate = input.endDate === null ? null : new Date(input.endDate);
    if (input.timeZone !== undefined) set.timeZone = input.timeZone;
    if (input.status !== undefined) set.status = input.status;
    if (input.previousDate !== undefined) set.previousDate = input.previousDate === null ? null : new Date(input.previousDate);
    if (input.location !== undefined) set.location = input.location;
    if (input.category !== undefined) set.category = input.category;
    if (input.createdBy !== undefined) set.createdBy = optionalText(input.createdBy);
    if (input.isFocused !== undefined) set.isFocused = input.isFocused;
    if (input.isCompleted !== undefined) set.isCompleted = input.isCompleted;
    if (input.imageUrl !== undefined) set.imageUrl = input.imageUrl ? storedUrl(input.imageUrl, publicUrl()) : null;
    if (input.imagePublicId !== undefined) set.imagePublicId = optionalText(input.imagePublicId);
    if (input.attendees !== undefined) set.attendees = input.attendees;
    return set;
  };

  /** upcoming = dated now or later, past = before now (on the clock). */
  const whenFilter = (status: 'upcoming' | 'past' | undefined): SQL[] => {
    if (status === 'upcoming') return [gte(events.date, clock())];
    if (status === 'past') return [lt(events.date, clock())];
    return [];
  };
  const dateOrder = (order: 'asc' | 'desc') => {
    const direction = order === 'desc' ? desc : asc;
    return [direction(events.date), direction(events.createdAt), direction(events.id)];
  };

  return {
    list: async ({ status, limit, order = 'asc', featured }) => {
      const query = db
        .select()
        .from(events)
        .where(and(live, ...whenFilter(status), ...(featured ? [eq(events.isFocused, true), ne(events.status, 'cancelled')] : [])))
        .orderBy(...dateOrder(order));
      const rows = limit ? await query.limit(limit) : await query;
      return rows.map(toEvent);
    },

    filtered: async ({ q, status, category, flag, order = 'asc' }) => {
      const filters: SQL[] = [live, ...whenFilter(status)];
      if (q?.trim()) filters.push(containsText(q, events.title));
      if (category && category.length > 0) filters.push(inArray(events.category, category));
      if (flag && flag.length > 0) {
        const flags = flag.map((each) => (each === 'featured' ? eq(events.isFocused, true) : eq(events.isCompleted, true)));
        const any = or(...flags);
        if (any) filters.push(any);
      }
      const rows = await db
        .select()
        .from(events)
        .where(and(...filters))
        .orderBy(...dateOrder(order));
      return rows.map(toEvent);
    },

    find: async (id) => {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.id, id), live));
      return row ? toEvent(row) : null;
    },

    create: (input, author, context) =>
      db.transaction(async (tx) => {
        checkPreviousDate(input.status ?? 'scheduled', input.previousDate ? new Date(input.previousDate) : null);
        checkEnd(new Date(input.date), input.endDate ? new Date(input.endDate) : null);
        const now = clock();
        const [row] = await tx
          .insert(events)
          .values({
            ...columns(input),
            id: randomUUID(),
            title: input.title,
            date: new Date(input.date),
            timeZone: input.timeZone ?? orgTimeZone,
            location: input.location,
            category: input.category,
            createdBy: input.createdBy === undefined ? author : optionalText(input.createdBy),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        const event = toEvent(row);
        await appendAudit(tx, now, context, [{ action: 'event.created', entity: 'event', entityId: row.id, after: event }]);
        return event;
      }),

    // The row is locked first so the audit entry's "before" is the version the edit replaced; the update itself
    // stays conditional on the version when one is expected: no lost update between check and write.
    update: (id, changes, expected, context) =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(events)
          .where(and(eq(events.id, id), live))
          .for('update');
        if (!current) return 'missing' as const;
        const set = columns(changes);
        checkPreviousDate(set.status ?? current.status, set.previousDate === undefined ? current.previousDate : set.previousDate);
        checkEnd(set.date ?? current.date, set.endDate === undefined ? current.endDate : set.endDate);
        const now = clock();
        const [row] = await tx
          .update(events)
          .set({ ...set, revision: sql`${events.revision} + 1`, updatedAt: nextVersion(events.updatedAt, now) })
          .where(and(eq(events.id, id), live, ...(expected ? [eq(events.updatedAt, expected)] : [])))
          .returning();
        if (!row) return 'stale' as const;
        const event = toEvent(row);
        const diff = changedFields(toEvent(current), event, ['updatedAt', 'revision']);
        await appendAudit(tx, now, context, [{ action: 'event.updated', entity: 'event', entityId: id, ...diff }]);
        return event;
      }),

    remove: (id, context, expected = null) =>
      db.transaction(async (tx) => {
        const now = clock();
        const [row] = await tx
          .update(events)
          .set({ deletedAt: now })
          .where(and(eq(events.id, id), live, ...(expected ? [eq(events.updatedAt, expected)] : [])))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: events.id })
            .from(events)
            .where(and(eq(events.id, id), live));
          return exists ? ('stale' as const) : ('missing' as const);
        }
        await appendAudit(tx, now, context, [
          { action: 'event.deleted', entity: 'event', entityId: id, before: toEvent(row), after: { deletedAt: now.toISOString() } },
        ]);
        return 'deleted' as const;
      }),

    restore: (id, retentionCutoff, context) =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!current) return { outcome: 'unknown' as const };
        if (current.deletedAt === null) return { outcome: 'not-deleted' as const };
        if (current.deletedAt < retentionCutoff) return { outcome: 'expired' as const };
        const [row] = await tx.update(events).set({ deletedAt: null }).where(eq(events.id, id)).returning();
        if (!row) throw new Error('update returned no row');
        await appendAudit(tx, clock(), context, [
          {
            action: 'event.restored',
            entity: 'event',
            entityId: id,
            // The title on both sides names the event in the activity log.
            before: { title: current.title, deletedAt: current.deletedAt.toISOString() },
            after: { title: current.title, deletedAt: null },
          },
        ]);
        return { outcome: 'restored' as const, value: toEvent(row) };
      }),

    listDeleted: async () => {
      const rows = await db.select().from(events).where(isNotNull(events.deletedAt)).orderBy(desc(events.deletedAt), desc(events.id));
      return rows.flatMap((row) =>
        row.deletedAt ? [{ ...toEvent(row), deletedAt: row.deletedAt.toISOString(), purgeAt: purgeDate(row.deletedAt).toISOString() }] : [],
      );
    },

    purge: (cutoff, context) =>
      db.transaction(async (tx) => {
        const rows = await tx.delete(events).where(lt(events.deletedAt, cutoff)).returning();
        const purged = rows.map(toEvent);
        await appendAudit(
          tx,
          clock(),
          context,
          purged.map((event) => ({ action: 'event.purged' as const, entity: 'event' as const, entityId: event._id, before: event })),
        );
        return purged;
      }),

    imageInUse: async (publicId) => {
      const rows = await db.select({ id: events.id }).from(events).where(eq(events.imagePublicId, publicId)).limit(1);
      return rows.length > 0;
    },

    countUpcoming: async () => {
      const [row] = await db
        .select({ upcoming: count() })
        .from(events)
        .where(and(live, gte(events.date, clock())));
      return row?.upcoming ?? 0;
    },
  };
}
