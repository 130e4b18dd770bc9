import { Type, type Static } from 'typebox';
import { Email, IsoDateTime } from './common';

/** POST /subscribers (a subscriber is a single field: the email). */
export const SubscriberInput = Type.Object({ email: Email }, { additionalProperties: false });
export type SubscriberInput = Static<typeof SubscriberInput>;

export const SubscriberParams = Type.Object({ email: Email }, { additionalProperties: false });
export type SubscriberParams = Static<typeof SubscriberParams>;

export const Subscriber = Type.Object({
  _id: Type.String({ description: 'Local id (UUID), or the mailing-list provider’s id' }),
  email: Type.String(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Subscriber = Static<typeof Subscriber>;

/** 422 answer of POST /subscribers: the mailing-list service's shape (`errors` indicator + `message`) plus `error`/`fields`. */
export const SubscriberError = Type.Object({
  error: Type.String(),
  message: Type.String(),
  errors: Type.Literal(true),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type SubscriberError = Static<typeof SubscriberError>;
