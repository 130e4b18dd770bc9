import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { EmailSendInput, type TemplateParams } from '@beacon/shared/schemas';
import { outbox } from '../db/schema';
import { HttpError, InputError } from '../http/errors';
import { readMultipart } from '../http/multipart';
import { fieldsFromValidation, type ValidationIssue } from '../http/validation';
import type { Services } from '../services';
import { rateLimited, type RoutePlugin } from './common';

const CAPTCHA_FIELD = 'g-recaptcha-response';
const checkInput = Compile(EmailSendInput);
const OK = Type.String({ description: 'The text "OK"' });
const REASON = Type.String({ description: 'Why the message was refused (text/plain)' });

/**
 * Called with input the schema and the input check accepted (well-formed text, numbers kept exactly). The
 * whole message is checked and its row made first, then the captcha is spent, then the row recorded: a
 * refused request spends nothing, and a refused token records nothing.
 */
async function relay(services: Services, request: FastifyRequest, input: EmailSendInput, via: 'json' | 'form'): Promise<void> {
  const { [CAPTCHA_FIELD]: token, ...params }: TemplateParams = input.template_params ?? {};
  if (typeof token !== 'string' || token === '') throw new HttpError(400, `reCAPTCHA: the ${CAPTCHA_FIELD} parameter is missing.`);
  const message = {
    id: randomUUID(),
    serviceId: input.service_id,
    templateId: input.template_id,
    userId: input.user_id,
    libVersion: input.lib_version ?? null,
    templateParams: params,
    via,
    createdAt: services.clock(),
  };
  if (!(await services.captcha.verify(token, request.ip))) {
    throw new HttpError(400, 'reCAPTCHA: the captcha token is invalid, expired or already used.');
  }
  await services.db.insert(outbox).values(message);
}

/**
 * An EmailJS-compatible relay, so @emailjs/browser can point its origin at this
 * API: it checks the captcha on the server and records the message in the outbox. Answers are text, as
 * EmailJS's: 200 "OK", or 400 with the reason.
 */
export const emailRoutes: RoutePlugin = async (app, { services }) => {
  const config = { ...rateLimited(services), plainTextErrors: true };

  app.post(
    '/api/v1.0/email/send',
    {
      config,
      schema: {
        tags: ['email relay'],
        summary: 'Send a template (JSON, as @emailjs/browser send())',
        body: EmailSendInput,
        response: { 200: OK, '4xx': REASON, '5xx': REASON },
      },
    },
    async (request, reply) => {
      await relay(services, request, request.body, 'json');
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );

  app.post(
    '/api/v1.0/email/send-form',
    {
      config,
      schema: {
        tags: ['email relay'],
        summary: 'Send a form (multipart, as @emailjs/browser sendForm())',
        description:
          'Fields lib_version, service_id, template_id, user_id; every other field is a template parameter, with the limits of the JSON route. No attachments.',
        consumes: ['multipart/form-data'],
        response: { 200: OK, '4xx': REASON, '5xx': REASON },
      },
    },
    async (request, reply) => {
      const { fields } = await readMultipart(request, async () => {
        throw new HttpError(400, 'Attachments are not supported by this relay.');
      });
      const { lib_version, service_id, template_id, user_id, ...templateParams } = fields;
      const input = {
        ...(lib_version !== undefined ? { lib_version } : {}),
        service_id,
        template_id,
        user_id,
        template_params: templateParams,
      };
      if (!checkInput.Check(input)) throw new InputError(fieldsFromValidation(checkInput.Errors(input) as ValidationIssue[], 'body'));
      await relay(services, request, input, 'form');
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};
