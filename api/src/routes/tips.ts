import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  TIP_ATTACHMENT_CIPHERTEXT_MAX_BYTES,
  TIP_ATTACHMENTS_MAX,
  TipConversation,
  TipFollowUpInput,
  TipMessage,
  TipReceipt,
  TipReceiptProof,
  TipsKey,
} from '@beacon/shared/schemas';
import { TIP_FORM_LIMITS } from '../http/body-limits';
import { HttpError, InputError } from '../http/errors';
import type { Services } from '../services';
import { isArmoredMessageFor, isBinaryMessageFor, isProtectedPrivateKeyOf, readPublicKey } from '../tips/ciphertext';
import { hashAccessToken, RECEIPT_ID, verifyAccessToken } from '../tips/receipt';
import { errorResponses, type RoutePlugin } from './common';

/** Every answer to a receipt that does not open a conversation: unknown, wrong, expired alike. */
const unknownReceipt = () => new HttpError(404, 'Unknown or expired receipt.');

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The tips routes count no address: a Tor exit or an office network is many sources, and one abuser there must not
 * lock out the next. Their limits are `config.tipLimit`'s (tips/limits.ts: proof of work rising with load, a
 * site-wide ceiling, a count per receipt); this stays for routes that spread it before their own `tipLimit`.
 */
export const tipsLimited = (_services: Services): Record<never, never> => ({});

interface TipForm {
  fields: Record<string, string>;
  files: Buffer[];
}

/** The multipart body of a tip: a few fields (the armored message may be long) and up to three encrypted files. */
async function readTipForm(request: FastifyRequest): Promise<TipForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the tip as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  const parts = request.parts({ limits: TIP_FORM_LIMITS });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        files.push(await fileBytes(part));
        continue;
      }
      if (part.valueTruncated) throw new InputError({ [part.fieldname]: 'is too long' });
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError || error instanceof InputError) throw error;
    const status = error instanceof Error && 'statusCode' in error ? Number(error.statusCode) : 400;
    // Every limit of the parser answers 413; only the file size one is about an attachment's size.
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `Each attachment may be at most ${TIP_ATTACHMENT_CIPHERTEXT_MAX_BYTES} bytes encrypted.`);
    if (status >= 400 && status < 500)
      throw new HttpError(
        status,
        `The tip could not be read: at most ${TIP_ATTACHMENTS_MAX} attachments and ${TIP_FORM_LIMITS.fields} fields.`,
      );
    throw new HttpError(400, 'The multipart body is malformed or incomplete.');
  }
  return { fields, files };
}

async function fileBytes(part: MultipartFile): Promise<Buffer> {
  if (part.fieldname !== 'attachment') {
    part.file.resume();
    throw new InputError({ [part.fieldname]: 'is not a file field (attachments go in "attachment")' });
  }
  return part.toBuffer();
}

/**
 * Opens a conversation from its receipt, or says nothing more than "unknown or expired". The look-up is counted
 * against the receipt's limit first (once per request, whichever of this and the route's hook comes first).
 */
export async function openReceipt(services: Services, request: FastifyRequest, receiptId: string, token: string): Promise<string> {
  await services.tips.limits.lookup(request, receiptId);
  const row = await services.tips.repository.byReceipt(receiptId);
  // The slow check runs whether or not the row exists, so timing does not tell.
  const valid = await verifyAccessToken(token, row?.receiptHash ?? null);
  if (!row || !valid) throw unknownReceipt();
  return row.id;
}

/**
 * The newsroom's armored public key as a file at a stable URL (security.txt's Encryption points here), for sources
 * and reporters who check its fingerprint against the one the newsroom prints elsewhere.
 */
