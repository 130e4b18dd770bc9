import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuditActor, SessionUser } from '@beacon/shared/schemas';
import type { AuditContext } from './audit-repository';

/** The prefix of local (development sign-in) user ids: `local:<session>`. */
const LOCAL = 'local:';

/**
 * Who a signed-in user is in the log. A Clerk user keeps its id. A local sign-in has no account, only the name typed
 * with the admin code, and each sign-in is a new session id: the person is that name (trimmed, any case), so one
 * person's local sessions are one actor in the log and its person filter.
 */
export const auditActorOf = (user: Pick<SessionUser, 'id' | 'name'>): AuditActor => {
  if (!user.id.startsWith(LOCAL)) return { id: user.id, name: user.name };
  const person = createHash('sha256').update(user.name.trim().toLowerCase()).digest('hex').slice(0, 16);
  return { id: `${LOCAL}person:${person}`, name: user.name };
};

/** The signed-in admin (set by the admin guard) and the request id, for the entries a request writes. */
export const auditContext = (request: FastifyRequest): AuditContext => ({
  actor: request.user ? auditActorOf(request.user) : null,
  requestId: request.id,
});
