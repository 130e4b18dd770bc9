import type { AuditActorList, AuditPage, AuditQuery } from '../schemas';
import type { ApiClient } from './client';
import { MAIN_API_KEY } from './keys';

/** The audit log (admin): who did what, newest first. The API writes it; nothing here changes it. */
export const auditKeys = {
  all: [MAIN_API_KEY, 'audit'] as const,
  page: (query: AuditQuery = {}) => [MAIN_API_KEY, 'audit', 'page', query] as const,
  actors: () => [MAIN_API_KEY, 'audit', 'actors'] as const,
};

/** One page; pass the answer's `nextCursor` as `cursor` for the next (older) one. */
export const listAuditEntries = (client: ApiClient, query: AuditQuery = {}, signal?: AbortSignal): Promise<AuditPage> =>
  client.request<AuditPage>({ path: '/admin/audit', query, signal });

/** A booking's or event's history (its entries, newest first). */
export const entityHistory = (client: ApiClient, entity: 'booking' | 'event', entityId: string, signal?: AbortSignal): Promise<AuditPage> =>
  listAuditEntries(client, { entity, entityId, limit: 100 }, signal);

/** The dashboard's "recent activity": the latest entries. */
export const recentActivity = (client: ApiClient, limit = 10, signal?: AbortSignal): Promise<AuditPage> =>
  listAuditEntries(client, { limit }, signal);

/** Everyone who appears in the log, for the person filter. */
export const listAuditActors = (client: ApiClient, signal?: AbortSignal): Promise<AuditActorList> =>
  client.request<AuditActorList>({ path: '/admin/audit/actors', signal });
