import { AuditActorList, AuditPage, AuditQuery } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

/** The audit log, read-only: the API appends to it as admins work; no route changes or removes an entry. */
export const auditRoutes: RoutePlugin = async (app, { services }) => {
  const { audit, requireAdmin } = services;

  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Who did what (admin): audit entries, newest first, filtered and paginated',
        description:
          'Filters combine with AND: actorId (a person), entity and entityId (one booking’s or event’s history), action, from (inclusive) and to (exclusive). Pass nextCursor as cursor for the next, older page. The dashboard’s recent activity is ?limit=10.',
        security: bearerAuth,
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errorResponses },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from !== undefined && to !== undefined && new Date(from) > new Date(to))
        throw new HttpError(400, 'The date range is reversed: from must not be after to.', { from: 'must not be after to' });
      return audit.page(request.query);
    },
  );

  app.get(
    '/admin/audit/actors',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Everyone who appears in the audit log, most recently active first (admin)',
        security: bearerAuth,
        response: { 200: AuditActorList, ...errorResponses },
      },
    },
    async () => audit.actors(),
  );
};
