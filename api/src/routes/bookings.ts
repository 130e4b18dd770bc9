import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { Booking, BookingApproval, BookingInput, BookingList, IdParams } from '@beacon/shared/schemas';
import { bookings } from '../db/schema';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses, rateLimited, type RoutePlugin } from './common';

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

const notFound = () => new HttpError(404, 'Booking not found.');

/** Speaker-booking requests (spec §3, §4, §7): anyone may ask, only admins see, approve or delete. */
export const bookingRoutes: RoutePlugin = async (app, { services }) => {
  const { db, requireAdmin, clock } = services;

  app.get(
    '/booking',
    {
      onRequest: requireAdmin,
      schema: { tags: ['bookings'], summary: 'All booking requests, newest first (admin)', security: bearerAuth, response: { 200: BookingList, ...errorResponses } },
    },
    async () => (await db.select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id))).map(toBooking),
  );

  app.post(
    '/booking',
    {
      config: rateLimited(services),
      schema: { tags: ['bookings'], summary: 'Request a booking (public)', body: BookingInput, response: { 201: Booking, ...errorResponses } },
    },
    async (request, reply) => {
      const input = request.body;
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
      return reply.status(201).send(toBooking(row));
    },
  );

  app.put(
    '/booking/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Approve a booking (admin); there is no way back to pending',
        security: bearerAuth,
        params: IdParams,
        body: BookingApproval,
        response: { 200: Booking, ...errorResponses },
      },
    },
    async (request) => {
      // One statement: approving a booking that a concurrent DELETE removed finds no row (404), never half a state.
      const [row] = await db
        .update(bookings)
        .set({ isConfirmed: true, updatedAt: clock() })
        .where(eq(bookings.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return toBooking(row);
    },
  );

  app.delete(
    '/booking/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Delete a booking (admin)',
        security: bearerAuth,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const deleted = await db.delete(bookings).where(eq(bookings.id, request.params.id)).returning({ id: bookings.id });
      if (deleted.length === 0) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
