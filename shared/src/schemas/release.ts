import { Type, type Static } from 'typebox';
import { REMOTE_NAMES } from '../routes/manifest';
import { AuditActor } from './audit';
import { IsoDateTime } from './common';

/** A remote by its federation container name (`mfe_events`). */
export const ReleaseRemote = Type.Enum([...REMOTE_NAMES], { description: 'The remote’s federation container name, e.g. mfe_events' });
export type ReleaseRemote = Static<typeof ReleaseRemote>;

/** A release id: the first 12 hex digits of the SHA-256 over its files (names and bytes). */
export const RELEASE_ID_PATTERN = '^[0-9a-f]{12}$';
export const ReleaseId = Type.String({ pattern: RELEASE_ID_PATTERN, description: 'Content hash of the release’s files (12 hex digits)' });
export type ReleaseId = Static<typeof ReleaseId>;

/** Where the release's federation manifest is served (its own page server, or a CDN). */
export const ManifestUrl = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2000, description: 'http(s) URL of mf-manifest.json' });

/** POST /releases: a build to register. Publishing makes nothing live. */
export const ReleaseInput = Type.Object(
  {
    remote: ReleaseRemote,
    id: ReleaseId,
    version: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.+-]+$', description: 'The app’s version (package.json)' }),
    sharedRange: Type.String({ minLength: 1, maxLength: 100, description: 'The @beacon/shared range the build needs, e.g. ^1.4.0' }),
    builtAt: IsoDateTime,
    manifestUrl: ManifestUrl,
  },
  { additionalProperties: false },
);
export type ReleaseInput = Static<typeof ReleaseInput>;

/** A registered release: what was published, when and by whom. Immutable. */
export const Release = Type.Object({
  ...ReleaseInput.properties,
  publishedBy: AuditActor,
  publishedAt: IsoDateTime,
});
export type Release = Static<typeof Release>;

/** What the registry does with a release now; `previous` is what a rollback goes back to. */
export const ReleaseState = Type.Enum(['live', 'candidate', 'previous', 'available']);
export type ReleaseState = Static<typeof ReleaseState>;

/** Reports of the last hour: loads of the remote, and load or render failures. */
export const ReleaseHealth = Type.Object({
  loads: Type.Integer({ minimum: 0 }),
  failures: Type.Integer({ minimum: 0 }),
});
export type ReleaseHealth = Static<typeof ReleaseHealth>;

export const ReleaseListItem = Type.Object({ ...Release.properties, state: ReleaseState, health: ReleaseHealth });
export type ReleaseListItem = Static<typeof ReleaseListItem>;

/** The API's own rollback (or canary stop) of a release, since a person last made it live or tried it. */
export const ReleaseAutoRollback = Type.Object({
  at: IsoDateTime,
  reason: Type.Union([Type.String(), Type.Null()], { description: 'The failure counts that decided it' }),
});
export type ReleaseAutoRollback = Static<typeof ReleaseAutoRollback>;

/** What staff need to decide on a release: its state and health, and whether it is failing. */
export const ReleaseStatus = Type.Object({
  ...ReleaseListItem.properties,
  failing: Type.Boolean({ description: 'Its last hour breaks the failure policy, or the API rolled it back by itself' }),
  autoRolledBack: Type.Union([ReleaseAutoRollback, Type.Null()]),
  wasLive: Type.Boolean({ description: 'It has been live before: a rollback may go back to it' }),
});
export type ReleaseStatus = Static<typeof ReleaseStatus>;

/** GET /releases?remote=: a remote's releases, newest first. */
export const ReleaseList = Type.Object({ data: Type.Array(ReleaseStatus) });
export type ReleaseList = Static<typeof ReleaseList>;

export const ReleaseRemoteQuery = Type.Object({ remote: ReleaseRemote }, { additionalProperties: false });
export type ReleaseRemoteQuery = Static<typeof ReleaseRemoteQuery>;

export const ReleaseRemoteParams = Type.Object({ remote: ReleaseRemote }, { additionalProperties: false });
export type ReleaseRemoteParams = Static<typeof ReleaseRemoteParams>;

const NullableId = Type.Union([ReleaseId, Type.Null()]);

/** A canary: the candidate release and the share of visitors (1–99 %) who get it. */
export const ReleaseCandidate = Type.Object({ id: ReleaseId, percent: Type.Integer({ minimum: 1, maximum: 99 }) });
export type ReleaseCandidate = Static<typeof ReleaseCandidate>;

/** What is live for one remote after a change. */
export const ReleaseChannel = Type.Object({
  remote: ReleaseRemote,
  live: NullableId,
  previous: Type.Union([ReleaseId, Type.Null()], { description: 'Where a rollback goes; null: nothing to roll back to' }),
  candidate: Type.Union([ReleaseCandidate, Type.Null()]),
});
export type ReleaseChannel = Static<typeof ReleaseChannel>;

