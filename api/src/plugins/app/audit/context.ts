import type { FastifyRequest } from 'fastify';
import type { AuditContext } from './audit-repository';

/** The signed-in admin (set by the admin guard) and the request id, for the entries a request writes. */
export const auditContext = (request: FastifyRequest): AuditContext => ({
  actor: request.user ? { id: request.user.id, name: request.user.name } : null,
  requestId: request.id,
});
