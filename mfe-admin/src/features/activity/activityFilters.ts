import type { AuditActor, AuditEntity, AuditQuery } from '@beacon/shared/schemas';

/** The Activity view's filters: a person, a kind of item, a range of days (from and to inclusive, in local time). */
export interface ActivityFilters {
  actorId: string | null;
  entity: AuditEntity | null;
  /** YYYY-MM-DD, or '' for no bound. */
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { actorId: null, entity: null, from: '', to: '' };

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  booking: 'Bookings',
  event: 'Events',
  image: 'Images',
  export: 'Exports',
  session: 'Sign-ins',
  release: 'Releases',
  tip: 'Tips',
  content: 'Pages',
};

export const isAuditEntity = (value: string): value is AuditEntity => Object.hasOwn(ENTITY_LABELS, value);

/** A local calendar day's start as an instant; `to` is exclusive at the API, so the last day's end is the next day's start. */
const dayStart = (day: string, plusDays = 0): string | null => {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  return new Date(year, month - 1, date + plusDays).toISOString();
};

export function activityQuery(filters: ActivityFilters, limit: number, cursor: string | undefined): AuditQuery {
  const from = filters.from ? dayStart(filters.from) : null;
  const to = filters.to ? dayStart(filters.to, 1) : null;
  return {
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    limit,
    ...(cursor ? { cursor } : {}),
  };
}

export const hasActivityFilters = (filters: ActivityFilters): boolean =>
  Boolean(filters.actorId || filters.entity || filters.from || filters.to);

/** The last characters of an id: enough to tell two people of one name apart. */
const shortId = (id: string): string => `…${id.slice(-6)}`;

/**
 * A person as the filter lists them: the name and how they signed in. A development sign-in has no account (the
 * person is the name typed); older entries kept one identity per session, told apart by its short id. Anyone else is
 * named with the short id of their account.
 */
export function personLabel(actor: AuditActor): string {
  if (actor.id.startsWith('local:person:')) return `${actor.name} · development sign-in`;
  if (actor.id.startsWith('local:')) return `${actor.name} · development session ${shortId(actor.id)}`;
  return `${actor.name} · ${shortId(actor.id)}`;
}
