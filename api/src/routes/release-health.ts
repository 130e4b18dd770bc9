import { Type } from 'typebox';
import { REMOTE_NAMES } from '@beacon/shared/routes';
import { ReleaseReport, type ReleaseRemote } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import { isInternalCall, releaseKey, verifyReportToken, visitorOf } from '@beacon/shared/release-signing';
import { warmOnPageServers } from '../plugins/app/releases/warm-up';
import type { Services } from '../services';
import { errorResponses, readLimited, type RoutePlugin } from './common';

type RouteApp = Parameters<RoutePlugin>[0];

/** A browser's report: what happened, with the token the page server put in the page it was served. */
const SignedReleaseReport = Type.Object(
  {
    ...ReleaseReport.properties,
    token: Type.String({
      minLength: 1,
      maxLength: 2048,
      description: 'The report token of the page (its `beacon-release-report` meta tag)',
    }),
  },
  { additionalProperties: false },
);

const Observations = Type.Object(
  {
    observations: Type.Array(
      Type.Object(
        {
          remote: Type.Enum([...REMOTE_NAMES]),
          release: Type.String({ pattern: '^[0-9a-f]{12}$' }),
          served: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
          failures: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);

const noContent = { 204: Type.Null({ description: 'Counted (or ignored)' }), ...errorResponses };

/**
 * The two ways a release's health is counted: the page servers' own observations (authenticated with
 * PAGE_SERVER_SECRET) and browsers' reports (each with its page's signed token, one visitor counted once).
 * `changed`: what is live changed (an automatic rollback), so cached answers of the live map go.
 */
export function registerReleaseHealthRoutes(app: RouteApp, services: Services, changed: () => void): void {
  const { releases, config, clock } = services;
  const { secret, reportsPerAddress } = config.pageServers;

  app.post(
    '/releases/reports',
    {
      // Every page view sends reports: the read limit, not the write limit of forms.
      config: readLimited(services),
      schema: {
        tags: ['releases'],
        summary: 'Count one load or failure of a remote’s release (public; browsers send these)',
        description:
          'Counted only with a valid token of a page served with that release (403 otherwise), once per visitor per release and hour: ' +
          'the API keeps a keyed hash of the address for that hour, and the counts. An unknown remote or release is accepted and ignored. ' +
          'A failing candidate, or a failing live release with a healthy previous one, is rolled back at once.',
        body: SignedReleaseReport,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { token, ...report } = request.body;
      const signed = secret === null ? null : verifyReportToken(secret, token, clock());
      if (secret === null || !signed || !signed.releases.has(releaseKey(report.remote, report.release)))
        throw new HttpError(403, 'This report has no valid token for that release: only pages the page servers served can report.');
      const visitor = { visitor: visitorOf(secret, request.ip), slot: signed.nonce, perVisitor: reportsPerAddress };
      if (await releases.report(report, visitor, config.releaseFailures)) changed();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/releases/observations',
    {
      schema: {
        tags: ['releases'],
        summary: 'Count what a page server observed itself: pages composed with each release, and failures (page servers only)',
        description:
          'Authenticated with the bearer derived from PAGE_SERVER_SECRET (403 otherwise). A failure is a release whose files are missing or whose server render threw; a slow answer is not one.',
        body: Observations,
        response: noContent,
      },
    },
    async (request, reply) => {
      if (secret === null || !isInternalCall(secret, request.headers.authorization))
        throw new HttpError(403, 'Only the page servers report what they observed.');
      if (await releases.observe(request.body.observations, config.releaseFailures)) changed();
      return reply.code(204).send(null);
    },
  );
}

/** The release a change would switch to: `promote`/`canary` name it, `rollback` goes to the previous one. */
export type SwitchTo = { remote: ReleaseRemote; expectedLive: string | null } & ({ id: string } | { previous: true });

/**
 * Before a change switches visitors to a release: every page server must have warmed it (refused with 422/503 and the
 * reason otherwise; nothing changes). A change whose precondition no longer holds, or that names no release the
 * registry has, is left to the registry to refuse as before.
 */
export function warmBeforeSwitch(services: Services): (change: SwitchTo) => Promise<void> {
  const { releases, config, fetch: fetchImpl } = services;
  return async (change) => {
    if (config.pageServers.urls.length === 0) return;
    const listed = await releases.list(change.remote);
    const live = listed.find((release) => release.state === 'live')?.id ?? null;
    if (live !== change.expectedLive) return;
    const target =
      'id' in change ? listed.find((release) => release.id === change.id) : listed.find((release) => release.state === 'previous');
    if (!target || target.state === 'live') return;
    const refusal = await warmOnPageServers(
      config.pageServers,
      { remote: change.remote, id: target.id, manifestUrl: target.manifestUrl },
      fetchImpl,
    );
    if (refusal) throw new HttpError(refusal.status, refusal.message);
  };
}
