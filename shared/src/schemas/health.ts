import { Type, type Static } from 'typebox';

/** GET /health: 200 when the database answers, 503 otherwise. */
export const Health = Type.Object({
  status: Type.Enum(['ok', 'unavailable']),
  database: Type.Enum(['pglite', 'postgres']),
  uptimeSeconds: Type.Number(),
});
export type Health = Static<typeof Health>;
