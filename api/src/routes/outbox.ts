import { desc } from 'drizzle-orm';
import { OutboxList, OutboxQuery } from '@beacon/shared/schemas';
import { outbox } from '../db/schema';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

/** Messages the local e-mail relay recorded, newest first (admin). */
export const outboxRoutes: RoutePlugin = async (app, { services }) => {
  const { db, requireAdmin } = services;
  app.get(
    '/outbox',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['email relay'],
        summary: 'Recorded messages, newest first (admin)',
        security: bearerAuth,
        querystring: OutboxQuery,
        response: { 200: OutboxList, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(request.query.limit ?? 100);
      return rows.map((row) => ({
        _id: row.id,
        serviceId: row.serviceId,
        templateId: row.templateId,
        userId: row.userId,
        libVersion: row.libVersion,
        templateParams: row.templateParams,
        via: row.via,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
