import { Booking, DeletedBookingList, DeletedEventList, Event, IdParams, PurgeResult, RESTORE_DAYS } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import { entityTag } from '../http/versions';
import { SYSTEM } from '../plugins/app/audit/audit-repository';
import { auditContext } from '../plugins/app/audit/context';
import { purgeDeleted } from '../plugins/app/trash/purge';
import { retentionCutoff, type RestoreOutcome } from '../plugins/app/trash/retention';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

/** How often the API purges by itself (besides at start and on request). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

const RESTORE_ANSWERS = `404 when the id is unknown or not deleted; 410 when it was deleted more than ${RESTORE_DAYS} days ago or already purged.`;

/** "Recently deleted": the deleted bookings and events, their restore, and the purge of what is past the window. */
export const trashRoutes: RoutePlugin = async (app, { services }) => {
  const { bookings, events, requireAdmin, clock, audit, eventsCache } = services;

  /** The restored row, or the answer that says why not. */
  const restored = async <T>(what: 'booking' | 'event', id: string, outcome: RestoreOutcome<T>): Promise<T> => {
    const name = what === 'booking' ? 'Booking' : 'Event';
    if (outcome.outcome === 'restored') return outcome.value;
    if (outcome.outcome === 'not-deleted') throw new HttpError(404, `${name} is not in Recently deleted.`);
    if (outcome.outcome === 'expired' || (await audit.wasPurged(what, id)))
      throw new HttpError(410, `${name} was deleted more than ${RESTORE_DAYS} days ago and can no longer be restored.`);
    throw new HttpError(404, `${name} not found.`);
  };

  app.get(
    '/admin/deleted/bookings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `Deleted bookings, restorable until purgeAt (${RESTORE_DAYS} days), most recently deleted first (admin)`,
        security: bearerAuth,
        response: { 200: DeletedBookingList, ...errorResponses },
      },
    },
    async () => bookings.listDeleted(),
  );

  app.get(
    '/admin/deleted/events',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `Deleted events (images kept), restorable until purgeAt (${RESTORE_DAYS} days), most recently deleted first (admin)`,
        security: bearerAuth,
        response: { 200: DeletedEventList, ...errorResponses },
      },
    },
    async () => events.listDeleted(),
  );

  app.post(
    '/booking/:id/restore',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Restore a deleted booking, with its id (admin)',
        description: RESTORE_ANSWERS,
        security: bearerAuth,
        params: IdParams,
        response: { 200: Booking, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const booking = await restored('booking', id, await bookings.restore(id, retentionCutoff(clock()), auditContext(request)));
      return reply.header('etag', entityTag(booking.updatedAt)).send(booking);
    },
  );

  app.post(
    '/events/:id/restore',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['events'],
        summary: 'Restore a deleted event, with its id and image: its links work again (admin)',
        description: RESTORE_ANSWERS,
        security: bearerAuth,
        params: IdParams,
        response: { 200: Event, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const event = await restored('event', id, await events.restore(id, retentionCutoff(clock()), auditContext(request)));
      eventsCache.clear();
      return reply.header('etag', entityTag(event.updatedAt)).send(event);
    },
  );

  app.post(
    '/admin/purge',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `Remove now what was deleted more than ${RESTORE_DAYS} days ago, with its uploaded images (admin)`,
        description: 'The API also purges at start and every hour. Each removed row gets an audit entry.',
        security: bearerAuth,
        response: { 200: PurgeResult, ...errorResponses },
      },
    },
    async (request) => purgeDeleted(services, auditContext(request), request.log),
  );

  // At start and hourly, by the API itself; the timer never keeps the process alive.
  const purgeNow = async (): Promise<void> => {
    try {
      const result = await purgeDeleted(services, SYSTEM, app.log);
      if (result.bookings + result.events > 0) app.log.info(result, 'purged rows deleted more than 30 days ago');
    } catch (error) {
      app.log.error({ err: error }, 'purge failed');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await purgeNow();
    timer = setInterval(() => void purgeNow(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
