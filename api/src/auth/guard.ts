import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import type { Authenticator } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard (and GET /auth/me) once the bearer token checks out. */
    user?: SessionUser;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;
const CHALLENGE = { 'www-authenticate': 'Bearer' };

/** 401 for a missing, malformed, forged or expired token. */
export async function authenticate(request: FastifyRequest, auth: Authenticator): Promise<SessionUser> {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, 'Sign in required: send an Authorization: Bearer <token> header.', undefined, CHALLENGE);
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'Malformed Authorization header: expected "Bearer <token>".', undefined, CHALLENGE);
  const user = await auth.verify(match[1]);
  if (!user) throw new HttpError(401, 'The session token is invalid or has expired. Sign in again.', undefined, CHALLENGE);
  request.user = user;
  return user;
}

/** onRequest hook for admin routes: it runs before the body is read, so strangers learn nothing about validation. */
export function adminGuard(auth: Authenticator) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await authenticate(request, auth);
    if (user.role !== 'admin') throw new HttpError(403, 'This action needs the admin role.');
  };
}
