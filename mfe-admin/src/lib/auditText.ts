import type { AuditAction, AuditEntry } from '@beacon/shared/schemas';
import { ACTIVITY_TEXT } from '../content/adminText';
import { formatDateTime } from './format';

/** What each recorded action says, after the person's name. */
const VERBS: Record<AuditAction, string> = {
  'booking.approved': 'approved the booking',
  'booking.deleted': 'deleted the booking',
  'booking.restored': 'restored the booking',
  'booking.purged': 'removed the booking for good',
  'event.created': 'created the event',
  'event.updated': 'edited the event',
  'event.deleted': 'deleted the event',
  'event.restored': 'restored the event',
  'event.purged': 'removed the event for good',
  'image.uploaded': 'uploaded an image',
  'export.made': 'exported as CSV',
  'admin.signed-in': 'signed in',
  'release.published': 'published the release',
  'release.promoted': 'made live the release',
  'release.rolled-back': 'rolled back to the release',
  'release.canary': 'changed the canary of',
  'release.auto-rolled-back': 'rolled back automatically',
  'tip.status': 'changed the status of a tip',
  'tip.deleted': 'deleted a tip',
  'tip.replied': 'replied to a tip',
  'content.created': 'created the page',
  'content.saved': 'saved a draft of',
  'content.published': 'published',
  'content.scheduled': 'scheduled the publication of',
  'content.unscheduled': 'cancelled the scheduled publication of',
  'content.unpublished': 'unpublished',
  'content.restored': 'restored an earlier version of',
};

/** A release channel as an audit entry keeps it: the canary is the candidate and its share. */
interface ChannelShape {
  candidate?: { id?: unknown; percent?: unknown } | null;
}

const canaryPercent = (side: Record<string, unknown> | null): number | null => {
  const percent = (side as ChannelShape | null)?.candidate?.percent;
  return typeof percent === 'number' && percent > 0 ? percent : null;
};

/** A canary entry says what happened to it: started (at what share), changed (from and to), or stopped. */
function canaryText(entry: AuditEntry): string {
  const before = canaryPercent(entry.before);
  const after = canaryPercent(entry.after);
  if (after === null) return before === null ? 'stopped the canary of' : `stopped the canary (at ${before} %) of`;
  if (before === null) return `started a canary on ${after} % of visitors with`;
  return `changed the canary from ${before} % to ${after} % of visitors with`;
}

/** What the entry's action says, after the person's name. */
export const actionText = (entry: AuditEntry): string => {
  if (entry.action === 'release.canary') return canaryText(entry);
  if (entry.action === 'release.auto-rolled-back' && canaryPercent(entry.before) !== null && canaryPercent(entry.after) === null)
    return `stopped the canary (at ${canaryPercent(entry.before)} %) automatically`;
  return VERBS[entry.action];
};

/** The only content action without a person: the timer that publishes a scheduled draft. */
const SCHEDULED_PUBLICATION = 'The site (scheduled publication)';

/** Who acted: the person, or the site itself, named by the work it was doing. */
export const actorName = (entry: AuditEntry): string =>
  entry.actor?.name ??
  (entry.entity === 'release' ? ACTIVITY_TEXT.theSiteReleases : entry.entity === 'content' ? SCHEDULED_PUBLICATION : ACTIVITY_TEXT.theApi);

/** Why the site acted by itself (an automatic rollback's failure counts), when the entry says. */
export const reasonOf = (entry: AuditEntry): string | null => {
  const reason = entry.after?.['reason'];
  return typeof reason === 'string' && reason !== '' ? reason : null;
};

/** The row the entry is about, named as staff know it: a booking's requester and event, an event's title. */
export function subjectOf(entry: AuditEntry): string | null {
  const fields = { ...entry.before, ...entry.after };
  const text = (key: string): string | null => (typeof fields[key] === 'string' && fields[key] !== '' ? (fields[key] as string) : null);
  if (entry.entity === 'booking') {
    const requester = text('requesterName');
    const event = text('eventName');
    return requester && event ? `${requester} — ${event}` : (requester ?? event);
  }
  if (entry.entity === 'event') return text('title');
  // A page is known by its title when the entry names it, else by `<kind>/<slug>`.
  if (entry.entity === 'content') return text('title') ?? entry.entityId;
  if (entry.entity === 'image' || entry.entity === 'release') return entry.entityId;
  // A tip is known by when it arrived: the log holds nothing it said, nor who sent it.
  if (entry.entity === 'tip') {
    const received = text('receivedAt');
    return received ? `received ${formatDateTime(received)}` : null;
  }
  if (entry.entity === 'export') {
    const section = text('section');
    return section ? `${section}, ${valueText(fields['rows'])} rows` : null;
  }
  return null;
}

/** "Ana approved the booking “Bo — Town hall”"; an automatic rollback ends with its reason. */
export const entrySentence = (entry: AuditEntry): string => {
  const subject = subjectOf(entry);
  const reason = reasonOf(entry);
  return `${actorName(entry)} ${actionText(entry)}${subject ? ` “${subject}”` : ''}${reason ? `: ${reason}` : ''}`;
};

/** A value as a table cell shows it. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** For an approval or an edit, each field whose value changed, before and after (the version stamp left out). */
export function changesOf(entry: AuditEntry): FieldChange[] {
  // A creation or deletion holds the whole row on one side: only these hold changes on both.
  if (entry.action !== 'booking.approved' && entry.action !== 'event.updated' && entry.action !== 'tip.status') return [];
  if (!entry.before || !entry.after) return [];
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].filter((field) => field !== 'updatedAt');
  return fields
    .map((field) => ({ field, before: valueText(entry.before?.[field]), after: valueText(entry.after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
