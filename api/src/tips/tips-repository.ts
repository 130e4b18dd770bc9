import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { TipAttachmentInfo, TipAuthor, TipDetail, TipMessage, TipStatus, TipSummary } from '@beacon/shared/schemas';
import type { Db } from '../db/client';
import { tipAttachments, tipMessages, tips } from '../db/schema';
import { appendAudit, type AuditContext, type AuditRecord } from '../plugins/app/audit/audit-repository';
import { hourOf } from './hours';
import { newReceiptId } from './receipt';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewTip {
  receiptHash: string;
  message: string;
  sourcePublicKey: string;
  sourcePrivateKey: string;
  attachments: readonly Buffer[];
}

/** What the receipt check needs: the row's id and its slow hash. */
export interface ReceiptRow {
  id: string;
  receiptHash: string;
}

type MessageRow = typeof tipMessages.$inferSelect;

const toMessage = (row: MessageRow, attachments: TipAttachmentInfo[] = []): TipMessage => ({
  id: row.id,
  from: row.author,
  at: row.at.toISOString(),
  body: row.body,
  attachments,
});

/** The status a staff reply leaves: new and read tips become answered; archived ones stay archived. */
const afterStaffReply = (status: TipStatus): TipStatus => (status === 'archived' ? status : 'answered');

export interface TipsRepository {
  create(tip: NewTip): Promise<{ id: string; receiptId: string; expiresAt: Date }>;
  list(status?: TipStatus): Promise<TipSummary[]>;
  get(id: string): Promise<TipDetail | null>;
  attachment(id: string, attachmentId: string): Promise<Buffer | null>;
  setStatus(id: string, status: TipStatus, context: AuditContext): Promise<TipSummary | null>;
  remove(id: string, context: AuditContext): Promise<boolean>;
  /**
   * Adds a message, with the files a source's follow-up carries. A source's message makes the tip new again (staff
   * have something to read); a staff reply makes it answered (recorded in the audit log like other status changes).
   */
  addMessage(
    id: string,
    from: TipAuthor,
    body: string,
    context: AuditContext | null,
    attachments?: readonly Buffer[],
  ): Promise<TipMessage | null>;
  /** How many live tips are new (unread). */
  unreadCount(): Promise<number>;
  /** A live (unexpired) tip by its receipt's lookup id. */
  byReceipt(receiptId: string): Promise<ReceiptRow | null>;
  conversation(id: string): Promise<{
    receivedAt: Date;
    expiresAt: Date;
    sourcePublicKey: string;
    sourcePrivateKey: string;
    messages: TipMessage[];
  } | null>;
  /** Deletes expired tips with their attachments and conversations; returns how many. */
  purgeExpired(): Promise<number>;
}

/**
 * `exactTimes` false (the default): a tip's arrival and a source's messages are stored by the hour, so the
 * database cannot be matched against any other record of the minute someone sent a tip. Staff messages
 * keep their exact time.
 */
