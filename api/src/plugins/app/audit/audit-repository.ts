import { and, count, desc, eq, gte, isNotNull, lt, max, type SQL } from 'drizzle-orm';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditActorList,
  type AuditActor,
  type AuditEntity,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';

/** Who made a change, and in which request: null actor for the API's own work (the purge). */
export interface AuditContext {
  actor: AuditActor | null;
  requestId: string | null;
}

/** What one change did. */
export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The API's own work, outside any request. */
export const SYSTEM: AuditContext = { actor: null, requestId: null };

/**
 * Appends entries with `db` — the caller's transaction when the change and its entry must commit together.
 * This is the only write the log ever takes.
 */
export async function appendAudit(db: Db, at: Date, context: AuditContext, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(auditLog).values(
    records.map((record) => ({
      at,
      actorId: context.actor?.id ?? null,
      actorName: context.actor?.name ?? null,
      action: record.action,
      entity: record.entity,
      entityId: record.entityId,
      before: record.before ?? null,
      after: record.after ?? null,
      requestId: context.requestId,
    })),
  );
}

/** The fields of `after` that differ from `before` (JSON values compared by their text), both sides. */
export function changedFields<T extends object>(
  before: T,
  after: T,
  ignore: readonly (keyof T)[] = [],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (ignore.includes(key) || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

type Row = typeof auditLog.$inferSelect;

const toEntry = (row: Row): AuditEntry => ({
  id: row.id.toString(),
  at: row.at.toISOString(),
  actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? row.actorId },
  action: row.action as AuditAction,
  entity: row.entity as AuditEntity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  requestId: row.requestId,
});

export interface AuditRepository {
  append(context: AuditContext, records: readonly AuditRecord[]): Promise<void>;
  /** Newest first, `limit` per page; `nextCursor` continues with older entries. */
  page(query: AuditQuery): Promise<AuditPage>;
  /** Everyone who acted, most recently active first. */
  actors(): Promise<AuditActorList>;
  /** Whether the purge removed this entity (so a restore can say "gone" rather than "unknown"). */
  wasPurged(entity: 'booking' | 'event', id: string): Promise<boolean>;
}

export function auditRepository(db: Db, clock: () => Date): AuditRepository {
  return {
    append: (context, records) => appendAudit(db, clock(), context, records),

    page: async ({ actorId, entity, entityId, action, from, to, limit = AUDIT_PAGE_SIZE.default, cursor }) => {
      const filters: SQL[] = [];
      if (actorId !== undefined) filters.push(eq(auditLog.actorId, actorId));
      if (entity !== undefined) filters.push(eq(auditLog.entity, entity));
      if (entityId !== undefined) filters.push(eq(auditLog.entityId, entityId));
      if (action !== undefined) filters.push(eq(auditLog.action, action));
      if (from !== undefined) filters.push(gte(auditLog.at, new Date(from)));
      if (to !== undefined) filters.push(lt(auditLog.at, new Date(to)));
      if (cursor !== undefined) filters.push(lt(auditLog.id, BigInt(cursor)));
      // One more than asked: whether it exists says if there is a next page.
      const rows = await db
        .select()
        .from(auditLog)
        .where(filters.length > 0 ? and(...filters) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(limit + 1);
      const entries = rows.slice(0, limit).map(toEntry);
      const last = entries.at(-1);
      return { entries, nextCursor: rows.length > limit && last ? last.id : null };
    },

    actors: async () => {
      const rows = await db
        .select({ id: auditLog.actorId, name: max(auditLog.actorName), entries: count(), lastAt: max(auditLog.at) })
        .from(auditLog)
        .where(isNotNull(auditLog.actorId))
        .groupBy(auditLog.actorId)
        .orderBy(desc(max(auditLog.at)));
      return rows.flatMap((row) =>
        row.id === null || row.lastAt === null
          ? []
          : [{ id: row.id, name: row.name ?? row.id, entries: row.entries, lastAt: row.lastAt.toISOString() }],
      );
    },

    wasPurged: async (entity, id) => {
      const rows = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id), eq(auditLog.action, `${entity}.purged`)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
