import { ApiRequestError } from './errors';

/**
 * Optimistic concurrency: an admin edit names the version it started from (the row's `updatedAt`, which
 * is also the ETag the API sends, quoted), and the API refuses it with 409 when the row changed since.
 */
export const versionHeaders = (version: string | undefined): Record<string, string> | undefined =>
  version ? { 'If-Match': `"${version}"` } : undefined;

/** True when the API refused an edit because someone else changed the row first. */
export const isConflict = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 409;