function registerPublicKeyFile(app: FastifyInstance, services: Services): void {
  app.get(
    '/tips/key.asc',
    {
      schema: {
        tags: ['tips'],
        summary: 'The newsroom public key, armored (application/pgp-keys)',
        response: { 200: Type.String({ description: 'The armored public key' }), ...errorResponses },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/pgp-keys; charset=utf-8')
        .header('content-disposition', 'inline; filename="newsroom-tips-key.asc"')
        .header('cache-control', 'no-cache')
        .send(`${services.tips.key.armored.trim()}\n`),
  );
}

/**
 * A source's follow-up with files, as multipart/form-data: the same limits as a tip's (up to three files, each a
 * binary OpenPGP message to the newsroom key). Everything is checked before the receipt's slow check runs.
 */
function registerFollowUpWithFiles(app: FastifyInstance, services: Services): void {
  const { key, repository } = services.tips;
  app.post(
    '/tips/conversation/follow-up',
    {
      config: { tipLimit: 'lookup' },
      schema: {
        tags: ['tips'],
        summary: 'The source answers with files, with the receipt (multipart/form-data)',
        description: `Fields: receiptId, token (as for /tips/conversation), body (armored OpenPGP message to the newsroom key); files: attachment ×0–${TIP_ATTACHMENTS_MAX} (binary OpenPGP messages to the newsroom key, each padded before encryption by the browser).`,
        consumes: ['multipart/form-data'],
        response: { 201: TipMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readTipForm(request);
      const { receiptId, token, body } = fields;
      const problems: Record<string, string> = {};
      if (!receiptId || !RECEIPT_ID.test(receiptId)) problems.receiptId = 'is not a receipt id';
      if (!token || !/^[0-9a-f]{64}$/.test(token)) problems.token = 'must be 64 hexadecimal characters';
      if (!body || !(await isArmoredMessageFor(body, key.keyIds)))
        problems.body = 'must be an OpenPGP message encrypted to the newsroom key';
      for (const [index, file] of files.entries()) {
        if (!(await isBinaryMessageFor(file, key.keyIds)))
          problems[`attachment[${index}]`] = 'must be an OpenPGP message encrypted to the newsroom key';
      }
      if (Object.keys(problems).length > 0 || !receiptId || !token || !body) throw new InputError(problems);
      const id = await openReceipt(services, request, receiptId, token);
      const message = await repository.addMessage(id, 'source', body, null, files);
      if (!message) throw unknownReceipt();
      return reply.status(201).send(message);
    },
  );
}

/**
 * The source's side of tips. Nothing here records who sent what: no address or browser details in rows or logs
 * (app.ts leaves them out of these routes' request logs), and no limit counts per address (see tipsLimited).
 */
export const tipsRoutes: RoutePlugin = async (app, { services }) => {
  const { key, repository } = services.tips;

  app.get(
    '/tips/key',
    {
      schema: {
        tags: ['tips'],
        summary: 'The newsroom public key the browser encrypts tips to (never the private key)',
        response: { 200: TipsKey, ...errorResponses },
      },
    },
    async () => ({
      publicKey: key.armored,
      fingerprint: key.fingerprint,
      development: key.development,
      retentionDays: services.config.tips.retentionDays,
    }),
  );

  app.post(
    '/tips',
    {
      config: { tipLimit: 'submit' },
      schema: {
        tags: ['tips'],
        summary: 'Send a tip, encrypted in the browser (multipart/form-data)',
        description: `Fields: message (armored OpenPGP message to the newsroom key), sourcePublicKey, sourcePrivateKey (passphrase-protected), receiptToken (hex SHA-256 the browser derived from the receipt secret), captcha; files: attachment ×0–${TIP_ATTACHMENTS_MAX} (binary OpenPGP messages to the newsroom key). Answers the receipt's lookup id.`,
        consumes: ['multipart/form-data'],
        response: { 201: TipReceipt, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readTipForm(request);
      const { message, sourcePublicKey, sourcePrivateKey, receiptToken, captcha } = fields;
      const problems: Record<string, string> = {};
      if (!message || !(await isArmoredMessageFor(message, key.keyIds)))
        problems.message = 'must be an OpenPGP message encrypted to the newsroom key';
      const source = sourcePublicKey ? await readPublicKey(sourcePublicKey) : null;
      if (!source) problems.sourcePublicKey = 'must be an armored OpenPGP public key';
      if (!sourcePrivateKey || !source || !(await isProtectedPrivateKeyOf(sourcePrivateKey, source.fingerprint)))
        problems.sourcePrivateKey = 'must be the passphrase-protected private key of sourcePublicKey';
      if (!receiptToken || !/^[0-9a-f]{64}$/.test(receiptToken)) problems.receiptToken = 'must be 64 hexadecimal characters';
      for (const [index, file] of files.entries()) {
        if (!(await isBinaryMessageFor(file, key.keyIds)))
          problems[`attachment[${index}]`] = 'must be an OpenPGP message encrypted to the newsroom key';
      }
      if (!captcha) problems.captcha = 'is required';
      if (Object.keys(problems).length > 0 || !message || !sourcePublicKey || !sourcePrivateKey || !receiptToken || !captcha)
        throw new InputError(problems);
      const receiptHash = await hashAccessToken(receiptToken);
      // Everything is checked before the single-use captcha is spent. reCAPTCHA is not told the address.
      if (!(await services.captcha.verify(captcha, '')))
        throw new HttpError(400, 'The captcha is invalid, expired or already used.', { captcha: 'is invalid, expired or already used' });
      const created = await repository.create({ receiptHash, message, sourcePublicKey, sourcePrivateKey, attachments: files });
      return reply.status(201).send({ receiptId: created.receiptId, expiresAt: created.expiresAt.toISOString() });
    },
  );

  app.post(
    '/tips/conversation',
    {
      config: { tipLimit: 'lookup' },
      schema: {
        tags: ['tips'],
        summary: 'The conversation of a tip, opened with its receipt',
        description:
          '404 for an unknown, wrong or expired receipt alike. The private key comes back as stored: protected by the receipt secret, which the API never receives.',
        body: TipReceiptProof,
        response: { 200: TipConversation, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await openReceipt(services, request, request.body.receiptId, request.body.token);
      const conversation = await repository.conversation(id);
      if (!conversation) throw unknownReceipt();
      reply.header('cache-control', 'no-store');
      return {
        receivedAt: conversation.receivedAt.toISOString(),
        expiresAt: conversation.expiresAt.toISOString(),
        sourcePublicKey: conversation.sourcePublicKey,
        sourcePrivateKey: conversation.sourcePrivateKey,
        messages: conversation.messages,
      };
    },
  );

  app.post(
    '/tips/conversation/messages',
    {
      config: { tipLimit: 'lookup' },
      schema: {
        tags: ['tips'],
        summary: 'The source answers, with the receipt (an armored message to the newsroom key)',
        body: TipFollowUpInput,
        response: { 201: TipMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await isArmoredMessageFor(request.body.body, key.keyIds)))
        throw new InputError({ body: 'must be an OpenPGP message encrypted to the newsroom key' });
      const id = await openReceipt(services, request, request.body.receiptId, request.body.token);
      const message = await repository.addMessage(id, 'source', request.body.body, null);
      if (!message) throw unknownReceipt();
      return reply.status(201).send(message);
    },
  );

  registerFollowUpWithFiles(app, services);
  registerPublicKeyFile(app, services);

  // Expired tips go at start and hourly (every read already leaves them out).
  const purge = async (): Promise<void> => {
    try {
      const removed = await repository.purgeExpired();
      if (removed > 0) app.log.info({ removed }, 'deleted expired tips');
    } catch (error) {
      app.log.error({ err: error }, 'tips purge failed');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
