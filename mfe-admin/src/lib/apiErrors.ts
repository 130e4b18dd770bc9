import { ApiRequestError } from '@beacon/shared/api';

/** The API refused the signed-in user (token expired or role revoked): show 'Not Authorized', not an empty table. */
export const isAccessDenied = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/**
 * What a refused action on a row says about a stale page: someone else deleted the row (404) or
 * changed it (409) after this page loaded it. null for any other failure.
 */
export type StaleRow = 'gone' | 'changed';

export const staleRowOf = (error: unknown): StaleRow | null => {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 404) return 'gone';
  if (error.status === 409) return 'changed';
  return null;
};