export function tipsRepository(db: Db, clock: () => Date, retentionDays: () => number, exactTimes: () => boolean): TipsRepository {
  const live = () => gt(tips.expiresAt, clock());
  const arrival = (): Date => (exactTimes() ? clock() : hourOf(clock()));

  const summaries = async (where: ReturnType<typeof and>): Promise<TipSummary[]> => {
    const attachmentCounts = db
      .select({ tipId: tipAttachments.tipId, n: count().as('attachment_count') })
      .from(tipAttachments)
      .groupBy(tipAttachments.tipId)
      .as('attachment_counts');
    const messageCounts = db
      .select({ tipId: tipMessages.tipId, n: count().as('message_count'), lastAt: max(tipMessages.at).as('last_at') })
      .from(tipMessages)
      .groupBy(tipMessages.tipId)
      .as('message_counts');
    const rows = await db
      .select({
        id: tips.id,
        receivedAt: tips.receivedAt,
        expiresAt: tips.expiresAt,
        status: tips.status,
        attachments: attachmentCounts.n,
        messages: messageCounts.n,
        lastMessageAt: messageCounts.lastAt,
        lastMessageFrom: sql<TipAuthor | null>`(SELECT author FROM tip_messages m WHERE m.tip_id = ${tips.id} ORDER BY m.at DESC, m.id DESC LIMIT 1)`,
      })
      .from(tips)
      .leftJoin(attachmentCounts, eq(attachmentCounts.tipId, tips.id))
      .leftJoin(messageCounts, eq(messageCounts.tipId, tips.id))
      .where(where)
      .orderBy(desc(tips.receivedAt), desc(tips.id));
    return rows.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      status: row.status,
      attachments: Number(row.attachments ?? 0),
      messages: Number(row.messages ?? 0),
      // An aggregate in a subquery comes back as text from one driver and a Date from the other.
      lastMessageAt: row.lastMessageAt === null ? null : new Date(row.lastMessageAt).toISOString(),
      lastMessageFrom: row.lastMessageFrom ?? null,
    }));
  };

  const summary = async (id: string): Promise<TipSummary | null> => (await summaries(and(eq(tips.id, id), live())))[0] ?? null;

  /**
   * A source's message by the hour too, yet never before the conversation's latest message (a reply within the
   * hour of a staff message would otherwise be listed before it): the order alone tells no more than that.
   */
  const sourceMessageTime = async (tx: Pick<Db, 'select'>, id: string): Promise<Date> => {
    const at = arrival();
    if (exactTimes()) return at;
    const [latest] = await tx
      .select({ at: max(tipMessages.at) })
      .from(tipMessages)
      .where(eq(tipMessages.tipId, id));
    const after = latest?.at ? new Date(new Date(latest.at).getTime() + 1) : null;
    return after !== null && after > at ? after : at;
  };

  const attachmentInfo = {
    id: tipAttachments.id,
    messageId: tipAttachments.messageId,
    index: tipAttachments.position,
    size: sql<number>`octet_length(${tipAttachments.ciphertext})`,
  };

  const messagesOf = async (id: string): Promise<TipMessage[]> => {
    const rows = await db.select().from(tipMessages).where(eq(tipMessages.tipId, id)).orderBy(asc(tipMessages.at), asc(tipMessages.id));
    const files = await db
      .select(attachmentInfo)
      .from(tipAttachments)
      .where(and(eq(tipAttachments.tipId, id), isNotNull(tipAttachments.messageId)))
      .orderBy(asc(tipAttachments.position));
    return rows.map((row) =>
      toMessage(
        row,
        files.filter((file) => file.messageId === row.id).map(({ id: fileId, index, size }) => ({ id: fileId, index, size: Number(size) })),
      ),
    );
  };

  return {
    create: async (tip) => {
      // The expiry follows the stored arrival: an exact expiry would give the exact arrival away.
      const now = arrival();
      const id = randomUUID();
      const receiptId = newReceiptId();
      const expiresAt = new Date(now.getTime() + retentionDays() * DAY_MS);
      await db.transaction(async (tx) => {
        await tx.insert(tips).values({
          id,
          receiptId,
          receiptHash: tip.receiptHash,
          receivedAt: now,
          expiresAt,
          message: tip.message,
          sourcePublicKey: tip.sourcePublicKey,
          sourcePrivateKey: tip.sourcePrivateKey,
        });
        for (const [position, ciphertext] of tip.attachments.entries()) {
          await tx.insert(tipAttachments).values({ id: randomUUID(), tipId: id, position, ciphertext });
        }
      });
      return { id, receiptId, expiresAt };
    },

    list: (status) => summaries(status === undefined ? live() : and(live(), eq(tips.status, status))),

    get: async (id) => {
      const base = await summary(id);
      if (!base) return null;
      const [row] = await db.select({ message: tips.message, sourcePublicKey: tips.sourcePublicKey }).from(tips).where(eq(tips.id, id));
      if (!row) return null;
      const files = await db
        .select(attachmentInfo)
        .from(tipAttachments)
        .where(and(eq(tipAttachments.tipId, id), isNull(tipAttachments.messageId)))
        .orderBy(asc(tipAttachments.position));
      return {
        ...base,
        message: row.message,
        sourcePublicKey: row.sourcePublicKey,
        attachmentList: files.map(({ id: fileId, index, size }) => ({ id: fileId, index, size: Number(size) })),
        conversation: await messagesOf(id),
      };
    },

    attachment: async (id, attachmentId) => {
      const [row] = await db
        .select({ ciphertext: tipAttachments.ciphertext })
        .from(tipAttachments)
        .innerJoin(tips, eq(tips.id, tipAttachments.tipId))
        .where(and(eq(tipAttachments.id, attachmentId), eq(tipAttachments.tipId, id), live()));
      return row?.ciphertext ?? null;
    },

    setStatus: async (id, status, context) => {
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: tips.status })
          .from(tips)
          .where(and(eq(tips.id, id), live()))
          .for('update');
        if (!before) return false;
        if (before.status === status) return true;
        await tx.update(tips).set({ status }).where(eq(tips.id, id));
        await appendAudit(tx, clock(), context, [
          { action: 'tip.status', entity: 'tip', entityId: id, before: { status: before.status }, after: { status } },
        ]);
        return true;
      });
      return changed ? summary(id) : null;
    },

    remove: async (id, context) =>
      db.transaction(async (tx) => {
        const gone = await tx
          .delete(tips)
          .where(and(eq(tips.id, id), live()))
          .returning({ receivedAt: tips.receivedAt, status: tips.status });
        const [row] = gone;
        if (!row) return false;
        await appendAudit(tx, clock(), context, [
          { action: 'tip.deleted', entity: 'tip', entityId: id, before: { receivedAt: row.receivedAt.toISOString(), status: row.status } },
        ]);
        return true;
      }),

    addMessage: async (id, from, body, context, attachments = []) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: tips.id, status: tips.status })
          .from(tips)
          .where(and(eq(tips.id, id), live()))
          .for('update');
        if (!row) return null;
        const message = {
          id: randomUUID(),
          tipId: id,
          author: from,
          at: from === 'source' ? await sourceMessageTime(tx, id) : clock(),
          body,
        };
        await tx.insert(tipMessages).values(message);
        const files: TipAttachmentInfo[] = [];
        for (const [position, ciphertext] of attachments.entries()) {
          const file = { id: randomUUID(), tipId: id, messageId: message.id, position, ciphertext };
          await tx.insert(tipAttachments).values(file);
          files.push({ id: file.id, index: position, size: ciphertext.length });
        }
        const status = from === 'source' ? 'new' : afterStaffReply(row.status);
        if (status !== row.status) await tx.update(tips).set({ status }).where(eq(tips.id, id));
        if (context) {
          const records: AuditRecord[] = [{ action: 'tip.replied', entity: 'tip', entityId: id }];
          if (status !== row.status) {
            records.push({ action: 'tip.status', entity: 'tip', entityId: id, before: { status: row.status }, after: { status } });
          }
          await appendAudit(tx, message.at, context, records);
        }
        return toMessage(message, files);
      }),

    unreadCount: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(tips)
        .where(and(live(), eq(tips.status, 'new')));
      return Number(row?.n ?? 0);
    },

    byReceipt: async (receiptId) => {
      const [row] = await db
        .select({ id: tips.id, receiptHash: tips.receiptHash })
        .from(tips)
        .where(and(eq(tips.receiptId, receiptId), live()));
      return row ?? null;
    },

    conversation: async (id) => {
      const [row] = await db
        .select({
          receivedAt: tips.receivedAt,
          expiresAt: tips.expiresAt,
          sourcePublicKey: tips.sourcePublicKey,
          sourcePrivateKey: tips.sourcePrivateKey,
        })
        .from(tips)
        .where(and(eq(tips.id, id), live()));
      return row ? { ...row, messages: await messagesOf(id) } : null;
    },

    purgeExpired: async () => (await db.delete(tips).where(lte(tips.expiresAt, clock())).returning({ id: tips.id })).length,
  };
}
