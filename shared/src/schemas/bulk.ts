import { Type, type Static } from 'typebox';
import { Id, IsoDateTime } from './common';

export const BULK_MAX_ITEMS = 100;

/** One row of a bulk action; `version` (its updatedAt, as seen) makes that row's change conditional like If-Match. */
export const BulkItem = Type.Object({ id: Id, version: Type.Optional(IsoDateTime) }, { additionalProperties: false });
export type BulkItem = Static<typeof BulkItem>;

const items = Type.Array(BulkItem, { minItems: 1, maxItems: BULK_MAX_ITEMS, description: `1 to ${BULK_MAX_ITEMS} rows, each id once` });

/** POST /admin/bulk/bookings. */
export const BookingBulkInput = Type.Object({ action: Type.Enum(['approve', 'delete']), items }, { additionalProperties: false });
export type BookingBulkInput = Static<typeof BookingBulkInput>;

/** POST /admin/bulk/events. */
export const EventBulkInput = Type.Object({ action: Type.Enum(['delete']), items }, { additionalProperties: false });
export type EventBulkInput = Static<typeof EventBulkInput>;

/** A row's outcome: ok; not-found (unknown or already deleted); conflict (changed since `version`). */
export const BulkOutcome = Type.Enum(['ok', 'not-found', 'conflict']);
export type BulkOutcome = Static<typeof BulkOutcome>;

export const BulkRowResult = Type.Object({
  id: Id,
  outcome: BulkOutcome,
  status: Type.Integer({ description: 'What the single-row route would have answered: 200/204, 404 or 409' }),
  message: Type.String(),
  updatedAt: Type.Union([IsoDateTime, Type.Null()], { description: 'The row’s new version after an approval; null otherwise' }),
});
export type BulkRowResult = Static<typeof BulkRowResult>;

/** 200 even when some rows failed: each row says what happened to it, in the order sent. */
export const BulkResult = Type.Object({
  results: Type.Array(BulkRowResult),
  succeeded: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});
export type BulkResult = Static<typeof BulkResult>;
