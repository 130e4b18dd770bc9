import type { ApiError as ApiErrorBody } from '../schemas';

/**
 * How a request failed: `http` the server answered with an error status (or an unreadable
 * answer), `network` it could not be reached, `timeout` it did not answer in time.
 */
export type ApiFailureKind = 'http' | 'network' | 'timeout';

/** One field of a form and what is wrong with it; `name` is the dotted field path split up. */
export interface FieldFailure {
  name: string[];
  errors: string[];
}

interface ApiRequestErrorInit {
  kind: ApiFailureKind;
  message: string;
  status?: number | null;
  code?: string | null;
  fields?: Readonly<Record<string, string>>;
  retryAfterSeconds?: number | null;
  body?: unknown;
}

/**
 * Every failure of an API request except a cancellation: `message` can be shown to people,
 * `fields` says what is wrong with each bad input field (`requesterEmail` → "must be a valid
 * e-mail address"; nested fields use dots).
 */
export class ApiRequestError extends Error {
  readonly kind: ApiFailureKind;
  /** The HTTP status, or null when no answer came. */
  readonly status: number | null;
  /** The API's `error` (the status text, e.g. "Bad Request"), when it sent one. */
  readonly code: string | null;
  readonly fields: Readonly<Record<string, string>>;
  /** How long the server asked to wait before trying again (`Retry-After` of a 429 or 503), or null. */
  readonly retryAfterSeconds: number | null;
  /** The error answer's parsed JSON body (a relay's own fields, e.g. the mailing list's `errors`), or null. */
  readonly body: unknown;

  constructor({ kind, message, status = null, code = null, fields = {}, retryAfterSeconds = null, body = null }: ApiRequestErrorInit) {
    super(message);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.body = body;
  }

  /** The per-field messages in the shape form libraries take (antd's `form.setFields`). */
  fieldFailures(): FieldFailure[] {
    return Object.entries(this.fields).map(([name, error]) => ({ name: name.split('.'), errors: [error] }));
  }
}

/** The base address a client needs is missing from the runtime config: no request is made. */
export class ApiConfigError extends Error {
  constructor(baseUrlName: string) {
    super(`The API base address (${baseUrlName}) is not configured.`);
    this.name = 'ApiConfigError';
  }
}

/** True for the rejection of a request that was cancelled on purpose (nothing to show or log). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

const parseErrorBody = (text: string): Partial<ApiErrorBody> | null => {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Partial<ApiErrorBody>) : null;
  } catch {
    return null;
  }
};

// A plain-text reason (the e-mail relay answers that way) is shown; HTML from a proxy is not.
const MAX_TEXT_REASON = 300;

/** `Retry-After` in seconds: delta-seconds or an HTTP date (never negative); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The typed error of an error answer: the API's `{ error, message, fields }`, or whatever came instead. */
export function errorFromAnswer(
  status: number,
  statusText: string,
  contentType: string,
  text: string,
  retryAfter: string | null = null,
): ApiRequestError {
  const body = parseErrorBody(text);
  const reason = text.trim();
  const fallback =
    contentType.startsWith('text/plain') && reason && reason.length <= MAX_TEXT_REASON
      ? reason
      : `The request failed (${status}${statusText ? ` ${statusText}` : ''}).`;
  return new ApiRequestError({
    kind: 'http',
    status,
    code: typeof body?.error === 'string' ? body.error : statusText || null,
    message: typeof body?.message === 'string' && body.message ? body.message : fallback,
    fields: isRecordOfStrings(body?.fields) ? body.fields : {},
    retryAfterSeconds: parseRetryAfter(retryAfter),
    body,
  });
}
