import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { DevSession, DevSessionInput, SessionUser } from '@beacon/shared/schemas';
import { sameCode } from '../auth/admin-code';
import { authenticate } from '../auth/guard';
import { issueLocalToken } from '../auth/local-tokens';
import { HttpError } from '../http/errors';
import { auditActorOf } from '../plugins/app/audit/context';
import { clientKey } from '../plugins/external/rate-limit';
import { bearerAuth, errorResponses, rateLimited, type RoutePlugin } from './common';

const asksForAdmin = (request: FastifyRequest): boolean =>
  typeof request.body === 'object' && request.body !== null && (request.body as { role?: unknown }).role === 'admin';

/** Who am I (both modes), and the local development sign-in and sign-out (local mode only). */
export const authRoutes: RoutePlugin = async (app, { services }) => {
  const { auth, local, clock, config } = services;

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The user behind the bearer token',
        security: bearerAuth,
        response: { 200: SessionUser, ...errorResponses },
      },
    },
    async (request) => authenticate(request, auth),
  );

  if (!local || config.auth.mode !== 'local') return;
  const { tokenTtlSeconds, adminTokenTtlSeconds, devAdminCode } = config.auth;
  const codeAccepted = async (code: string): Promise<boolean> =>
    (devAdminCode !== null && sameCode(code, devAdminCode)) || (await local.adminCodes.spend(code));

  app.post(
    '/auth/dev/session',
    {
      config: {
        // Visitor sign-ins share this per-address limit; admin attempts are limited by their failures alone (below),
        // so visitors behind the same address cannot lock an admin out. Counted once the body says which it is.
        rateLimit: { ...rateLimited(services).rateLimit, hook: 'preHandler', allowList: asksForAdmin },
      },
      schema: {
        tags: ['auth'],
        summary: 'Development sign-in (local auth mode): a visitor or, with an admin code, an admin',
        description: `Returns an HS256 token: ${adminTokenTtlSeconds / 60} minutes for an admin, ${tokenTtlSeconds / 3600} hours for a visitor, ending earlier on sign-out (on any instance). A printed admin code works once (mint another with npm run admin-code -w api). Wrong or missing code: 403; after RATE_LIMIT_MAX failed codes in a minute from one address: 429.`,
        body: DevSessionInput,
        response: { 200: DevSession, ...errorResponses },
      },
    },
    async (request) => {
      const { role, name, code } = request.body;
      if (role === 'admin') {
        const address = clientKey(request);
        const wait = await local.adminFailures.retryAfter(address);
        if (wait > 0)
          throw new HttpError(
            429,
            `Rate limit exceeded: too many wrong admin codes from this address. Try again in ${wait} s.`,
            undefined,
            { 'retry-after': String(wait) },
          );
        if (!code)
          throw new HttpError(
            403,
            'An admin session needs the admin code printed in the API start-up log (or a new one from npm run admin-code -w api).',
          );
        if (!(await codeAccepted(code))) {
          await local.adminFailures.fail(address);
          throw new HttpError(403, 'The admin code is incorrect or already used. Mint a new one with npm run admin-code -w api.');
        }
      }
      const session = issueLocalToken({ name, role }, local.secret, role === 'admin' ? adminTokenTtlSeconds : tokenTtlSeconds, clock());
      await local.sessions.open(session.user.id, session.expiresAt);
      if (role === 'admin') {
        const actor = auditActorOf(session.user);
        await services.audit.append({ actor, requestId: request.id }, [
          { action: 'admin.signed-in', entity: 'session', entityId: session.user.id, after: { ...actor, role } },
        ]);
      }
      return { token: session.token, user: session.user, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the bearer token (local auth mode): the token stops working at once',
        security: bearerAuth,
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await authenticate(request, auth);
      await local.sessions.close(user.id);
      return reply.status(204).send(null);
    },
  );
};
