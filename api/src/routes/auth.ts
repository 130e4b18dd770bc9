import { createHash, timingSafeEqual } from 'node:crypto';
import { DevSession, DevSessionInput, SessionUser } from '@beacon/shared/schemas';
import { authenticate } from '../auth/guard';
import { issueLocalToken } from '../auth/local-tokens';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses, rateLimited, type RoutePlugin } from './common';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
/** Constant-time comparison of the admin code (hashing first makes the lengths equal). */
const sameCode = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

/** Who am I (both modes), and the local development sign-in (local mode only). */
export const authRoutes: RoutePlugin = async (app, { services }) => {
  const { auth, local, clock, config } = services;

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'The user behind the bearer token', security: bearerAuth, response: { 200: SessionUser, ...errorResponses } } },
    async (request) => authenticate(request, auth),
  );

  if (!local || config.auth.mode !== 'local') return;
  const ttl = config.auth.tokenTtlSeconds;

  app.post(
    '/auth/dev/session',
    {
      config: rateLimited(services),
      schema: {
        tags: ['auth'],
        summary: 'Development sign-in (local auth mode): a visitor or, with the admin code from the start-up log, an admin',
        description: `Returns an HS256 token valid for ${ttl / 3600} hours. Wrong or missing code for an admin session: 403.`,
        body: DevSessionInput,
        response: { 200: DevSession, ...errorResponses },
      },
    },
    async (request) => {
      const { role, name, code } = request.body;
      if (role === 'admin') {
        if (!code) throw new HttpError(403, 'An admin session needs the admin code printed in the API start-up log.');
        if (!sameCode(code, local.adminCode)) throw new HttpError(403, 'The admin code is incorrect. Use the code printed in the API start-up log.');
      }
      const session = issueLocalToken({ name, role }, local.secret, ttl, clock());
      return { token: session.token, user: session.user, expiresAt: session.expiresAt.toISOString() };
    },
  );
};
