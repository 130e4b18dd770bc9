import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AttachmentRefused, prepareTipFile, TIP_ATTACHMENT_MAX_BYTES, TIP_ATTACHMENTS_MAX, type TipFile } from '@beacon/shared/tips-crypto';
import { TIPS_PRIVACY } from '@beacon/shared/tips-crypto/texts';
import { FIELD_MAX_BYTES } from '../http/body-limits';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { conversationPage, receiptFormPage, receiptPage, tipRefusedPage } from '../tips/form-pages';
import { proofOf, readConversation, sealAndStoreTip, sealAnswer, type ReadMessage } from '../tips/server-encryption';
import type { RoutePlugin } from './common';
import { openReceipt, tipsLimited } from './tips';

/** A tip's message or an answer, in characters (as the scripted form cuts it). */
const MESSAGE_MAX_CHARS = 10_000;
const FIELD_MAX_CHARS: Record<string, number> = { from_name: 200, from_email: 254, message: MESSAGE_MAX_CHARS, answer: MESSAGE_MAX_CHARS };

/** The plaintext form: a few short fields and up to three files, read into memory only. */
const FORM_LIMITS = { fields: 8, fieldSize: FIELD_MAX_BYTES, files: TIP_ATTACHMENTS_MAX, fileSize: TIP_ATTACHMENT_MAX_BYTES };

/** A refused form post; `fields` holds what was read of the form before it, to give back to the source. */
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface PlainForm {
  fields: Record<string, string>;
  files: TipFile[];
}

const characters = (value: string): number => Array.from(value).length;

/**
 * The browser's multipart body: fields, and files as chosen (an empty file input sends one nameless empty part,
 * which is no file). Photos lose their metadata here, as the scripted form removes it in the browser.
 */
async function readPlainForm(request: FastifyRequest): Promise<PlainForm> {
  if (!request.isMultipart()) throw new Refused(415, 'The form was not sent as a form with files.');
  const fields: Record<string, string> = {};
  const files: TipFile[] = [];
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.filename === '' && bytes.length === 0) continue;
        if (part.fieldname !== 'attachment') throw new Refused(400, 'The form carried an unexpected file.');
        const file = prepareTipFile(part.filename, part.mimetype, new Uint8Array(bytes));
        files.push({ name: file.name, type: file.type, size: file.size, bytes: file.bytes });
        continue;
      }
      if (part.valueTruncated || typeof part.value !== 'string') throw new Refused(413, 'A field was too long.');
      const limit = FIELD_MAX_CHARS[part.fieldname];
      if (limit !== undefined && characters(part.value) > limit)
        throw new Refused(413, `The ${part.fieldname.replace('_', ' ')} is too long.`);
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw refusalOf(error, fields);
  }
  return { fields, files };
}

/** Why a form could not be read, for the source, with what was read of it before (to give back). */
function refusalOf(error: unknown, fields: Record<string, string>): Refused {
  if (error instanceof Refused) return new Refused(error.status, error.message, fields);
  if (error instanceof AttachmentRefused) return new Refused(400, error.message, fields);
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new Refused(413, 'Each file may be at most 10 MB.', fields);
  if (code === 'FST_FILES_LIMIT') return new Refused(413, `At most ${TIP_ATTACHMENTS_MAX} files can be attached.`, fields);
  return new Refused(400, 'The form could not be read. Please try again.', fields);
}

const page = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

const htmlSchema = (summary: string, description: string) => ({
  tags: ['tips'],
  summary,
  description,
  consumes: ['multipart/form-data'],
  produces: ['text/html'],
  response: {
    '2xx': Type.String({ description: 'An HTML fragment for the /tips page' }),
    '4xx': Type.String({ description: 'An HTML fragment saying what was refused' }),
  },
});

