import type { EmailJsConfig } from '@beacon/shared';

/** The template parameters both forms send; the captcha response is added by `sendEmail`. */
export interface EmailTemplateParams {
  from_name: string;
  from_email: string;
  message: string;
}

/** Past this the send counts as failed (the SDK itself never gives up). */
export const EMAIL_TIMEOUT_MS = 20_000;

/**
 * A failed send as the e-mail service reports it: `status` is the HTTP status (0 when no answer
 * came, 451/403/429 also when the SDK refused before sending), `timedOut` when no answer came in
 * time, `text` the service's reason.
 */
export class EmailSendError extends Error {
  readonly status: number;
  readonly text: string;
  readonly timedOut: boolean;

  constructor(status: number, text: string, timedOut = false) {
    super(timedOut ? `timeout of ${EMAIL_TIMEOUT_MS} ms exceeded` : `${status} ${text}`);
    this.name = 'EmailSendError';
    this.status = status;
    this.text = text;
    this.timedOut = timedOut;
  }
}

type EmailJsModule = typeof import('@emailjs/browser');

let sdk: Promise<EmailJsModule> | null = null;

/** The SDK is loaded on first use (or when a form is first touched), never with the page. */
export function loadEmailSdk(): Promise<EmailJsModule> {
  sdk ??= import(/* webpackChunkName: "emailjs" */ '@emailjs/browser').catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}

const isResponseStatus = (value: unknown): value is { status: number; text: string } =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';

/**
 * Sends a template through @emailjs/browser. Its origin is the runtime config's (the API's
 * EmailJS-compatible relay by default, `https://api.emailjs.com` for the real service); the
 * captcha response travels as `g-recaptcha-response`, where EmailJS expects it.
 */
export async function sendEmail(emailjs: EmailJsConfig, params: EmailTemplateParams, captchaToken: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const { default: client } = await loadEmailSdk();
    // The SDK takes its origin only from init(); it is set before every send, so a changed config applies.
    client.init({ publicKey: emailjs.publicKey, origin: emailjs.origin });
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new EmailSendError(0, 'Timeout', true)), EMAIL_TIMEOUT_MS);
    });
    await Promise.race([client.send(emailjs.serviceId, emailjs.templateId, { ...params, 'g-recaptcha-response': captchaToken }), timeout]);
  } catch (error) {
    if (error instanceof EmailSendError) throw error;
    // The SDK rejects with its response status; a fetch that never got an answer rejects with a TypeError.
    if (isResponseStatus(error)) throw new EmailSendError(error.status, error.text);
    throw new EmailSendError(0, error instanceof Error ? error.message : 'Network Error');
  } finally {
    clearTimeout(timer);
  }
}

const UNITS: Record<string, number> = { second: 1, minute: 60, hour: 3600 };

/**
 * The wait a 429 asks for, in seconds. The SDK hands over only the status and the body, so it is read
 * from the body: the API's relay states its Retry-After there ("retry in 30 seconds", "retry in 1 minute").
 */
export function retryAfterSeconds(text: string): number | null {
  const spelled = /(\d+)\s*(second|minute|hour)s?/i.exec(text);
  if (spelled) return Number(spelled[1]) * (UNITS[(spelled[2] ?? '').toLowerCase()] ?? 1);
  const bare = /retry-after:?\s*(\d+)/i.exec(text);
  return bare ? Number(bare[1]) : null;
}

/** A wait the server asked for, in words: "30 seconds", "10 minutes" ("a minute" when it said none). */
export const formatWait = (seconds: number | null): string => {
  if (seconds === null) return 'a minute';
  if (seconds < 60) return new Intl.NumberFormat('en', { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
  return new Intl.NumberFormat('en', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(Math.ceil(seconds / 60));
};

/** What to tell a visitor about a failed send, in words they understand; what they typed is kept. */
export function describeEmailFailure(error: unknown): string {
  if (!(error instanceof EmailSendError)) return 'Your message could not be sent. Please try again.';
  if (error.timedOut)
    return 'The e-mail service took too long to answer, so we cannot tell whether your message went out. Please try again.';
  switch (error.status) {
    case 0:
      return 'The e-mail service cannot be reached. Check your internet connection and try again.';
    case 451:
      return 'The e-mail service does not accept messages from automated (headless) browsers. Please send it from a regular browser window.';
    case 403:
      return 'The e-mail service blocked this message. Please check the e-mail address you entered and try again.';
    case 429:
      return `Too many messages were sent from here just now. Please wait ${formatWait(retryAfterSeconds(error.text))} and try again.`;
    case 400:
      return /captcha/i.test(error.text)
        ? 'The captcha check failed or expired. Please complete the captcha again and resend.'
        : 'The e-mail service could not accept this message. Please check what you entered and try again.';
    default:
      return error.status >= 500
        ? 'The e-mail service is having trouble right now. Please try again in a few minutes.'
        : 'Your message could not be sent. Please try again.';
  }
}

/** Whether the captcha response may have been used up by the failed attempt (so a new one is needed). */
export const captchaSpent = (error: unknown): boolean =>
  !(error instanceof EmailSendError) || ![451, 403, 429].includes(error.status) || error.timedOut;
