import { Type } from 'typebox';
import { Event, EventInput, EventList, EventListQuery, EventUpdate, IdParams } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import type { CachedAnswer } from '../http/response-cache';
import { auditContext } from '../plugins/app/audit/context';
import { entityTag, expectedVersion, staleVersion } from '../http/versions';
import { bearerAuth, errorResponses, readLimited, sendRaw, type RoutePlugin } from './common';

const notFound = () => new HttpError(404, 'Event not found.');

/** Public events and their admin management. */
export const eventRoutes: RoutePlugin = async (app, { services }) => {
  const { events, requireAdmin, eventsCache } = services;

  /** Reads are served from a short-lived cache of the serialized answer (with its entity tag, `tagOf`). */
  const cached = async <T>(
    key: string,
    load: () => Promise<T>,
    serialize: (value: T) => string,
    tagOf: (value: T) => string | null = () => null,
  ): Promise<CachedAnswer> => {
    const hit = eventsCache.get(key);
    if (hit !== null) return hit;
    const value = await load();
    const answer = { body: Buffer.from(serialize(value)), etag: tagOf(value) };
    eventsCache.set(key, answer);
    return answer;
  };

  app.get(
    '/events',
    {
      config: readLimited(services),
      schema: {
        tags: ['events'],
        summary:
          'Events sorted by date (ascending unless order=desc); status=upcoming|past filters by the current time; featured=true keeps the featured ones',
        querystring: EventListQuery,
        response: { 200: EventList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { status, limit, order = 'asc', featured = false } = request.query;
      const { body } = await cached(
        `list:${status ?? 'all'}:${order}:${limit ?? 'all'}:${featured ? 'featured' : 'any'}`,
        () => events.list(request.query),
        (value) => reply.serialize(value) as string,
      );
      return sendRaw(reply, body);
    },
  );

  app.get(
    '/events/:id',
    {
      config: readLimited(services),
      schema: { tags: ['events'], summary: 'One event', params: IdParams, response: { 200: Event, ...errorResponses } },
    },
    async (request, reply) => {
      const { body, etag } = await cached(
        `one:${request.params.id}`,
        async () => {
          const event = await events.find(request.params.id);
          if (!event) throw notFound();
          return event;
        },
        (value) => reply.serialize(value) as string,
        // The version an edit starts from.
        (event) => entityTag(event.updatedAt),
      );
      return sendRaw(reply.header('etag', etag), body);
    },
  );

  app.post(
    '/events',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['events'],
        summary: 'Create an event (admin)',
        security: bearerAuth,
        body: EventInput,
        response: { 201: Event, ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await events.create(request.body, request.user?.name ?? null, auditContext(request));
      eventsCache.clear();
      return reply.status(201).send(event);
    },
  );

  app.put(
    '/events/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['events'],
        summary: 'Update an event (admin): any subset of the create payload; null clears an optional field',
        description:
          'With `If-Match` (the ETag of GET /events/{id}, i.e. the quoted `updatedAt`) the update applies only to that version: 409 when the event changed meanwhile.',
        security: bearerAuth,
        params: IdParams,
        body: EventUpdate,
        response: { 200: Event, ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await events.update(
        request.params.id,
        request.body,
        expectedVersion(request.headers['if-match']),
        auditContext(request),
      );
      if (event === 'missing') throw notFound();
      if (event === 'stale') throw staleVersion('event');
      eventsCache.clear();
      return reply.header('etag', entityTag(event.updatedAt)).send(event);
    },
  );

  app.delete(
    '/events/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['events'],
        summary: 'Delete an event (admin): it moves to Recently deleted with its image, restorable for 30 days',
        security: bearerAuth,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const removed = await events.remove(request.params.id, auditContext(request));
      eventsCache.clear();
      if (removed !== 'deleted') throw notFound();
      return reply.status(204).send(null);
    },
  );
};
