import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { Event, EventInput, EventList, EventListQuery, EventUpdate, IdParams } from '@beacon/shared/schemas';
import { sanitizeDescription } from '../content/sanitize';
import { events } from '../db/schema';
import { HttpError } from '../http/errors';
import { absoluteUrl, storedUrl } from '../media/urls';
import { bearerAuth, errorResponses, sendRaw, type RoutePlugin } from './common';

type Row = typeof events.$inferSelect;
type Insert = typeof events.$inferInsert;

/** "" and null both mean "none" for optional text. */
const optionalText = (value: string | null | undefined): string | null => (value ? value : null);

const notFound = () => new HttpError(404, 'Event not found.');

/** Public events and their admin management (spec §3, §7). */
export const eventRoutes: RoutePlugin = async (app, { services }) => {
  const { db, requireAdmin, clock, eventsCache, config } = services;

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
    imageUrl: row.imageUrl === null ? null : absoluteUrl(row.imageUrl, config.publicUrl),
    imagePublicId: row.imagePublicId,
    attendees: row.attendees,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  /** Columns from a (partial) payload: sanitized description, API-served image URLs stored relative. */
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
    if (input.imageUrl !== undefined) set.imageUrl = input.imageUrl ? storedUrl(input.imageUrl, config.publicUrl) : null;
    if (input.imagePublicId !== undefined) set.imagePublicId = optionalText(input.imagePublicId);
    if (input.attendees !== undefined) set.attendees = input.attendees;
    return set;
  };

  /** Reads are served from a short-lived cache of the serialized answer. */
  const cached = async (key: string, load: () => Promise<unknown>, serialize: (value: unknown) => string): Promise<string> => {
    const hit = eventsCache.get(key);
    if (hit !== null) return hit;
    const body = serialize(await load());
    eventsCache.set(key, body);
    return body;
  };

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Events sorted by date (ascending unless order=desc); status=upcoming|past filters by the current time',
        querystring: EventListQuery,
        response: { 200: EventList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { status, limit, order = 'asc' } = request.query;
      const body = await cached(
        `list:${status ?? 'all'}:${order}:${limit ?? 'all'}`,
        async () => {
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
        (value) => reply.serialize(value) as string,
      );
      return sendRaw(reply, body);
    },
  );

  app.get(
    '/events/:id',
    { schema: { tags: ['events'], summary: 'One event', params: IdParams, response: { 200: Event, ...errorResponses } } },
    async (request, reply) => {
      const body = await cached(
        `one:${request.params.id}`,
        async () => {
          const [row] = await db.select().from(events).where(eq(events.id, request.params.id));
          if (!row) throw notFound();
          return toEvent(row);
        },
        (value) => reply.serialize(value) as string,
      );
      return sendRaw(reply, body);
    },
  );

  app.post(
    '/events',
    {
      onRequest: requireAdmin,
      schema: { tags: ['events'], summary: 'Create an event (admin)', security: bearerAuth, body: EventInput, response: { 201: Event, ...errorResponses } },
    },
    async (request, reply) => {
      const input = request.body;
      const now = clock();
      const set = columns(input);
      const [row] = await db
        .insert(events)
        .values({
          ...set,
          id: randomUUID(),
          title: input.title,
          date: new Date(input.date),
          location: input.location,
          category: input.category,
          createdBy: input.createdBy === undefined ? (request.user?.name ?? null) : optionalText(input.createdBy),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      eventsCache.clear();
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send(toEvent(row));
    },
  );

  app.put(
    '/events/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['events'],
        summary: 'Update an event (admin): any subset of the create payload; null clears an optional field',
        security: bearerAuth,
        params: IdParams,
        body: EventUpdate,
        response: { 200: Event, ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await db
        .update(events)
        .set({ ...columns(request.body), updatedAt: clock() })
        .where(eq(events.id, request.params.id))
        .returning();
      eventsCache.clear();
      if (!row) throw notFound();
      return toEvent(row);
    },
  );

  app.delete(
    '/events/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['events'],
        summary: 'Delete an event (admin)',
        security: bearerAuth,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const deleted = await db.delete(events).where(eq(events.id, request.params.id)).returning({ id: events.id });
      eventsCache.clear();
      if (deleted.length === 0) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
