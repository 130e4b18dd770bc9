import { BookingBulkInput, BulkResult, EventBulkInput, type BulkItem, type BulkRowResult } from '@beacon/shared/schemas';
import { InputError } from '../http/errors';
import { auditContext } from '../plugins/app/audit/context';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

const DESCRIPTION =
  '200 even when some rows fail: `results` has one entry per row, in the order sent, with the outcome and the status the single-row route would have answered (ok 200/204, not-found 404 — unknown or already deleted —, conflict 409 — changed since `version`). Each row that succeeds gets its own audit entry.';

const CONFLICT = 'Changed by someone else since you loaded it.';

/** Each id once: a repeated row would report two outcomes for one change. */
function refuseRepeats(items: readonly BulkItem[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) throw new InputError({ [`items.${index}.id`]: 'appears more than once' });
    seen.add(item.id);
  });
}

const summary = (results: BulkRowResult[]) => {
  const succeeded = results.filter((row) => row.outcome === 'ok').length;
  return { results, succeeded, failed: results.length - succeeded };
};

/** One action over many rows, each row applied (and audited) on its own. */
export const bulkRoutes: RoutePlugin = async (app, { services }) => {
  const { bookings, events, requireAdmin, eventsCache } = services;

  app.post(
    '/admin/bulk/bookings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Approve or delete many bookings (admin)',
        description: DESCRIPTION,
        security: bearerAuth,
        body: BookingBulkInput,
        response: { 200: BulkResult, ...errorResponses },
      },
    },
    async (request) => {
      const { action, items } = request.body;
      refuseRepeats(items);
      const context = auditContext(request);
      const results: BulkRowResult[] = [];
      // One after another: each row is its own transaction, and the order of the audit entries is the order sent.
      for (const { id, version } of items) {
        const expected = version ? new Date(version) : null;
        if (action === 'approve') {
          const outcome = await bookings.confirm(id, expected, context);
          if (outcome === 'missing')
            results.push({ id, outcome: 'not-found', status: 404, message: 'Booking not found.', updatedAt: null });
          else if (outcome === 'stale') results.push({ id, outcome: 'conflict', status: 409, message: CONFLICT, updatedAt: null });
          else results.push({ id, outcome: 'ok', status: 200, message: 'Approved.', updatedAt: outcome.updatedAt });
        } else {
          const outcome = await bookings.remove(id, context, expected);
          if (outcome === 'missing')
            results.push({ id, outcome: 'not-found', status: 404, message: 'Booking not found.', updatedAt: null });
          else if (outcome === 'stale') results.push({ id, outcome: 'conflict', status: 409, message: CONFLICT, updatedAt: null });
          else results.push({ id, outcome: 'ok', status: 204, message: 'Moved to Recently deleted.', updatedAt: null });
        }
      }
      return summary(results);
    },
  );

  app.post(
    '/admin/bulk/events',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['events'],
        summary: 'Delete many events (admin): they move to Recently deleted with their images',
        description: DESCRIPTION,
        security: bearerAuth,
        body: EventBulkInput,
        response: { 200: BulkResult, ...errorResponses },
      },
    },
    async (request) => {
      const { items } = request.body;
      refuseRepeats(items);
      const context = auditContext(request);
      const results: BulkRowResult[] = [];
      for (const { id, version } of items) {
        const outcome = await events.remove(id, context, version ? new Date(version) : null);
        if (outcome === 'missing') results.push({ id, outcome: 'not-found', status: 404, message: 'Event not found.', updatedAt: null });
        else if (outcome === 'stale') results.push({ id, outcome: 'conflict', status: 409, message: CONFLICT, updatedAt: null });
        else results.push({ id, outcome: 'ok', status: 204, message: 'Moved to Recently deleted.', updatedAt: null });
      }
      eventsCache.clear();
      return summary(results);
    },
  );
};
