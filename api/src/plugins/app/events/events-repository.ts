import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Event, EventInput, EventListQuery, EventUpdate } from '@beacon/shared/schemas';
import { sanitizeDescription } from '../../../content/sanitize';
import type { Db } from '../../../db/client';
import { events } from '../../../db/schema';
import { nextVersion } from '../../../http/versions';
import { absoluteUrl, storedUrl } from '../../../media/urls';

type Row = typeof events.$inferSelect;
type Insert = typeof events.$inferInsert;

/** "" and null both mean "none" for optional text. */
const optionalText = (value: string | null | undefined): string | null => (value ? value : null);

export interface EventsRepository {
  /** Sorted by date (then creation, then id) in `order`; upcoming/past split on the clock. */
  list(query: EventListQuery): Promise<Event[]>;
  find(id: string): Promise<Event | null>;
  /** `author` is the default createdBy when the payload has none. */
  create(input: EventInput, author: string | null): Promise<Event>;
  /**
   * 'missing' when no event has this id; 'stale' when `expected` is given and the event's version
   * (updatedAt) is no longer that one.
   */
  update(id: string, changes: EventUpdate, expected?: Date | null): Promise<Event | 'missing' | 'stale'>;
  /** The removed event (its image is the caller's to delete), or null when no event has this id. */
  remove(id: string): Promise<Event | null>;
  /** Events dated now or later. */
  countUpcoming(): Promise<number>;
}

/**
 * Events in the database. Descriptions are sanitized on the way in; image URLs the API serves itself are
 * stored relative and returned absolute with `publicUrl()` (read per call: it is known only once the server
 * listens when the port is picked at start), so data survives a change of host.
 */
export function eventsRepository(db: Db, clock: () => Date, publicUrl: () => string): EventsRepository {
  const toEvent = (row: Row): Event => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    date: row.date.toISOString(),
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
  });

  /** Columns from a (partial) payload. */
  const columns = (input: EventUpdate): Partial<Insert> => {
    const set: Partial<Insert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description ? optionalText(sanitizeDescription(input.description)) : null;
    if (input.date !== undefined) set.date = new Date(input.date);
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

  return {
    list: async ({ status, limit, order = 'asc' }) => {
      const now = clock();
      const filters: SQL[] = [];
      if (status === 'upcoming') filters.push(gte(events.date, now));
      if (status === 'past') filters.push(lt(events.date, now));
      const direction = order === 'desc' ? desc : asc;
      const query = db
        .select()
        .from(events)
        .where(filters.length > 0 ? and(...filters) : undefined)
        .orderBy(direction(events.date), direction(events.createdAt), direction(events.id));
      const rows = limit ? await query.limit(limit) : await query;
      return rows.map(toEvent);
    },

    find: async (id) => {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row ? toEvent(row) : null;
    },

    create: async (input, author) => {
      const now = clock();
      const [row] = await db
        .insert(events)
        .values({
          ...columns(input),
          id: randomUUID(),
          title: input.title,
          date: new Date(input.date),
          location: input.location,
          category: input.category,
          createdBy: input.createdBy === undefined ? author : optionalText(input.createdBy),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toEvent(row);
    },

    // One statement, conditional on the version when one is expected: no lost update between check and write.
    update: async (id, changes, expected = null) => {
      const [row] = await db
        .update(events)
        .set({ ...columns(changes), updatedAt: nextVersion(events.updatedAt, clock()) })
        .where(expected ? and(eq(events.id, id), eq(events.updatedAt, expected)) : eq(events.id, id))
        .returning();
      if (row) return toEvent(row);
      const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
      return exists ? 'stale' : 'missing';
    },

    remove: async (id) => {
      const [row] = await db.delete(events).where(eq(events.id, id)).returning();
      return row ? toEvent(row) : null;
    },

    countUpcoming: async () => {
      const [row] = await db.select({ upcoming: count() }).from(events).where(gte(events.date, clock()));
      return row?.upcoming ?? 0;
    },
  };
}
