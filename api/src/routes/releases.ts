import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  CanaryRelease,
  LiveReleases,
  PromoteRelease,
  Release,
  ReleaseChannel,
  ReleaseConflict,
  ReleaseFailing,
  ReleaseHistory,
  ReleaseInput,
  ReleaseList,
  ReleaseRemote,
  ReleaseRemoteParams,
  ReleaseRemoteQuery,
  RollbackRelease,
  type ReleaseChannel as Channel,
} from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import { responseCache } from '../http/response-cache';
import { auditActorOf, auditContext } from '../plugins/app/audit/context';
import type { ChangeOutcome } from '../plugins/app/releases/releases-repository';
import { failingRefusal, releaseStatuses } from '../plugins/app/releases/status';
import { bearerAuth, errorResponses, readLimited, sendRaw, type RoutePlugin } from './common';
import { registerReleaseHealthRoutes, warmBeforeSwitch } from './release-health';

const HISTORY_PAGE = { default: 50, max: 200 } as const;

const HistoryQuery = Type.Object(
  {
    remote: ReleaseRemote,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_PAGE.max, description: `Default ${HISTORY_PAGE.default}` })),
  },
  { additionalProperties: false },
);

/** Browsers and page servers may keep the live map this long; an instance keeps its serialized answer 1 s. */
const LIVE_CACHE_CONTROL = 'public, max-age=5';

const changeResponses = { 200: ReleaseChannel, 409: ReleaseConflict, ...errorResponses };
/** Promote and rollback: also 409 (error "failing") for a failing release unless the caller accepts it. */
const liveChangeResponses = { ...changeResponses, 409: Type.Union([ReleaseConflict, ReleaseFailing]) };
const FAILING =
  'A failing release (its last hour breaks the failure policy, or the API rolled it back by itself) → 409 with error "failing" and its health, unless acceptFailing is true.';
const PRECONDITION =
  'Conditional: applied only if the live release is still expectedLive (null: none live), in one transaction; otherwise 409 with the live release, and nothing changes. ' +
  'Before switching, every page server (PAGE_SERVERS) must warm the release it switches to: 422 when one cannot render it, 503 when one does not answer, and nothing changes.';

/**
 * The remotes' release registry: publish builds (immutable), decide which is live, try one on a share of visitors,
 * roll back. The page servers warm a release before it serves anyone, and report what they observe of each; browsers
 * report each load and failure with their page's token (release-health.ts); a failing candidate (or a failing live
 * release with a healthy previous one) is rolled back by the API itself.
 */
