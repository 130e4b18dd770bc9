import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REMOTE_NAMES } from '@beacon/shared/routes';
import {
  type AuditAction,
  type AuditActor,
  type LiveReleases,
  type ReleaseAutoRollback,
  type Release,
  type ReleaseChange,
  type ReleaseChangeAction,
  type ReleaseChannel,
  type ReleaseInput,
  type ReleaseListItem,
  type ReleaseRemote,
  type ReleaseReport,
  type ReleaseState,
} from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { releaseChannels, releaseHealth, releaseHistory, releaseReportVisitors, releases } from '../../../db/schema';
import { appendAudit, SYSTEM, type AuditContext } from '../audit/audit-repository';
import {
  countedFrom,
  countsOf,
  failingTally,
  HEALTH_WINDOW_MINUTES,
  minuteOf,
  shownHealth,
  windowStart,
  type FailurePolicy,
  type ReleaseTallies,
} from './health';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ChannelRow = typeof releaseChannels.$inferSelect;
type ReleaseRow = typeof releases.$inferSelect;
type ChannelChanges = Partial<Omit<ChannelRow, 'remote' | 'updatedAt'>>;

/** Health rows older than this are of no further use (the window is an hour). */
const HEALTH_KEPT_MS = 24 * 60 * 60 * 1000;

const isRemote = (name: string): name is ReleaseRemote => (REMOTE_NAMES as readonly string[]).includes(name);

const toRelease = (row: ReleaseRow): Release => ({
  remote: row.remote as ReleaseRemote,
  id: row.id,
  version: row.version,
  sharedRange: row.sharedRange,
  builtAt: row.builtAt.toISOString(),
  manifestUrl: row.manifestUrl,
  publishedBy: { id: row.publishedById, name: row.publishedByName },
  publishedAt: row.publishedAt.toISOString(),
});

const channelOf = (remote: ReleaseRemote, row: ChannelRow | undefined): ReleaseChannel => ({
  remote,
  live: row?.liveId ?? null,
  previous: row?.previousId ?? null,
  candidate: row?.candidateId ? { id: row.candidateId, percent: row.candidatePercent } : null,
});

const NO_CANDIDATE = { candidateId: null, candidatePercent: 0, candidateSince: null } as const;
const NO_CHANNEL = { liveId: null, previousId: null, liveSince: null, updatedAt: new Date(0), ...NO_CANDIDATE } as const;

/** What a publish found: a new release, the same one again, or another build under the same id (refused). */
export type PublishOutcome = { outcome: 'created' | 'existing' | 'different'; release: Release };

/**
 * What a change did: `changed` (also when there was nothing to change), `conflict` (the live release is not the
 * expected one, or the change needs another state), `unknown` (no such release), `refused` (a change that makes no sense).
 */
export type ChangeOutcome =
  | { outcome: 'changed'; channel: ReleaseChannel }
  | { outcome: 'conflict'; live: string | null; message: string }
  | { outcome: 'unknown' | 'refused'; message: string };

export interface CanaryChange {
  id?: string;
  percent: number;
  expectedLive: string | null;
}

/** Per release id: its automatic rollback (if a person has not made it live or tried it since), and whether it was ever live. */
export interface ReleaseRecords {
  autoRolledBack: Map<string, ReleaseAutoRollback>;
  wasLive: Set<string>;
}

const AUTOMATIC: readonly string[] = ['auto-rolled-back', 'auto-canary-stopped'] satisfies ReleaseChangeAction[];

/** Who sent a browser report: a keyed hash of the address, and a slot ('' when one report per address counts). */
export interface ReportingVisitor {
  visitor: string;
  slot: string;
  /** Reports counted per visitor, per release, kind of count and hour. */
  perVisitor: number;
}

/** What a page server observed itself about one release since its last report. */
export interface ReleaseObservation {
  remote: string;
  release: string;
  /** Pages composed with the release. */
  served: number;
  /** Of those, the ones its files or its server render failed. */
  failures: number;
}

