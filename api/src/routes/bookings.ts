import { Type } from 'typebox';
import { Booking, BookingApproval, BookingInput, BookingList, IdParams } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses, rateLimited, type RoutePlugin } from './common';

const notFound = () => new HttpError(404, 'Booking not found.');

/** Speaker-booking requests: anyone may ask; only admins see, approve or delete them. */
export const bookingRoutes: RoutePlugin = async (app, { services }) => {
  const { bookings, requireAdmin } = services;

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
        summary: 'Request a booking (public)',
        body: BookingInput,
        response: { 201: Booking, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await bookings.create(request.body)),
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
      const booking = await bookings.confirm(request.params.id);
      if (!booking) throw notFound();
      return booking;
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
      if (!(await bookings.remove(request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