const expectedLive = Type.Union([ReleaseId, Type.Null()], {
  description: 'The live release id the change is based on (null: none live); a different live release → 409',
});

const acceptFailing = Type.Optional(
  Type.Boolean({ description: 'true: go ahead although the release is failing (otherwise 409 with its health)' }),
);

/** POST /releases/:remote/promote. Promoting the candidate ends the canary. */
export const PromoteRelease = Type.Object({ id: ReleaseId, expectedLive, acceptFailing }, { additionalProperties: false });
export type PromoteRelease = Static<typeof PromoteRelease>;

/** POST /releases/:remote/rollback: live goes back to the previous release, or to `to`, any release live before. */
export const RollbackRelease = Type.Object(
  {
    expectedLive: ReleaseId,
    to: Type.Optional(
      Type.String({ pattern: RELEASE_ID_PATTERN, description: 'A release that was live before (default: the previous one)' }),
    ),
    acceptFailing,
  },
  { additionalProperties: false },
);
export type RollbackRelease = Static<typeof RollbackRelease>;

/** POST /releases/:remote/canary: `id` on `percent` % of visitors; percent 0 (no id) stops the canary. */
export const CanaryRelease = Type.Object(
  {
    id: Type.Optional(ReleaseId),
    percent: Type.Integer({ minimum: 0, maximum: 99, description: '1–99 with an id starts or changes the canary; 0 stops it' }),
    expectedLive,
  },
  { additionalProperties: false },
);
export type CanaryRelease = Static<typeof CanaryRelease>;

/** The 409 of a change whose precondition no longer holds: the live release now. */
export const ReleaseConflict = Type.Object({
  error: Type.Literal('conflict'),
  message: Type.String(),
  live: NullableId,
});
export type ReleaseConflict = Static<typeof ReleaseConflict>;

/** The 409 of a promote or rollback to a failing release that did not say acceptFailing: its health, and nothing changed. */
export const ReleaseFailing = Type.Object({
  error: Type.Literal('failing'),
  message: Type.String(),
  release: ReleaseId,
  health: ReleaseHealth,
  autoRolledBack: Type.Union([ReleaseAutoRollback, Type.Null()]),
});
export type ReleaseFailing = Static<typeof ReleaseFailing>;

/** GET /releases/live (public): per remote, the live release and the canary, if any. */
export const LiveRelease = Type.Object({ id: ReleaseId, manifestUrl: Type.String() });
export type LiveRelease = Static<typeof LiveRelease>;
export const CandidateRelease = Type.Object({ ...LiveRelease.properties, percent: Type.Integer({ minimum: 1, maximum: 99 }) });
export type CandidateRelease = Static<typeof CandidateRelease>;
export const RemoteReleases = Type.Object({
  live: Type.Union([LiveRelease, Type.Null()]),
  candidate: Type.Union([CandidateRelease, Type.Null()]),
});
export type RemoteReleases = Static<typeof RemoteReleases>;
export const LiveReleases = Type.Object({
  remotes: Type.Record(Type.String(), RemoteReleases, { description: 'Every remote, by container name' }),
});
export type LiveReleases = Static<typeof LiveReleases>;

/** What the browser reports about one load of a remote: never anything about the visitor. */
export const ReleaseReportKind = Type.Enum(['load', 'load-error', 'render-error']);
export type ReleaseReportKind = Static<typeof ReleaseReportKind>;
export const ReleaseReport = Type.Object(
  {
    // Any name: an unknown remote or release is accepted and ignored, so the answer tells no one which exist.
    remote: Type.String({ minLength: 1, maxLength: 64 }),
    release: Type.String({ minLength: 1, maxLength: 64 }),
    kind: ReleaseReportKind,
  },
  { additionalProperties: false },
);
export type ReleaseReport = Static<typeof ReleaseReport>;

/** One change of what is live, newest first in GET /releases/history. `actor` null: the API itself (automatic rollback). */
export const ReleaseChangeAction = Type.Enum([
  'promoted',
  'rolled-back',
  'canary-started',
  'canary-stopped',
  'auto-rolled-back',
  'auto-canary-stopped',
]);
export type ReleaseChangeAction = Static<typeof ReleaseChangeAction>;
export const ReleaseChange = Type.Object({
  at: IsoDateTime,
  remote: ReleaseRemote,
  action: ReleaseChangeAction,
  release: NullableId,
  before: ReleaseChannel,
  after: ReleaseChannel,
  actor: Type.Union([AuditActor, Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the API acted by itself (failure counts)' }),
});
export type ReleaseChange = Static<typeof ReleaseChange>;
export const ReleaseHistory = Type.Object({ data: Type.Array(ReleaseChange) });
export type ReleaseHistory = Static<typeof ReleaseHistory>;