export interface ReleasesRepository {
  publish(input: ReleaseInput, publisher: AuditActor, context: AuditContext): Promise<PublishOutcome>;
  /** A remote's releases, newest first, with their state and the last hour's health. */
  list(remote: ReleaseRemote): Promise<ReleaseListItem[]>;
  /** A remote's changes, newest first. */
  history(remote: ReleaseRemote, limit: number): Promise<ReleaseChange[]>;
  /** Every remote's live release and canary. */
  live(): Promise<LiveReleases>;
  promote(remote: ReleaseRemote, id: string, expectedLive: string | null, context: AuditContext): Promise<ChangeOutcome>;
  rollback(remote: ReleaseRemote, expectedLive: string, context: AuditContext): Promise<ChangeOutcome>;
  canary(remote: ReleaseRemote, change: CanaryChange, context: AuditContext): Promise<ChangeOutcome>;
  /** Makes `id`, a release that was live before, live again; the new previous is what `id` replaced. */
  rollbackTo(remote: ReleaseRemote, id: string, expectedLive: string, context: AuditContext): Promise<ChangeOutcome>;
  /** What the history says of a remote's releases: the API's rollbacks not since overruled by a person, and which were live. */
  records(remote: ReleaseRemote): Promise<ReleaseRecords>;
  /**
   * Counts one report in its release's minute (unknown remotes and releases are ignored), then rolls back by
   * itself when the release is the candidate, or the live release with a healthy previous one, and failing.
   * True when that changed what is live.
   */
  report(report: ReleaseReport, visitor: ReportingVisitor, policy: FailurePolicy): Promise<boolean>;
  /** Counts the page servers' own observations (unknown releases ignored), then judges as `report` does. */
  observe(observations: readonly ReleaseObservation[], policy: FailurePolicy): Promise<boolean>;
}

