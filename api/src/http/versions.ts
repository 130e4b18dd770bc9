import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { HttpError } from './errors';

/**
 * Optimistic concurrency for admin edits: a row's version is its `updatedAt`, sent as the ETag
 * (`"2026-11-23T00:00:00.000Z"`). An update that carries `If-Match` applies only while the row still has
 * that version; otherwise 409, so two editors never overwrite each other unknowingly. No `If-Match` (older
 * clients, scripts) updates unconditionally.
 */
export const entityTag = (updatedAt: string): string => `"${updatedAt}"`;

/** The version an `If-Match` asks for: null when the header is absent or `*` (any version). */
export function expectedVersion(header: string | string[] | undefined): Date | null {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim();
  if (value === '' || value === '*') return null;
  const match = /^(?:W\/)?"([^"]{1,40})"$/.exec(value) ?? /^([0-9T:.Z+-]{10,40})$/.exec(value);
  const version = match?.[1] ? new Date(match[1]) : null;
  if (!version || Number.isNaN(version.getTime())) {
    throw new HttpError(400, 'If-Match must be the ETag of the version being edited (or the row’s updatedAt).');
  }
  return version;
}

/** 409 body of a stale edit: what happened and what to do. */
export const staleVersion = (what: 'booking' | 'event' | 'page', headers?: Record<string, string>): HttpError =>
  new HttpError(
    409,
    `This ${what} was changed by someone else after you opened it. Reload it to see the current version, then make your change again.`,
    undefined,
    headers,
  );

/** The next `updated_at`: the clock, but always after the previous version, so each write gets a new ETag. */
export const nextVersion = (column: AnyColumn, now: Date): SQL<Date> =>
  sql<Date>`greatest(${now.toISOString()}::timestamptz, ${column} + interval '1 millisecond')`;
