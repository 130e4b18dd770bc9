import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';

/**
 * What an audit entry is about. `export` and `session` entries have no entity id of a booking or event; a `release`
 * entry's id is `<remote>/<release id>`; a `content` entry's is `<kind>/<slug>`.
 */
export const AuditEntity = Type.Enum(['booking', 'event', 'image', 'export', 'session', 'tip', 'release', 'content']);
export type AuditEntity = Static<typeof AuditEntity>;

/**
 * Every kind of admin write the API records. `*.purged` and `release.auto-rolled-back` entries are the API's own (no
 * actor), and so is `content.published` when a scheduled publication happened.
 */
export const AuditAction = Type.Enum([
  'booking.approved',
  'booking.deleted',
  'booking.restored',
  'booking.purged',
  'event.created',
  'event.updated',
  'event.deleted',
  'event.restored',
  'event.purged',
  'image.uploaded',
  'export.made',
  'admin.signed-in',
  'tip.status',
  'tip.deleted',
  'tip.replied',
  'release.published',
  'release.promoted',
  'release.rolled-back',
  'release.canary',
  'release.auto-rolled-back',
  'content.created',
  'content.saved',
  'content.published',
  'content.scheduled',
  'content.unscheduled',
  'content.unpublished',
  'content.restored',
]);
export type AuditAction = Static<typeof AuditAction>;

/** The signed-in user who acted (their id and display name at that moment). */
export const AuditActor = Type.Object({ id: Type.String(), name: Type.String() });
export type AuditActor = Static<typeof AuditActor>;

/** A JSON snapshot of the fields an action changed (or the whole row, for a creation or deletion). */
export const AuditFields = Type.Record(Type.String(), Type.Unknown(), { description: 'Field name → value' });
export type AuditFields = Static<typeof AuditFields>;

/**
 * One recorded admin write. `before`/`after` hold only the fields that changed for an update, the whole
 * row for a creation (`after`) or a deletion (`before`), and null where there is nothing to show.
 */
export const AuditEntry = Type.Object({
  id: Type.String({ pattern: '^[0-9]+$', description: 'Sequence number: later entries have larger ids' }),
  at: IsoDateTime,
  actor: Type.Union([AuditActor, Type.Null()], { description: 'null: the API itself (the 30-day purge)' }),
  action: AuditAction,
  entity: AuditEntity,
  entityId: Type.Union([Type.String(), Type.Null()], {
    description: 'The booking/event id, the image public id, the user id of a sign-in',
  }),
  before: Type.Union([AuditFields, Type.Null()]),
  after: Type.Union([AuditFields, Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()], { description: 'The id of the API request that made the change' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

/** GET /admin/audit: newest first; every filter optional and combined with AND. */
export const AuditQuery = Type.Object(
  {
    actorId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only this person’s actions' })),
    entity: Type.Optional(AuditEntity),
    entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'One booking’s or event’s history' })),
    action: Type.Optional(AuditAction),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'At or after this moment' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Before this moment' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_SIZE.max, description: `Default ${AUDIT_PAGE_SIZE.default}` })),
    cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,19}$', description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({
  entries: Type.Array(AuditEntry),
  nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as cursor for older entries; null on the last page' }),
});
export type AuditPage = Static<typeof AuditPage>;

/** GET /admin/audit/actors: everyone who appears in the log (for the "person" filter), by latest action. */
export const AuditActorSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  entries: Type.Integer({ minimum: 1 }),
  lastAt: IsoDateTime,
});
export type AuditActorSummary = Static<typeof AuditActorSummary>;
export const AuditActorList = Type.Array(AuditActorSummary);
export type AuditActorList = Static<typeof AuditActorList>;
