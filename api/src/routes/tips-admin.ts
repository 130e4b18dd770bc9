import { Type } from 'typebox';
import {
  TipAttachmentParams,
  TipDetail,
  TipList,
  TipListQuery,
  TipMessage,
  TipReplyInput,
  TipStatusInput,
  TipSummary,
  TipTipParams,
  TipUnread,
} from '@beacon/shared/schemas';
import { HttpError, InputError } from '../http/errors';
import { auditContext } from '../plugins/app/audit/context';
import { readPublicKey, isArmoredMessageFor } from '../tips/ciphertext';
import { scheduleStaffNotices } from '../tips/staff-notice';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

const notFound = () => new HttpError(404, 'Tip not found.');

/**
 * The staff inbox. The API hands out ciphertext only: staff decrypt in their browser with the newsroom private
 * key, which never reaches the API. Status changes, deletions and replies are recorded in the audit log.
 */
export const tipsAdminRoutes: RoutePlugin = async (app, { services }) => {
  const { requireAdmin } = services;
  const { repository } = services.tips;
  const noStore = { 'cache-control': 'no-store' };
  scheduleStaffNotices(app, services.tips.notices, services.clock);

  app.get(
    '/admin/tips',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['tips'],
        summary: 'Received tips, newest first: times, status and counts only (admin)',
        security: bearerAuth,
        querystring: TipListQuery,
        response: { 200: TipList, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { tips: await repository.list(request.query.status) };
    },
  );

  app.get(
    '/admin/tips/unread',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['tips'],
        summary: 'How many tips are new (unread), for the inbox and the admin menu (admin)',
        security: bearerAuth,
        response: { 200: TipUnread, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return { unread: await repository.unreadCount() };
    },
  );

  app.get(
    '/admin/tips/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['tips'],
        summary: 'One tip: its armored message, attachment list and conversation (admin)',
        security: bearerAuth,
        params: TipTipParams,
        response: { 200: TipDetail, ...errorResponses },
      },
    },
    async (request, reply) => {
      const tip = await repository.get(request.params.id);
      if (!tip) throw notFound();
      reply.headers(noStore);
      return tip;
    },
  );

  app.get(
    '/admin/tips/:id/attachments/:attachmentId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['tips'],
        summary: 'One encrypted attachment, as a binary OpenPGP message (admin)',
        security: bearerAuth,
        params: TipAttachmentParams,
        response: { 200: Type.Unknown({ description: 'application/octet-stream' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const bytes = await repository.attachment(request.params.id, request.params.attachmentId);
      if (!bytes) throw new HttpError(404, 'Attachment not found.');
      return reply.headers(noStore).type('application/octet-stream').send(bytes);
    },
  );

  app.put(
    '/admin/tips/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['tips'],
        summary: 'Mark a tip new (unread), read, answered or archived (admin)',
        security: bearerAuth,
        params: TipTipParams,
        body: TipStatusInput,
        response: { 200: TipSummary, ...errorResponses },
      },
    },
    async (request) => {
      const tip = await repository.setStatus(request.params.id, request.body.status, auditContext(request));
      if (!tip) throw notFound();
      return tip;
    },
  );

  app.delete(
    '/admin/tips/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['tips'],
        summary: 'Delete a tip for good, with its attachments and conversation (admin)',
        security: bearerAuth,
        params: TipTipParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await repository.remove(request.params.id, auditContext(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/tips/:id/replies',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['tips'],
        summary: 'Reply to the source: an armored message encrypted to the source key (and the newsroom key) (admin)',
        description: 'A new or read tip becomes answered (an archived one stays archived); the change is in the audit log.',
        security: bearerAuth,
        params: TipTipParams,
        body: TipReplyInput,
        response: { 201: TipMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const tip = await repository.get(request.params.id);
      if (!tip) throw notFound();
      const source = await readPublicKey(tip.sourcePublicKey);
      if (!source || !(await isArmoredMessageFor(request.body.body, source.keyIds)))
        throw new InputError({ body: 'must be an OpenPGP message encrypted to the source key' });
      const message = await repository.addMessage(tip.id, 'staff', request.body.body, auditContext(request));
      if (!message) throw notFound();
      return reply.status(201).send(message);
    },
  );
};