/** The conversation behind a receipt, read for this request only; null for an unknown, wrong or expired receipt. */
async function openConversation(
  services: Services,
  request: FastifyRequest,
  receipt: string,
): Promise<{ id: string; sourcePublicKey: string; messages: ReadMessage[] } | null> {
  const proof = await proofOf(receipt);
  if (!proof) return null;
  try {
    const id = await openReceipt(services, request, proof.receiptId, proof.token);
    const conversation = await services.tips.repository.conversation(id);
    if (!conversation) return null;
    return { id, sourcePublicKey: conversation.sourcePublicKey, messages: await readConversation(conversation, proof.secret) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The tips form and the conversation without JavaScript (native form posts, handed on by the site's page server):
 * the API encrypts on arrival what the browser would have (server-encryption.ts) and answers with HTML. The routes
 * sit under /tips, so their request lines carry no address (app.ts), and nothing here logs a field.
 */
export const tipsFormRoutes: RoutePlugin = async (app, { services }) => {
  const { key, repository, formTokens } = services.tips;

  app.get(
    '/tips/form/token',
    {
      config: { ...tipsLimited(services), tipLimit: 'challenge' },
      schema: {
        tags: ['tips'],
        summary: 'A one-time token for the /tips form without JavaScript (the page server puts it in the page)',
        response: { 200: Type.Object({ token: Type.String() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: formTokens.issue() };
    },
  );

  app.post(
    '/tips/form/send',
    {
      config: { ...tipsLimited(services), tipLimit: 'submit' },
      schema: htmlSchema(
        'Send a tip without JavaScript: encrypted here on arrival',
        `Fields: formToken (from /tips/form/token, at least TIPS_FORM_MIN_SECONDS old, once), from_name, from_email, message; files: attachment ×0–${TIP_ATTACHMENTS_MAX}, 10 MB each. Answers the receipt page.`,
      ),
    },
    async (request, reply) => {
      try {
        const { fields, files } = await readPlainForm(request);
        const text = { name: fields.from_name ?? '', email: fields.from_email ?? '', message: fields.message ?? '' };
        if (text.name.trim() === '' && text.email.trim() === '' && text.message.trim() === '' && files.length === 0)
          throw new Refused(400, 'Write a message or attach a file.', fields);
        // Everything else is checked before the single-use token is spent.
        const token = fields.formToken ?? '';
        if (!formTokens.check(token) || !(await formTokens.spend(token))) throw new Refused(400, TIPS_PRIVACY.formCheckFailed, fields);
        const { receipt } = await sealAndStoreTip(key, repository, text, files);
        return page(reply, 201, receiptPage(receipt));
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        // The form comes back with what the source typed (this answer only; nothing is kept) and a fresh token.
        const typed = { name: error.fields.from_name ?? '', email: error.fields.from_email ?? '', message: error.fields.message ?? '' };
        return page(reply, error.status, tipRefusedPage(error.message, typed));
      }
    },
  );

  app.post(
    '/tips/form/conversation',
    {
      config: { ...tipsLimited(services), tipLimit: 'lookup' },
      schema: htmlSchema(
        'Read the conversation without JavaScript, with the receipt',
        'Fields: receipt. Answers the conversation and its answer form.',
      ),
    },
    async (request, reply) => {
      let receipt: string;
      try {
        receipt = (await readPlainForm(request)).fields.receipt ?? '';
      } catch (error) {
        if (error instanceof Refused) return page(reply, error.status, receiptFormPage(error.message));
        throw error;
      }
      if (!(await proofOf(receipt))) return page(reply, 400, receiptFormPage(TIPS_PRIVACY.receiptInvalid));
      const open = await openConversation(services, request, receipt);
      if (!open) return page(reply, 404, receiptFormPage(TIPS_PRIVACY.receiptUnknown));
      return page(reply, 200, conversationPage({ receipt, messages: open.messages }));
    },
  );

  app.post(
    '/tips/form/answer',
    {
      config: { ...tipsLimited(services), tipLimit: 'lookup' },
      schema: htmlSchema(
        'Answer without JavaScript, with the receipt: encrypted here on arrival',
        `Fields: receipt, answer; files: attachment ×0–${TIP_ATTACHMENTS_MAX}, 10 MB each. Answers the conversation.`,
      ),
    },
    async (request, reply) => {
      let form: PlainForm | null = null;
      let refused: Refused | null = null;
      try {
        form = await readPlainForm(request);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        refused = error;
      }
      // The receipt and the answer come before the files in the form; a refusal after them still shows the
      // conversation, with the answer as typed.
      const fields = form?.fields ?? refused?.fields ?? {};
      const receipt = fields.receipt ?? '';
      const open = await openConversation(services, request, receipt);
      if (!open) return page(reply, 404, receiptFormPage(TIPS_PRIVACY.receiptUnknown));
      const answer = fields.answer ?? '';
      if (!refused && answer.trim() === '' && (form?.files.length ?? 0) === 0)
        refused = new Refused(400, 'Write an answer or attach a file.');
      if (refused || !form)
        return page(
          reply,
          refused?.status ?? 400,
          conversationPage({ receipt, messages: open.messages, refused: refused?.message, draft: answer }),
        );
      const sealed = await sealAnswer(key, open.sourcePublicKey, answer, form.files);
      const message = await repository.addMessage(open.id, 'source', sealed.body, null, sealed.attachments);
      if (!message) return page(reply, 404, receiptFormPage(TIPS_PRIVACY.receiptUnknown));
      const mine: ReadMessage = { from: 'source', at: message.at, text: answer, files: form.files.map((file) => file.name) };
      return page(reply, 201, conversationPage({ receipt, messages: [...open.messages, mine], answered: true }));
    },
  );
};
