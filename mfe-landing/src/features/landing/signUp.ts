import { ApiRequestError, findSubscriber, isAbortError, subscribe, type ApiClient } from '@beacon/shared/api';
import { mailingListMessages as messages } from '../../content/landing';

/** What the form shows after a submit: the error slot (red) or the success slot (lime green). */
export interface SignUpOutcome {
  slot: 'error' | 'success';
  text: string;
}

const error = (text: string): SignUpOutcome => ({ slot: 'error', text });

const waitFor = (seconds: number): string =>
  seconds >= 60
    ? new Intl.NumberFormat('en', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(Math.ceil(seconds / 60))
    : new Intl.NumberFormat('en', { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(Math.max(1, seconds));

/** The relay limits attempts per address; the visitor is told how long to wait, not that something broke. */
function rateLimitOutcome(failure: unknown): SignUpOutcome | null {
  if (!(failure instanceof ApiRequestError) || failure.status !== 429) return null;
  return error(failure.retryAfterSeconds === null ? messages.waitUnknown : messages.wait(waitFor(failure.retryAfterSeconds)));
}

/** The mailing-list service's refusal carries `errors: true` and its own message. */
const hasErrorsIndicator = (failure: ApiRequestError): boolean =>
  typeof failure.body === 'object' && failure.body !== null && (failure.body as { errors?: unknown }).errors === true;

/**
 * One submit of the mailing-list form: look the address up, subscribe it when it is not on the
 * list, and say what happened. A cancelled request rejects (nothing to show).
 */
export async function signUp(client: ApiClient, email: string, signal?: AbortSignal): Promise<SignUpOutcome> {
  let existing: Awaited<ReturnType<typeof findSubscriber>>;
  try {
    existing = await findSubscriber(client, email, signal);
  } catch (failure) {
    if (isAbortError(failure)) throw failure;
    const limited = rateLimitOutcome(failure);
    if (limited) return limited;
    // The relay answered, but neither "subscribed" (200) nor "not subscribed" (404).
    if (failure instanceof ApiRequestError && failure.kind === 'http') return error(messages.checkFailed);
    return error(messages.failed);
  }
  if (existing) return error(messages.alreadySubscribed);

  try {
    await subscribe(client, email.trim(), signal);
    return { slot: 'success', text: messages.thanks };
  } catch (failure) {
    if (isAbortError(failure)) throw failure;
    const limited = rateLimitOutcome(failure);
    if (limited) return limited;
    if (failure instanceof ApiRequestError && failure.kind === 'http') {
      return error(hasErrorsIndicator(failure) && failure.message ? failure.message : messages.unexpected);
    }
    return error(messages.failed);
  }
}
