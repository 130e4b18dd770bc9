import { Type, type Static } from 'typebox';

/** GET /health: 200 when the database answers, 503 otherwise. */
export const Health = Type.Object({
  status: Type.Enum(['ok', 'unavailable']),
  database: Type.Enum(['pglite', 'postgres']),
  uptimeSeconds: Type.Number(),
});
export type Health = Static<typeof Health>;

/** GET /health/live: the process runs and its event loop turns. */
export const Liveness = Type.Object({ status: Type.Literal('ok'), uptimeSeconds: Type.Number() });
export type Liveness = Static<typeof Liveness>;

/** GET /health/ready: 200 when this instance should get traffic; otherwise each failing check is named. */
export const Readiness = Type.Object({
  status: Type.Enum(['ready', 'unavailable']),
  checks: Type.Object({
    database: Type.Enum(['ok', 'unreachable']),
    redis: Type.Enum(['ok', 'unreachable', 'not configured']),
    migrations: Type.Enum(['ok', 'pending', 'unknown']),
    draining: Type.Boolean(),
    overloaded: Type.Boolean(),
  }),
});
export type Readiness = Static<typeof Readiness>;
