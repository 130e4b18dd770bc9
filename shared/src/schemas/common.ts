import { Type, type Static } from 'typebox';

/** Entity ids are UUIDs; anything else in a path is a malformed id (400, not 404). */
export const Id = Type.String({ format: 'uuid', description: 'Entity id (UUID)' });
export type Id = Static<typeof Id>;

/** A moment in time, ISO 8601 with a time zone, e.g. 2025-08-28T18:30:00.000Z. */
export const IsoDateTime = Type.String({ format: 'date-time', description: 'ISO 8601 date-time with time zone' });
export type IsoDateTime = Static<typeof IsoDateTime>;

/** A calendar day, ISO 8601 (YYYY-MM-DD). */
export const IsoDate = Type.String({ format: 'date', description: 'ISO 8601 calendar date (YYYY-MM-DD)' });
export type IsoDate = Static<typeof IsoDate>;

/** An e-mail address (RFC 5321 length limit). */
export const Email = Type.String({ format: 'email', maxLength: 254, description: 'E-mail address' });
export type Email = Static<typeof Email>;

/** Path parameters of the `/:id` routes. */
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

/** Body of every 4xx/5xx answer of the main API: `fields` names each bad input field. */
export const ApiError = Type.Object({
  error: Type.String({ description: 'HTTP status text, e.g. "Bad Request"' }),
  message: Type.String({ description: 'What went wrong, for people' }),
  fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Field name → what is wrong with it' })),
});
export type ApiError = Static<typeof ApiError>;
