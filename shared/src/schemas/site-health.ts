import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';

/** One minute of the last hour, across every API instance. null: nothing was measured for it. */
export const SiteHealthMinute = Type.Object({
  at: IsoDateTime,
  requests: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Requests answered in that minute' }),
  errors: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Of those, answers with a 5xx status' }),
  p95Ms: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description: '95th percentile of the time to answer, in milliseconds (null: no request that minute)',
  }),
});
export type SiteHealthMinute = Static<typeof SiteHealthMinute>;

/** A process serving the site: an API instance or a page server. */
export const SiteInstance = Type.Object({
  name: Type.String({ description: 'e.g. "api-1", "host-2"' }),
  role: Type.Enum(['api', 'pages']),
  state: Type.Enum(['up', 'down', 'draining']),
});
export type SiteInstance = Static<typeof SiteInstance>;

/** GET /admin/site-health: the last hour per minute, each instance's state and the last verified backup. */
export const SiteHealth = Type.Object({
  source: Type.Enum(['prometheus', 'process'], {
    description: 'prometheus: the cluster’s Prometheus (every instance); process: this API process’s own counters',
  }),
  minutes: Type.Array(SiteHealthMinute, { maxItems: 61 }),
  seriesProblem: Type.Union([Type.String(), Type.Null()], { description: 'Why there are no series (Prometheus did not answer)' }),
  instances: Type.Array(SiteInstance),
  lastVerifiedBackupAt: Type.Union([IsoDateTime, Type.Null()], { description: 'The last backup restored and checked; null: never' }),
});
export type SiteHealth = Static<typeof SiteHealth>;
