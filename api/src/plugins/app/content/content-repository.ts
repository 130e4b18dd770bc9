import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type {
  ContentBody,
  ContentItem,
  ContentKind,
  ContentRevision,
  ContentRevisionList,
  ContentState,
  ContentSummaryList,
  InvestigationBody,
  InvestigationList,
  PublishedContent,
} from '@beacon/shared/schemas';
import { contentTitleOf, isSitePageKind } from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { contentRecords, contentRevisions } from '../../../db/schema';
import { nextVersion } from '../../../http/versions';
import { appendAudit, type AuditContext } from '../audit/audit-repository';
import { bodyChanges } from './diff';

type RecordRow = typeof contentRecords.$inferSelect;
type RevisionRow = typeof contentRevisions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A write the record's state does not allow (nothing to publish, no schedule to cancel, …): 400 with this message. */
export interface Refusal {
  refused: string;
  fields?: Record<string, string>;
}

/** What a write on an existing record ends in. */
export type ContentOutcome = ContentItem | 'missing' | 'stale' | Refusal;

export const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && 'refused' in value;

/** What one write does to a record: fields, maybe a new revision, and its audit entry. */
interface Step {
  set: Partial<Pick<RecordRow, 'publishedRevision' | 'isPublished' | 'publishedAt' | 'firstPublishedAt' | 'scheduledAt'>>;
  revision?: { body: ContentBody; origin: 'saved' | 'restored'; restoredFrom: number | null };
  action: 'content.saved' | 'content.published' | 'content.scheduled' | 'content.unscheduled' | 'content.unpublished' | 'content.restored';
  after: Record<string, unknown>;
  before?: Record<string, unknown> | null;
}

const key = (kind: ContentKind, slug: string): SQL | undefined => and(eq(contentRecords.kind, kind), eq(contentRecords.slug, slug));
const revisionKey = (kind: ContentKind, slug: string, number: number): SQL | undefined =>
  and(eq(contentRevisions.kind, kind), eq(contentRevisions.slug, slug), eq(contentRevisions.number, number));

export const stateOf = (record: RecordRow): ContentState =>
  record.isPublished ? 'published' : record.publishedRevision === null ? 'draft' : 'unpublished';

/** A revision newer than the one published last waits (a never-published record is all draft). */
const hasDraft = (record: RecordRow): boolean => record.publishedRevision === null || record.latestRevision > record.publishedRevision;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

const author = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? id });

const toRevision = (row: RevisionRow): ContentRevision => ({
  number: row.number,
  createdAt: row.createdAt.toISOString(),
  author: author(row.authorId, row.authorName),
  origin: row.origin,
  restoredFrom: row.restoredFrom,
  body: row.body,
});

export interface ContentRepository {
  /** What visitors see: the published revision, or null while the record is not published (or unknown). */
  published(kind: ContentKind, slug: string): Promise<PublishedContent | null>;
  /** The latest revision, for a valid preview link; null for an unknown record. */
  preview(kind: ContentKind, slug: string): Promise<PublishedContent | null>;
  /** The published investigations, in the order they were first published. */
  publishedInvestigations(): Promise<InvestigationList>;
  list(): Promise<ContentSummaryList>;
  item(kind: ContentKind, slug: string): Promise<ContentItem | null>;
  /** A new investigation as its first draft; 'taken' when the slug exists. */
  create(slug: string, body: InvestigationBody, context: AuditContext): Promise<ContentItem | 'taken'>;
  saveDraft(kind: ContentKind, slug: string, body: ContentBody, expected: Date | null, context: AuditContext): Promise<ContentOutcome>;
  publish(kind: ContentKind, slug: string, expected: Date | null, context: AuditContext): Promise<ContentOutcome>;
  schedule(kind: ContentKind, slug: string, at: Date, expected: Date | null, context: AuditContext): Promise<ContentOutcome>;
  unschedule(kind: ContentKind, slug: string, expected: Date | null, context: AuditContext): Promise<ContentOutcome>;
  unpublish(kind: ContentKind, slug: string, expected: Date | null, context: AuditContext): Promise<ContentOutcome>;
  restore(kind: ContentKind, slug: string, revision: number, expected: Date | null, context: AuditContext): Promise<ContentOutcome>;
  /** Newest first, each with its changes from the revision before; null for an unknown record. */
  revisions(kind: ContentKind, slug: string): Promise<ContentRevisionList | null>;
  /**
   * Publishes every draft whose time has come, once across all instances: one conditional UPDATE … RETURNING
   * (a row another instance published meanwhile no longer matches), committed with its audit entries.
   */
  publishDue(): Promise<{ kind: ContentKind; slug: string; revision: number }[]>;
}

