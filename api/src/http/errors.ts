import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@beacon/shared/schemas';
import { fieldsFromValidation, type ValidationIssue } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Status for invalid input on this route (default 400); POST /subscribers answers 422. */
    validationStatus?: number;
    /** Add the mailing-list service's `errors: true` indicator to error bodies. */
    mailingListErrors?: boolean;
    /** Answer errors as text/plain (the e-mail relay mimics EmailJS, whose client reads text). */
    plainTextErrors?: boolean;
  }
}

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Input the schema accepted but the API cannot (bad calendar date, NUL characters, …): same answer as a schema failure. */
export class InputError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(
      `Invalid input: ${Object.entries(fields)
        .map(([field, problem]) => `${field} ${problem}`)
        .join('; ')}`,
    );
  }
}

/** A third-party service (YouTube, MailerLite, reCAPTCHA) failed: 502, details only in the log. */
export class UpstreamError extends Error {}

export const statusText = (status: number): string => STATUS_CODES[status] ?? 'Error';

export function errorBody(status: number, message: string, fields?: Record<string, string>): ApiError {
  return fields && Object.keys(fields).length > 0 ? { error: statusText(status), message, fields } : { error: statusText(status), message };
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string, fields?: Record<string, string>) {
  if (request.routeOptions.config?.plainTextErrors) return reply.status(status).type('text/plain; charset=utf-8').send(message);
  const body: ApiError & { errors?: true } = errorBody(status, message, fields);
  if (request.routeOptions.config?.mailingListErrors) body.errors = true;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const summarise = (fields: Record<string, string>): string =>
  `Invalid input: ${Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ')}`;

const codeOf = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * What the log keeps of an unexpected error: its kind, its (database) error code and where it was thrown.
 * Never its message: a failed query's message carries the statement and its parameters, which are request
 * data, and a database's own message can quote a value.
 */
export function describeFailure(error: Error): Record<string, string> {
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const described: Record<string, string> = { type: error.constructor.name };
  const code = codeOf(error) ?? codeOf(cause);
  if (code) described.code = code;
  if (cause) described.cause = cause.constructor.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  if (frames.length > 0) described.stack = frames.join('\n');
  return described;
}

/**
 * The client closed the connection before the answer (an aborted upload, a chunked body the server could
 * not parse): nobody receives the answer, and what failed is most often the consequence (a socket without
 * an address, a stream cut short).
 */
const clientGone = (request: FastifyRequest): boolean => request.raw.socket?.destroyed === true;

/** One error shape for every 4xx: `{error, message, fields?}`; 5xx bodies never carry internals. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | InputError | UpstreamError, request, reply) => {
    const validationStatus = request.routeOptions.config?.validationStatus ?? 400;
    if ('validation' in error && Array.isArray(error.validation)) {
      const fields = fieldsFromValidation(error.validation as ValidationIssue[], error.validationContext ?? 'body');
      const message =
        Object.keys(fields).length > 0 ? summarise(fields) : `Invalid ${error.validationContext ?? 'request'}: ${error.message}`;
      return sendError(request, reply, validationStatus, message, fields);
    }
    if (error instanceof InputError) return sendError(request, reply, validationStatus, summarise(error.fields), error.fields);
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error.statusCode, error.message, error.fields);
    }
    if (error instanceof UpstreamError) {
      request.log.warn({ err: error }, 'upstream service failed');
      return sendError(request, reply, 502, 'An upstream service is unavailable. Please try again later.');
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit): their messages are safe.
      return sendError(request, reply, status, error.message);
    }
    if (clientGone(request)) {
      // The client's doing, not a fault to page anyone about; described all the same, for whoever looks.
      request.log.info({ failure: describeFailure(error) }, 'request failed after the client closed the connection');
    } else {
      request.log.error({ failure: describeFailure(error) }, 'request failed');
    }
    return sendError(request, reply, 500, 'Something went wrong on our side. Please try again later.');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 404, `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`),
  );
}

/** A path whose percent-escapes are not UTF-8 (or a lone `%`): the path parameters cannot be decoded. */
export const MALFORMED_PATH = 'must be valid percent-encoded UTF-8';

/**
 * Fastify's refusals before a route is found (Fastify option `frameworkErrors`), in the API's error shape:
 * a path that cannot be decoded, a path parameter that is too long.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL') {
    const fields = { path: MALFORMED_PATH };
    return reply
      .status(400)
      .type('application/json; charset=utf-8')
      .send(errorBody(400, summarise(fields), fields));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) request.log.error({ failure: describeFailure(error) }, 'request failed');
  const message = status >= 500 ? 'Something went wrong on our side. Please try again later.' : error.message;
  return reply.status(status).type('application/json; charset=utf-8').send(errorBody(status, message));
}