export function releasesRepository(db: Db, clock: () => Date): ReleasesRepository {
  const findRelease = async (tx: Db | Tx, remote: string, id: string): Promise<ReleaseRow | undefined> =>
    (
      await tx
        .select()
        .from(releases)
        .where(and(eq(releases.remote, remote), eq(releases.id, id)))
    )[0];

  /**
   * The remote's channel, locked until the transaction ends. A remote without one has published nothing: it reads as
   * empty, and a change (which needs a published release, whose publication created the row) cannot apply to it.
   */
  const lockChannel = async (tx: Tx, remote: ReleaseRemote): Promise<ChannelRow> => {
    const [row] = await tx.select().from(releaseChannels).where(eq(releaseChannels.remote, remote)).for('update');
    return row ?? { ...NO_CHANNEL, remote };
  };

  const tallySums = {
    loads: sql<string>`coalesce(sum(${releaseHealth.loads}), 0)`,
    failures: sql<string>`coalesce(sum(${releaseHealth.failures}), 0)`,
    served: sql<string>`coalesce(sum(${releaseHealth.served}), 0)`,
    serverFailures: sql<string>`coalesce(sum(${releaseHealth.serverFailures}), 0)`,
  };
  type TallyRow = { [key in keyof typeof tallySums]: string };
  const talliesOf = (row: TallyRow | undefined): ReleaseTallies => ({
    server: { loads: Number(row?.served ?? 0), failures: Number(row?.serverFailures ?? 0) },
    browsers: { loads: Number(row?.loads ?? 0), failures: Number(row?.failures ?? 0) },
  });

  const healthOf = async (remote: string, id: string, from: Date): Promise<ReleaseTallies> => {
    const [row] = await db
      .select(tallySums)
      .from(releaseHealth)
      .where(and(eq(releaseHealth.remote, remote), eq(releaseHealth.releaseId, id), gte(releaseHealth.minute, from)));
    return talliesOf(row);
  };

  /** Adds to a release's counts of the current minute. */
  const count = async (remote: string, id: string, counts: { [key in keyof typeof tallySums]?: number }, now: Date): Promise<void> => {
    const values = { loads: 0, failures: 0, served: 0, serverFailures: 0, ...counts };
    await db
      .insert(releaseHealth)
      .values({ remote, releaseId: id, minute: minuteOf(now), ...values })
      .onConflictDoUpdate({
        target: [releaseHealth.remote, releaseHealth.releaseId, releaseHealth.minute],
        set: {
          loads: sql`${releaseHealth.loads} + ${values.loads}`,
          failures: sql`${releaseHealth.failures} + ${values.failures}`,
          served: sql`${releaseHealth.served} + ${values.served}`,
          serverFailures: sql`${releaseHealth.serverFailures} + ${values.serverFailures}`,
        },
      });
  };

  /**
   * Whether this visitor's report of `counted` (a load or a failure) on the release still counts: the first in the
   * hour does (or the first `perVisitor`), any later one from the same address does not.
   */
  const firstFromVisitor = async (remote: string, id: string, counted: string, from: ReportingVisitor, now: Date): Promise<boolean> => {
    const same = and(
      eq(releaseReportVisitors.remote, remote),
      eq(releaseReportVisitors.releaseId, id),
      eq(releaseReportVisitors.counted, counted),
      eq(releaseReportVisitors.visitor, from.visitor),
      gte(releaseReportVisitors.expiresAt, now),
    );
    if (from.perVisitor > 1) {
      const [row] = await db
        .select({ n: sql<string>`count(*)` })
        .from(releaseReportVisitors)
        .where(same);
      if (Number(row?.n ?? 0) >= from.perVisitor) return false;
    }
    const expiresAt = new Date(now.getTime() + HEALTH_WINDOW_MINUTES * 60_000);
    const slot = from.perVisitor > 1 ? from.slot : '';
    const inserted = await db
      .insert(releaseReportVisitors)
      .values({ remote, releaseId: id, counted, visitor: from.visitor, slot, expiresAt })
      .onConflictDoUpdate({
        target: [
          releaseReportVisitors.remote,
          releaseReportVisitors.releaseId,
          releaseReportVisitors.counted,
          releaseReportVisitors.visitor,
          releaseReportVisitors.slot,
        ],
        set: { expiresAt },
        // An expired row is renewed and counts again; a live one stays as it is.
        setWhere: lt(releaseReportVisitors.expiresAt, now),
      })
      .returning({ visitor: releaseReportVisitors.visitor });
    return inserted.length > 0;
  };

  interface Change {
    action: ReleaseChangeAction;
    audit: AuditAction;
    release: string | null;
    set: ChannelChanges;
    /** What must still hold when the row is written, besides the remote: the update is conditional. */
    condition: SQL | undefined;
    reason?: string;
  }

  /** One conditional UPDATE of the channel, with its history row and audit entry; null when the condition failed. */
  const apply = async (tx: Tx, before: ChannelRow, change: Change, context: AuditContext, now: Date): Promise<ReleaseChannel | null> => {
    const remote = before.remote as ReleaseRemote;
    const [row] = await tx
      .update(releaseChannels)
      .set({ ...change.set, updatedAt: now })
      .where(and(eq(releaseChannels.remote, remote), change.condition))
      .returning();
    if (!row) return null;
    const was = channelOf(remote, before);
    const after = channelOf(remote, row);
    await tx.insert(releaseHistory).values({
      at: now,
      remote,
      action: change.action,
      releaseId: change.release,
      before: was,
      after,
      actorId: context.actor?.id ?? null,
      actorName: context.actor?.name ?? null,
      reason: change.reason ?? null,
    });
    await appendAudit(tx, now, context, [
      // An automatic change carries its reason, so the activity log can say why the site acted.
      {
        action: change.audit,
        entity: 'release',
        entityId: `${remote}/${change.release ?? '-'}`,
        before: was,
        after: change.reason === undefined ? after : { ...after, reason: change.reason },
      },
    ]);
    return after;
  };

  const liveIs = (expected: string | null): SQL =>
    expected === null ? isNull(releaseChannels.liveId) : eq(releaseChannels.liveId, expected);

  const conflict = (before: ChannelRow, message: string): ChangeOutcome => ({ outcome: 'conflict', live: before.liveId, message });
  const stale = (before: ChannelRow): ChangeOutcome =>
    conflict(before, `The live release is ${before.liveId ?? 'none'}, not the one this change expected: reload and decide again.`);

  /** Live goes back to `before.previousId`; the new previous is what that one replaced (never the release left). */
  const rollbackChange = async (tx: Tx, before: ChannelRow, now: Date): Promise<ChannelChanges> => {
    const target = before.previousId as string;
    const replaced = (await findRelease(tx, before.remote, target))?.replacedId ?? null;
    return {
      liveId: target,
      previousId: replaced === before.liveId ? null : replaced,
      liveSince: now,
      ...(before.candidateId === target ? NO_CANDIDATE : {}),
    };
  };

  /** Whether `id` was ever the live release of `remote`, after any change. */
  const wasLive = async (tx: Tx, remote: ReleaseRemote, id: string): Promise<boolean> =>
    (
      await tx
        .select({ id: releaseHistory.id })
        .from(releaseHistory)
        .where(and(eq(releaseHistory.remote, remote), sql`${releaseHistory.after}->>'live' = ${id}`))
        .limit(1)
    ).length > 0;

  let prunedMinute = 0;
  /** At most once a minute per instance: health rows past any window go. */
  const prune = async (now: Date): Promise<void> => {
    const minute = minuteOf(now).getTime();
    if (minute === prunedMinute) return;
    prunedMinute = minute;
    await db.delete(releaseHealth).where(lt(releaseHealth.minute, new Date(minute - HEALTH_KEPT_MS)));
    await db.delete(releaseReportVisitors).where(lt(releaseReportVisitors.expiresAt, now));
  };

  const SOURCES = { server: 'pages the page servers composed', browsers: 'visitors’ reports' } as const;
  const reasonOf = (tallies: ReleaseTallies, policy: FailurePolicy): string => {
    const source = failingTally(tallies, policy) ?? 'server';
    const health = tallies[source];
    const minimum = source === 'server' ? policy.minLoads : policy.minVisitors;
    return `${health.failures} failures in ${health.loads} ${SOURCES[source]} (threshold: ${Math.round(policy.failureRate * 100)}% of at least ${minimum})`;
  };
  const failing = (tallies: ReleaseTallies, policy: FailurePolicy): boolean => failingTally(tallies, policy) !== null;

  /** The automatic rollback after a report: of a failing candidate, or of a failing live release whose previous is healthy. */
  const judge = async (remote: ReleaseRemote, id: string, policy: FailurePolicy): Promise<boolean> => {
    const now = clock();
    const [channel] = await db.select().from(releaseChannels).where(eq(releaseChannels.remote, remote));
    if (!channel) return false;
    if (channel.candidateId === id) {
      const health = await healthOf(remote, id, countedFrom(now, channel.candidateSince));
      if (!failing(health, policy)) return false;
      return db.transaction(async (tx) => {
        const before = await lockChannel(tx, remote);
        if (before.candidateId !== id) return false;
        const change: Change = {
          action: 'auto-canary-stopped',
          audit: 'release.auto-rolled-back',
          release: id,
          set: NO_CANDIDATE,
          condition: eq(releaseChannels.candidateId, id),
          reason: reasonOf(health, policy),
        };
        return (await apply(tx, before, change, SYSTEM, now)) !== null;
      });
    }
    const previous = channel.previousId;
    if (channel.liveId !== id || previous === null) return false;
    const health = await healthOf(remote, id, countedFrom(now, channel.liveSince));
    if (!failing(health, policy) || failing(await healthOf(remote, previous, windowStart(now)), policy)) return false;
    return db.transaction(async (tx) => {
      const before = await lockChannel(tx, remote);
      if (before.liveId !== id || before.previousId !== previous) return false;
      const change: Change = {
        action: 'auto-rolled-back',
        audit: 'release.auto-rolled-back',
        release: id,
        set: await rollbackChange(tx, before, now),
        condition: and(eq(releaseChannels.liveId, id), eq(releaseChannels.previousId, previous)),
        reason: reasonOf(health, policy),
      };
      return (await apply(tx, before, change, SYSTEM, now)) !== null;
    });
  };

  return {
    publish: async (input, publisher, context) => {
      const now = clock();
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(releases)
          .values({
            remote: input.remote,
            id: input.id,
            version: input.version,
            sharedRange: input.sharedRange,
            builtAt: new Date(input.builtAt),
            manifestUrl: input.manifestUrl,
            publishedById: publisher.id,
            publishedByName: publisher.name,
            publishedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (created) {
          await tx.insert(releaseChannels).values({ remote: input.remote, updatedAt: now }).onConflictDoNothing();
          const release = toRelease(created);
          const { remote, id, version, sharedRange, builtAt, manifestUrl } = release;
          await appendAudit(tx, now, context, [
            {
              action: 'release.published',
              entity: 'release',
              entityId: `${remote}/${id}`,
              after: { remote, id, version, sharedRange, builtAt, manifestUrl },
            },
          ]);
          return { outcome: 'created', release };
        }
        const existing = await findRelease(tx, input.remote, input.id);
        if (!existing) throw new Error('release neither inserted nor found');
        const same =
          existing.version === input.version &&
          existing.sharedRange === input.sharedRange &&
          existing.builtAt.getTime() === new Date(input.builtAt).getTime() &&
          existing.manifestUrl === input.manifestUrl;
        return { outcome: same ? 'existing' : 'different', release: toRelease(existing) };
      });
    },

    list: async (remote) => {
      const rows = await db
        .select()
        .from(releases)
        .where(eq(releases.remote, remote))
        .orderBy(desc(releases.publishedAt), desc(releases.builtAt));
      const [channel] = await db.select().from(releaseChannels).where(eq(releaseChannels.remote, remote));
      const counts = await db
        .select({ id: releaseHealth.releaseId, ...tallySums })
        .from(releaseHealth)
        .where(and(eq(releaseHealth.remote, remote), gte(releaseHealth.minute, windowStart(clock()))))
        .groupBy(releaseHealth.releaseId);
      const health = new Map(counts.map((row) => [row.id, shownHealth(talliesOf(row))]));
      const stateOf = (id: string): ReleaseState => {
        if (id === channel?.liveId) return 'live';
        if (id === channel?.candidateId) return 'candidate';
        if (id === channel?.previousId) return 'previous';
        return 'available';
      };
      return rows.map((row) => ({
        ...toRelease(row),
        state: stateOf(row.id),
        health: health.get(row.id) ?? { loads: 0, failures: 0 },
      }));
    },

    history: async (remote, limit) => {
      const rows = await db
        .select()
        .from(releaseHistory)
        .where(eq(releaseHistory.remote, remote))
        .orderBy(desc(releaseHistory.id))
        .limit(limit);
      return rows.map((row) => ({
        at: row.at.toISOString(),
        remote,
        action: row.action as ReleaseChangeAction,
        release: row.releaseId,
        before: row.before as ReleaseChannel,
        after: row.after as ReleaseChannel,
        actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? row.actorId },
        reason: row.reason,
      }));
    },

    live: async () => {
      const live = alias(releases, 'live_release');
      const candidate = alias(releases, 'candidate_release');
      const rows = await db
        .select({
          remote: releaseChannels.remote,
          liveId: live.id,
          liveUrl: live.manifestUrl,
          candidateId: candidate.id,
          candidateUrl: candidate.manifestUrl,
          percent: releaseChannels.candidatePercent,
        })
        .from(releaseChannels)
        .leftJoin(live, and(eq(live.remote, releaseChannels.remote), eq(live.id, releaseChannels.liveId)))
        .leftJoin(candidate, and(eq(candidate.remote, releaseChannels.remote), eq(candidate.id, releaseChannels.candidateId)));
      const byRemote = new Map(rows.map((row) => [row.remote, row]));
      return {
        remotes: Object.fromEntries(
          REMOTE_NAMES.map((remote) => {
            const row = byRemote.get(remote);
            return [
              remote,
              {
                live: row?.liveId && row.liveUrl ? { id: row.liveId, manifestUrl: row.liveUrl } : null,
                candidate:
                  row?.candidateId && row.candidateUrl && row.percent > 0
                    ? { id: row.candidateId, manifestUrl: row.candidateUrl, percent: row.percent }
                    : null,
              },
            ];
          }),
        ),
      };
    },

    promote: async (remote, id, expectedLive, context) => {
      const now = clock();
      return db.transaction(async (tx): Promise<ChangeOutcome> => {
        if (!(await findRelease(tx, remote, id))) return { outcome: 'unknown', message: `${remote} has no release ${id}.` };
        const before = await lockChannel(tx, remote);
        if (before.liveId !== expectedLive) return stale(before);
        if (before.liveId === id) return { outcome: 'changed', channel: channelOf(remote, before) };
        const change: Change = {
          action: 'promoted',
          audit: 'release.promoted',
          release: id,
          set: { liveId: id, previousId: before.liveId, liveSince: now, ...(before.candidateId === id ? NO_CANDIDATE : {}) },
          condition: liveIs(expectedLive),
        };
        const channel = await apply(tx, before, change, context, now);
        if (!channel) return stale(before);
        await tx
          .update(releases)
          .set({ replacedId: before.liveId })
          .where(and(eq(releases.remote, remote), eq(releases.id, id)));
        return { outcome: 'changed', channel };
      });
    },

    rollback: async (remote, expectedLive, context) => {
      const now = clock();
      return db.transaction(async (tx): Promise<ChangeOutcome> => {
        const before = await lockChannel(tx, remote);
        if (before.liveId !== expectedLive) return stale(before);
        if (before.previousId === null) return conflict(before, `${remote} has no previous release to roll back to.`);
        const change: Change = {
          action: 'rolled-back',
          audit: 'release.rolled-back',
          release: before.previousId,
          set: await rollbackChange(tx, before, now),
          condition: and(liveIs(expectedLive), eq(releaseChannels.previousId, before.previousId)),
        };
        const channel = await apply(tx, before, change, context, now);
        return channel ? { outcome: 'changed', channel } : stale(before);
      });
    },

    canary: async (remote, { id, percent, expectedLive }, context) => {
      const now = clock();
      if (percent > 0 && id === undefined) return { outcome: 'refused', message: 'A canary needs the id of the release to try.' };
      return db.transaction(async (tx): Promise<ChangeOutcome> => {
        if (percent > 0 && id !== undefined && !(await findRelease(tx, remote, id)))
          return { outcome: 'unknown', message: `${remote} has no release ${id}.` };
        const before = await lockChannel(tx, remote);
        if (before.liveId !== expectedLive) return stale(before);
        const unchanged: ChangeOutcome = { outcome: 'changed', channel: channelOf(remote, before) };
        let change: Change;
        if (percent === 0 || id === undefined) {
          if (before.candidateId === null) return unchanged;
          change = {
            action: 'canary-stopped',
            audit: 'release.canary',
            release: before.candidateId,
            set: NO_CANDIDATE,
            condition: liveIs(expectedLive),
          };
        } else {
          if (before.liveId === null) return conflict(before, `No release of ${remote} is live: promote one before a canary.`);
          if (before.liveId === id) return { outcome: 'refused', message: `${id} is already the live release of ${remote}.` };
          if (before.candidateId === id && before.candidatePercent === percent) return unchanged;
          change = {
            action: 'canary-started',
            audit: 'release.canary',
            release: id,
            set: { candidateId: id, candidatePercent: percent, candidateSince: before.candidateId === id ? before.candidateSince : now },
            condition: liveIs(expectedLive),
          };
        }
        const channel = await apply(tx, before, change, context, now);
        return channel ? { outcome: 'changed', channel } : stale(before);
      });
    },

    rollbackTo: async (remote, id, expectedLive, context) => {
      const now = clock();
      return db.transaction(async (tx): Promise<ChangeOutcome> => {
        const target = await findRelease(tx, remote, id);
        if (!target) return { outcome: 'unknown', message: `${remote} has no release ${id}.` };
        const before = await lockChannel(tx, remote);
        if (before.liveId !== expectedLive) return stale(before);
        if (id === before.liveId) return { outcome: 'refused', message: `${id} is already the live release of ${remote}.` };
        if (!(await wasLive(tx, remote, id)))
          return { outcome: 'refused', message: `${id} has never been live for ${remote}: promote it instead of rolling back to it.` };
        const change: Change = {
          action: 'rolled-back',
          audit: 'release.rolled-back',
          release: id,
          set: {
            liveId: id,
            previousId: target.replacedId === before.liveId ? null : target.replacedId,
            liveSince: now,
            ...(before.candidateId === id ? NO_CANDIDATE : {}),
          },
          condition: liveIs(expectedLive),
        };
        const channel = await apply(tx, before, change, context, now);
        return channel ? { outcome: 'changed', channel } : stale(before);
      });
    },

    records: async (remote) => {
      const rows = await db
        .select({ at: releaseHistory.at, action: releaseHistory.action, id: releaseHistory.releaseId, reason: releaseHistory.reason })
        .from(releaseHistory)
        .where(eq(releaseHistory.remote, remote))
        .orderBy(desc(releaseHistory.id));
      const live = await db
        .selectDistinct({ id: sql<string>`${releaseHistory.after}->>'live'` })
        .from(releaseHistory)
        .where(and(eq(releaseHistory.remote, remote), isNotNull(sql`${releaseHistory.after}->>'live'`)));
      const autoRolledBack = new Map<string, ReleaseAutoRollback>();
      const decided = new Set<string>();
      // Newest first: the first entry naming a release decides; a person's change after the API's overrules it.
      for (const row of rows) {
        if (row.id === null || decided.has(row.id)) continue;
        decided.add(row.id);
        if (AUTOMATIC.includes(row.action)) autoRolledBack.set(row.id, { at: row.at.toISOString(), reason: row.reason });
      }
      return { autoRolledBack, wasLive: new Set(live.map((row) => row.id)) };
    },

    report: async ({ remote, release, kind }, from, policy) => {
      if (!isRemote(remote) || !(await findRelease(db, remote, release))) return false;
      const now = clock();
      const { loads, failures } = countsOf(kind);
      // A visitor is one load and at most one failure, however many reports they send.
      const counts = {
        loads: loads > 0 && (await firstFromVisitor(remote, release, 'load', from, now)) ? 1 : 0,
        failures: failures > 0 && (await firstFromVisitor(remote, release, 'failure', from, now)) ? 1 : 0,
      };
      if (counts.loads + counts.failures === 0) return false;
      await count(remote, release, counts, now);
      await prune(now);
      // Every report: a load can bring the count to the minimum with failures already counted.
      return judge(remote, release, policy);
    },

    observe: async (observations, policy) => {
      const now = clock();
      let changed = false;
      for (const { remote, release, served, failures } of observations) {
        if (!isRemote(remote) || !(await findRelease(db, remote, release))) continue;
        await count(remote, release, { served, serverFailures: failures }, now);
        if (await judge(remote, release, policy)) changed = true;
      }
      await prune(now);
      return changed;
    },
  };
}
