import { ApiRequestError, isAbortError } from '@beacon/shared/api';

/** What a list that could not be loaded says, and whether asking again can help. */
export interface VideoListFailure {
  text: string;
  canRetry: boolean;
}

/** The video API unreachable or failing (network, timeout, 5xx, no address configured). */
export const UNREACHABLE_TEXT = 'Videos could not be loaded. Please check your connection and try again.';
/** The video API refused the request as asked (a 4xx other than 429): asking again the same way cannot help. */
export const REFUSED_TEXT = 'This search could not be run. Please try different words.';
/** Too many requests from this visitor (429). */
export const BUSY_TEXT = 'Too many searches in a short time. Please wait a moment and try again.';

/** The failure a list's error means for the visitor; null for no error or a cancelled request. */
export function videoListFailure(error: unknown): VideoListFailure | null {
  if (!error || isAbortError(error)) return null;
  if (error instanceof ApiRequestError && error.kind === 'http' && error.status !== null && error.status < 500) {
    return error.status === 429 ? { text: BUSY_TEXT, canRetry: true } : { text: REFUSED_TEXT, canRetry: false };
  }
  return { text: UNREACHABLE_TEXT, canRetry: true };
}
