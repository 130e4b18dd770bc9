import { Type } from 'typebox';
import { Booking, BookingApproval, BookingInput, BookingList, IdParams } from '@beacon/shared/schemas';
import { HttpError, InputError } from '../http/errors';
import { auditContext } from '../plugins/app/audit/context';
import { entityTag, expectedVersion, staleVersion } from '../http/versions';
import { bearerAuth, errorResponses, rateLimited, type RoutePlugin } from './common';

const notFound = () => new HttpError(404, 'Booking not found.');

/** A client-chosen key per form submission (a UUID from the site): visible ASCII, nothing that could split a log line. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new HttpError(400, 'Invalid Idempotency-Key header.', { 'Idempotency-Key': 'must be 8 to 200 visible ASCII characters' });
  }
  return header;
}

/** The earliest time zone on Earth is 12 hours behind UTC. */
const WESTMOST_OFFSET_MS = 12 * 60 * 60 * 1000;

/**
 * The first day a booking may name: today where today began last (UTC−12). The API does not know the
 * visitor's zone; a date before that one is past for everyone (the form itself refuses the visitor's yesterday).
 */
export const earliestBookableDate = (now: Date): string => new Date(now.getTime() - WESTMOST_OFFSET_MS).toISOString().slice(0, 10);

/** Speaker-booking requests: anyone may ask; only admins see, approve or delete them. */
export const bookingRoutes: RoutePlugin = async (app, { services }) => {
  const { bookings, requireAdmin, clock } = services;

  app.get(
    '/booking',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'All booking requests, newest first (admin)',
        security: bearerAuth,
        response: { 200: BookingList, ...errorResponses },
      },
    },
    async () => bookings.list(),
  );

  app.post(
    '/booking',
    {
      config: rateLimited(services),
      schema: {
        tags: ['bookings'],
        summary: 'Request a booking (public); eventDate must not be past (today in the westmost zone, UTC−12, or later)',
        description:
          'With an Idempotency-Key header, at most one booking is made per key: a retry gets the same 201 body (and Idempotent-Replayed: true); the key with another body is refused with 422; the key of a booking staff deleted is answered 410 while the booking is in Recently deleted (a restore makes it replay again).',
        body: BookingInput,
        response: { 201: Booking, ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const earliest = earliestBookableDate(clock());
      if (request.body.eventDate < earliest) throw new InputError({ eventDate: `must be today or later (from ${earliest})` });
      if (key === null) return reply.status(201).send(await bookings.create(request.body));
      const result = await bookings.createOnce(key, request.body);
      if (result.outcome === 'key-reused')
        throw new HttpError(422, 'This Idempotency-Key was already used for a different booking request.');
      if (result.outcome === 'deleted') throw new HttpError(410, 'The booking this Idempotency-Key made has been deleted.');
      if (result.outcome === 'replayed') reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.booking);
    },
  );

  app.put(
    '/booking/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Approve a booking (admin); there is no way back to pending',
        description:
          'With `If-Match` (the ETag, i.e. the quoted `updatedAt` of the version the admin saw) the approval applies only to that version: 409 when the booking changed meanwhile.',
        security: bearerAuth,
        params: IdParams,
        body: BookingApproval,
        response: { 200: Booking, ...errorResponses },
      },
    },
    async (request, reply) => {
      const booking = await bookings.confirm(request.params.id, expectedVersion(request.headers['if-match']), auditContext(request));
      if (booking === 'missing') throw notFound();
      if (booking === 'stale') throw staleVersion('booking');
      return reply.header('etag', entityTag(booking.updatedAt)).send(booking);
    },
  );

  app.delete(
    '/booking/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Delete a booking (admin): it moves to Recently deleted, restorable for 30 days',
        security: bearerAuth,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      if ((await bookings.remove(request.params.id, auditContext(request))) !== 'deleted') throw notFound();
      return reply.status(204).send(null);
    },
  );
};
