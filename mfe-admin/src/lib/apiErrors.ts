import { ApiRequestError } from '@beacon/shared/api';

/** The API refused the signed-in user (token expired or role revoked): show 'Not Authorized', not an empty table. */
export const isAccessDenied = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