export function contentRepository(db: Db, clock: () => Date): ContentRepository {
  const revisionRow = async (tx: Db | Tx, kind: ContentKind, slug: string, number: number): Promise<RevisionRow | null> =>
    (
      await tx
        .select()
        .from(contentRevisions)
        .where(revisionKey(kind, slug, number))
    )[0] ?? null;

  const itemOf = async (tx: Db | Tx, record: RecordRow): Promise<ContentItem> => {
    const latest = await revisionRow(tx, record.kind, record.slug, record.latestRevision);
    if (!latest) throw new Error(`content ${record.kind}/${record.slug} has no revision ${record.latestRevision}`);
    const published =
      record.isPublished && record.publishedRevision !== null
        ? record.publishedRevision === latest.number
          ? latest
          : await revisionRow(tx, record.kind, record.slug, record.publishedRevision)
        : null;
    return {
      kind: record.kind,
      slug: record.slug,
      state: stateOf(record),
      version: record.updatedAt.toISOString(),
      published: published ? toRevision(published) : null,
      latest: toRevision(latest),
      hasDraft: hasDraft(record),
      publishedAt: record.isPublished ? iso(record.publishedAt) : null,
      scheduledAt: iso(record.scheduledAt),
    };
  };

  /** Records with one of their revisions: the published one, or the latest. */
  const withRevision = (which: typeof contentRecords.publishedRevision | typeof contentRecords.latestRevision) =>
    db
      .select({ record: contentRecords, revision: contentRevisions })
      .from(contentRecords)
      .innerJoin(
        contentRevisions,
        and(
          eq(contentRevisions.kind, contentRecords.kind),
          eq(contentRevisions.slug, contentRecords.slug),
          eq(contentRevisions.number, which),
        ),
      );

  const visible = (record: RecordRow, revision: RevisionRow, preview: boolean): PublishedContent => ({
    kind: record.kind,
    slug: record.slug,
    revision: revision.number,
    preview,
    publishedAt: record.isPublished ? iso(record.publishedAt) : null,
    body: revision.body,
  });

  /** Locks the record, checks its version, applies what `decide` says, records it: one transaction. */
  const change = (
    kind: ContentKind,
    slug: string,
    expected: Date | null,
    context: AuditContext,
    decide: (record: RecordRow, tx: Tx) => Promise<Step | Refusal> | Step | Refusal,
  ): Promise<ContentOutcome> =>
    db.transaction(async (tx) => {
      const [record] = await tx.select().from(contentRecords).where(key(kind, slug)).for('update');
      if (!record) return 'missing' as const;
      if (expected && record.updatedAt.getTime() !== expected.getTime()) return 'stale' as const;
      const step = await decide(record, tx);
      if (isRefusal(step)) return step;
      const now = clock();
      const latestRevision = step.revision ? record.latestRevision + 1 : record.latestRevision;
      if (step.revision) {
        await tx.insert(contentRevisions).values({
          kind,
          slug,
          number: latestRevision,
          body: step.revision.body,
          origin: step.revision.origin,
          restoredFrom: step.revision.restoredFrom,
          authorId: context.actor?.id ?? null,
          authorName: context.actor?.name ?? null,
          createdAt: now,
        });
      }
      const [updated] = await tx
        .update(contentRecords)
        .set({
          ...step.set,
          latestRevision,
          updatedAt: nextVersion(contentRecords.updatedAt, now),
          updatedById: context.actor?.id ?? null,
          updatedByName: context.actor?.name ?? null,
        })
        .where(key(kind, slug))
        .returning();
      if (!updated) throw new Error('the locked content record vanished');
      await appendAudit(tx, now, context, [
        { action: step.action, entity: 'content', entityId: `${kind}/${slug}`, before: step.before ?? null, after: step.after },
      ]);
      return itemOf(tx, updated);
    });

  /** The latest revision goes live now. */
  const publishStep = (record: RecordRow, title: string, now: Date): Step => ({
    set: {
      publishedRevision: record.latestRevision,
      isPublished: true,
      publishedAt: now,
      firstPublishedAt: record.firstPublishedAt ?? now,
      scheduledAt: null,
    },
    action: 'content.published',
    before: record.isPublished ? { revision: record.publishedRevision } : null,
    after: { title, revision: record.latestRevision },
  });

  const latestBody = async (tx: Tx, record: RecordRow): Promise<ContentBody> => {
    const row = await revisionRow(tx, record.kind, record.slug, record.latestRevision);
    if (!row) throw new Error(`content ${record.kind}/${record.slug} has no revision ${record.latestRevision}`);
    return row.body;
  };

  return {
    published: async (kind, slug) => {
      const [row] = await withRevision(contentRecords.publishedRevision).where(and(key(kind, slug), eq(contentRecords.isPublished, true)));
      return row ? visible(row.record, row.revision, false) : null;
    },

    preview: async (kind, slug) => {
      const [row] = await withRevision(contentRecords.latestRevision).where(key(kind, slug));
      return row ? visible(row.record, row.revision, true) : null;
    },

    publishedInvestigations: async () => {
      const rows = await withRevision(contentRecords.publishedRevision)
        .where(and(eq(contentRecords.kind, 'investigation'), eq(contentRecords.isPublished, true)))
        .orderBy(asc(contentRecords.firstPublishedAt), asc(contentRecords.slug));
      return {
        items: rows.map(({ record, revision }) => {
          const body = revision.body as InvestigationBody;
          return {
            slug: record.slug,
            menuLabel: body.menuLabel,
            title: body.title,
            intro: body.intro,
            publishedAt: (record.publishedAt ?? record.updatedAt).toISOString(),
          };
        }),
      };
    },

    list: async () => {
      const rows = await withRevision(contentRecords.latestRevision).orderBy(
        asc(contentRecords.kind),
        asc(contentRecords.createdAt),
        asc(contentRecords.slug),
      );
      return {
        items: rows.map(({ record, revision }) => ({
          kind: record.kind,
          slug: record.slug,
          title: contentTitleOf(record.kind, revision.body),
          state: stateOf(record),
          hasDraft: hasDraft(record),
          publishedAt: record.isPublished ? iso(record.publishedAt) : null,
          scheduledAt: iso(record.scheduledAt),
          updatedAt: record.updatedAt.toISOString(),
          updatedBy: author(record.updatedById, record.updatedByName),
        })),
      };
    },

    item: async (kind, slug) => {
      const [record] = await db.select().from(contentRecords).where(key(kind, slug));
      return record ? itemOf(db, record) : null;
    },

    create: (slug, body, context) =>
      db.transaction(async (tx) => {
        const now = clock();
        const [record] = await tx
          .insert(contentRecords)
          .values({
            kind: 'investigation',
            slug,
            latestRevision: 1,
            createdAt: now,
            updatedAt: now,
            updatedById: context.actor?.id ?? null,
            updatedByName: context.actor?.name ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!record) return 'taken' as const;
        await tx.insert(contentRevisions).values({
          kind: 'investigation',
          slug,
          number: 1,
          body,
          origin: 'created',
          authorId: context.actor?.id ?? null,
          authorName: context.actor?.name ?? null,
          createdAt: now,
        });
        await appendAudit(tx, now, context, [
          { action: 'content.created', entity: 'content', entityId: `investigation/${slug}`, after: { title: body.title, revision: 1 } },
        ]);
        return itemOf(tx, record);
      }),

    saveDraft: (kind, slug, body, expected, context) =>
      change(kind, slug, expected, context, (record) => ({
        set: {},
        revision: { body, origin: 'saved', restoredFrom: null },
        action: 'content.saved',
        after: { title: contentTitleOf(kind, body), revision: record.latestRevision + 1 },
      })),

    publish: (kind, slug, expected, context) =>
      change(kind, slug, expected, context, async (record, tx) => {
        if (record.isPublished && !hasDraft(record)) return { refused: 'This page is already published and has no newer draft.' };
        return publishStep(record, contentTitleOf(kind, await latestBody(tx, record)), clock());
      }),

    schedule: (kind, slug, at, expected, context) =>
      change(kind, slug, expected, context, async (record, tx) => {
        if (record.isPublished && !hasDraft(record)) {
          return { refused: 'There is no draft to schedule: save a change first.' };
        }
        return {
          set: { scheduledAt: at },
          action: 'content.scheduled',
          before: record.scheduledAt ? { scheduledAt: record.scheduledAt.toISOString() } : null,
          after: {
            title: contentTitleOf(kind, await latestBody(tx, record)),
            revision: record.latestRevision,
            scheduledAt: at.toISOString(),
          },
        };
      }),

    unschedule: (kind, slug, expected, context) =>
      change(kind, slug, expected, context, async (record, tx) => {
        if (!record.scheduledAt) return { refused: 'This page has no scheduled publication.' };
        return {
          set: { scheduledAt: null },
          action: 'content.unscheduled',
          before: { scheduledAt: record.scheduledAt.toISOString() },
          after: { title: contentTitleOf(kind, await latestBody(tx, record)) },
        };
      }),

    unpublish: (kind, slug, expected, context) =>
      change(kind, slug, expected, context, async (record, tx) => {
        if (!record.isPublished) return { refused: 'This page is not published.' };
        // The site's own pages have no page without their words: a change is published, never a gap.
        if (isSitePageKind(kind)) return { refused: 'This page is part of the site and stays published: publish a new version instead.' };
        return {
          set: { isPublished: false, scheduledAt: null },
          action: 'content.unpublished',
          before: { revision: record.publishedRevision },
          after: { title: contentTitleOf(kind, await latestBody(tx, record)) },
        };
      }),

    restore: (kind, slug, revision, expected, context) =>
      change(kind, slug, expected, context, async (record, tx) => {
        const source = await revisionRow(tx, kind, slug, revision);
        if (!source) return { refused: `This page has no revision ${revision}.`, fields: { revision: 'is not a revision of this page' } };
        return {
          set: {},
          revision: { body: source.body, origin: 'restored', restoredFrom: revision },
          action: 'content.restored',
          after: { title: contentTitleOf(kind, source.body), revision: record.latestRevision + 1, restoredFrom: revision },
        };
      }),

    revisions: async (kind, slug) => {
      const [record] = await db.select().from(contentRecords).where(key(kind, slug));
      if (!record) return null;
      const rows = await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.slug, slug)))
        .orderBy(asc(contentRevisions.number));
      const items = rows.map((row, index) => ({
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        author: author(row.authorId, row.authorName),
        origin: row.origin,
        restoredFrom: row.restoredFrom,
        published: record.isPublished && record.publishedRevision === row.number,
        changes: bodyChanges(rows[index - 1]?.body ?? null, row.body),
      }));
      return { items: items.reverse() };
    },

    publishDue: () =>
      db.transaction(async (tx) => {
        const now = clock();
        const due = await tx
          .update(contentRecords)
          .set({
            publishedRevision: sql`${contentRecords.latestRevision}`,
            isPublished: true,
            publishedAt: now,
            firstPublishedAt: sql`coalesce(${contentRecords.firstPublishedAt}, ${now.toISOString()}::timestamptz)`,
            scheduledAt: null,
            updatedAt: nextVersion(contentRecords.updatedAt, now),
            updatedById: null,
            updatedByName: null,
          })
          .where(lte(contentRecords.scheduledAt, now))
          .returning();
        const published = [];
        for (const record of due) {
          const body = await latestBody(tx, record);
          published.push({
            kind: record.kind,
            slug: record.slug,
            revision: record.latestRevision,
            title: contentTitleOf(record.kind, body),
          });
        }
        await appendAudit(
          tx,
          now,
          { actor: null, requestId: null },
          published.map(({ kind, slug, revision, title }) => ({
            action: 'content.published' as const,
            entity: 'content' as const,
            entityId: `${kind}/${slug}`,
            after: { title, revision, scheduled: true },
          })),
        );
        return published.map(({ kind, slug, revision }) => ({ kind, slug, revision }));
      }),
  };
}
