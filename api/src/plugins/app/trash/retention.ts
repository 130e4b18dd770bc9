import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { RESTORE_DAYS } from '@beacon/shared/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = RESTORE_DAYS * DAY_MS;

/** When a row deleted at `deletedAt` stops being restorable and the purge may remove it. */
export const purgeDate = (deletedAt: Date): Date => new Date(deletedAt.getTime() + RETENTION_MS);

/** Rows deleted before this moment are past their restore window. */
export const retentionCutoff = (now: Date): Date => new Date(now.getTime() - RETENTION_MS);

/**
 * What a restore found: the restored row; `unknown` (no such id, or purged), `not-deleted` (the row is live),
 * or `expired` (deleted longer ago than the restore window, awaiting the purge).
 */
export type RestoreOutcome<T> = { outcome: 'restored'; value: T } | { outcome: 'unknown' | 'not-deleted' | 'expired' };

/**
 * Case-insensitive "contains" in any of the columns, like the admin tables' search box. strpos, not LIKE:
 * the search text needs no escaping of % or _.
 */
export const containsText = (text: string, ...columns: AnyColumn[]): SQL => {
  const needle = text.trim().toLowerCase();
  return or(...columns.map((column) => sql`strpos(lower(${column}), ${needle}) > 0`)) ?? sql`true`;
};