export const releaseRoutes: RoutePlugin = async (app, { services }) => {
  const { releases, requireAdmin, clock, config } = services;
  const liveCache = responseCache(1000, clock, 1);
  const warm = warmBeforeSwitch(services);

  /** The answer of a change: the channel, or 409/404/400 saying why nothing changed. */
  const answer = (reply: FastifyReply, outcome: ChangeOutcome): Channel | FastifyReply => {
    if (outcome.outcome === 'changed') {
      liveCache.clear();
      return outcome.channel;
    }
    if (outcome.outcome === 'conflict') return reply.code(409).send({ error: 'conflict', message: outcome.message, live: outcome.live });
    throw new HttpError(outcome.outcome === 'unknown' ? 404 : 400, outcome.message);
  };

  app.get(
    '/releases/live',
    {
      config: readLimited(services),
      schema: {
        tags: ['releases'],
        summary: 'Which release of each remote is live, and the canary if one runs (public)',
        description: `Every remote appears; null where no release is live or no canary runs. Cache-Control: ${LIVE_CACHE_CONTROL}.`,
        response: { 200: LiveReleases, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', LIVE_CACHE_CONTROL);
      const hit = liveCache.get('live');
      if (hit) return sendRaw(reply, hit.body);
      const body = Buffer.from(JSON.stringify(await releases.live()));
      liveCache.set('live', { body, etag: null });
      return sendRaw(reply, body);
    },
  );

  app.post(
    '/releases',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['releases'],
        summary: 'Register a published build of a remote (admin); it is not made live',
        description:
          'The files are already at manifestUrl. 201 with the new record; the same id with the same fields again → 200 (a pipeline may retry); the same id with different fields → 409.',
        security: bearerAuth,
        body: ReleaseInput,
        response: { 200: Release, 201: Release, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'Sign in required.');
      const { outcome, release } = await releases.publish(request.body, auditActorOf(user), auditContext(request));
      if (outcome === 'different')
        throw new HttpError(409, `${release.remote} already has a release ${release.id} with other details: a release never changes.`);
      return reply.code(outcome === 'created' ? 201 : 200).send(release);
    },
  );

  app.get(
    '/releases',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['releases'],
        summary: 'A remote’s releases, newest first, with their state and last hour’s loads and failures (admin)',
        security: bearerAuth,
        querystring: ReleaseRemoteQuery,
        response: { 200: ReleaseList, ...errorResponses },
      },
    },
    async (request) => ({ data: await releaseStatuses(releases, request.query.remote, config.releaseFailures) }),
  );

  app.get(
    '/releases/history',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['releases'],
        summary: 'A remote’s changes of live release and canary, newest first (admin)',
        description: 'actor null: the API rolled back by itself (reason says why).',
        security: bearerAuth,
        querystring: HistoryQuery,
        response: { 200: ReleaseHistory, ...errorResponses },
      },
    },
    async (request) => ({ data: await releases.history(request.query.remote, request.query.limit ?? HISTORY_PAGE.default) }),
  );

  app.post(
    '/releases/:remote/promote',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['releases'],
        summary: 'Make a release live (admin); the live one becomes previous; promoting the candidate ends the canary',
        description: `${PRECONDITION} Promoting the release that is already live changes nothing (200). 404: no such release. ${FAILING}`,
        security: bearerAuth,
        params: ReleaseRemoteParams,
        body: PromoteRelease,
        response: liveChangeResponses,
      },
    },
    async (request, reply) => {
      const { remote } = request.params;
      const { id, expectedLive, acceptFailing } = request.body;
      const refusal =
        acceptFailing === true || id === expectedLive ? null : await failingRefusal(releases, remote, id, config.releaseFailures);
      if (refusal) return reply.code(409).send(refusal);
      await warm({ remote, id, expectedLive });
      return answer(reply, await releases.promote(remote, id, expectedLive, auditContext(request)));
    },
  );

  app.post(
    '/releases/:remote/rollback',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['releases'],
        summary: 'Make the previous release, or any release live before (to), live again (admin)',
        description: `${PRECONDITION} 409 as well when there is no previous release; 400 when \`to\` was never live. ${FAILING}`,
        security: bearerAuth,
        params: ReleaseRemoteParams,
        body: RollbackRelease,
        response: liveChangeResponses,
      },
    },
    async (request, reply) => {
      const { remote } = request.params;
      const { expectedLive, to, acceptFailing } = request.body;
      const target = to ?? (await releases.list(remote)).find((item) => item.state === 'previous')?.id;
      const refusal =
        acceptFailing === true || target === undefined ? null : await failingRefusal(releases, remote, target, config.releaseFailures);
      if (refusal) return reply.code(409).send(refusal);
      await warm(to === undefined ? { remote, previous: true, expectedLive } : { remote, id: to, expectedLive });
      const context = auditContext(request);
      return answer(
        reply,
        to === undefined
          ? await releases.rollback(remote, expectedLive, context)
          : await releases.rollbackTo(remote, to, expectedLive, context),
      );
    },
  );

  app.post(
    '/releases/:remote/canary',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['releases'],
        summary: 'Start, change or stop a canary: a release on percent % of visitors (admin)',
        description: `${PRECONDITION} percent 1–99 with id starts or changes it (a release must be live; the live one cannot be its own canary: 400); percent 0 stops it.`,
        security: bearerAuth,
        params: ReleaseRemoteParams,
        body: CanaryRelease,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const { id, percent, expectedLive } = request.body;
      if (id !== undefined && percent > 0) await warm({ remote: request.params.remote, id, expectedLive });
      return answer(reply, await releases.canary(request.params.remote, request.body, auditContext(request)));
    },
  );

  registerReleaseHealthRoutes(app, services, () => liveCache.clear());
};
