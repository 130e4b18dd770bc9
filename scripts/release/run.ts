/** The release command's work, given its arguments and surroundings (the entry point is scripts/release.ts). */
import path from 'node:path';
import { releasesDir } from '@beacon/platform';
import {
  createApiClient,
  getLiveReleases,
  listReleases,
  promoteRelease,
  publishRelease,
  releaseFailingOf,
  rollbackRelease,
  setCanary,
  type ApiClient,
} from '@beacon/shared/api';
import { REMOTE_MANIFEST_FILE } from '@beacon/shared/contract';
import type { ReleaseChannel, ReleaseRemote, ReleaseStatus } from '@beacon/shared/schemas';
import { REMOTE_APPS, type Env } from '@beacon/shared/apps';
import { remoteBaseUrl } from '@beacon/shared/env';
import { apiPortOf, ROOT } from '../apps';
import type { ReleaseArgs } from './args';
import { copyRelease, releaseFiles, releaseId, staleCopies } from './bundle';
import { buildFacts } from './metadata';

export interface ReleaseIo {
  env: Env;
  fetch: typeof fetch;
  /** The result (a release id, a channel, JSON): what a pipeline reads. */
  out(line: string): void;
  /** Progress, for people. */
  err(line: string): void;
}

/** A failure to report in one line (exit status 1). */
export class ReleaseError extends Error {}

const apiUrlOf = (env: Env): string => (env.API_URL?.trim() || `http://localhost:${apiPortOf(env)}`).replace(/\/+$/, '');

/** The remote's address as browsers reach it: MFE_<NAME>_URL, else REMOTES_URL/<folder>, else localhost on its port. */
function remoteOrigin(dir: string, env: Env): string {
  const app = REMOTE_APPS.find((remote) => remote.dir === dir);
  if (!app) throw new ReleaseError(`Unknown app ${dir}.`);
  return remoteBaseUrl(app, env);
}

/**
 * An admin session for the run: BEACON_ADMIN_TOKEN as is (Clerk or local), or a local sign-in with BEACON_ADMIN_CODE,
 * signed out when the run ends.
 */
async function adminSession(api: string, io: ReleaseIo): Promise<{ token: string; end(): Promise<void> }> {
  const given = io.env.BEACON_ADMIN_TOKEN?.trim();
  if (given) return { token: given, end: async () => undefined };
  const code = io.env.BEACON_ADMIN_CODE?.trim();
  if (!code) {
    throw new ReleaseError(
      'Set BEACON_ADMIN_TOKEN (an admin’s bearer token) or, with local auth, BEACON_ADMIN_CODE (an admin code: npm run admin-code -w api).',
    );
  }
  const anonymous = createApiClient({ baseUrl: api, fetch: io.fetch });
  const session = await anonymous.request<{ token: string }>({
    method: 'POST',
    path: '/auth/dev/session',
    body: { role: 'admin', name: 'Release command', code },
  });
  return {
    token: session.token,
    end: async () => {
      const signedIn = createApiClient({ baseUrl: api, fetch: io.fetch, getToken: async () => session.token });
      await signedIn.request({ method: 'POST', path: '/auth/sign-out' }).catch(() => undefined);
    },
  };
}

const channelText = ({ live, previous, candidate }: ReleaseChannel): string =>
  `live ${live ?? 'none'}, previous ${previous ?? 'none'}, canary ${candidate ? `${candidate.id} on ${candidate.percent}%` : 'none'}`;

/** A release's line in `status`: id, state, version, publication, the last hour, and why it is failing. */
export const statusLine = (release: ReleaseStatus): string => {
  const auto = release.autoRolledBack;
  const failing = auto
    ? `  FAILING: rolled back automatically ${auto.at}${auto.reason ? ` (${auto.reason})` : ''}`
    : release.failing
      ? '  FAILING'
      : '';
  return `${release.id}  ${release.state.padEnd(9)}  v${release.version}  built ${release.builtAt}  published ${release.publishedAt} by ${release.publishedBy.name}  last hour: ${release.health.loads} loads, ${release.health.failures} failures${failing}`;
};

/** A change refused because its release is failing reads as what to do about it. */
async function unlessFailing(change: Promise<ReleaseChannel>): Promise<ReleaseChannel> {
  try {
    return await change;
  } catch (error) {
    const failing = releaseFailingOf(error);
    if (failing) throw new ReleaseError(`${failing.message} Run again with --accept-failing to go ahead.`);
    throw error;
  }
}

/** Publishes the build in `dist`: copies it into place, registers it; prints its id (or the record with --json). */
async function publish(args: ReleaseArgs, dist: string, client: ApiClient, io: ReleaseIo): Promise<void> {
  const files = releaseFiles(dist);
  if (!files.includes(REMOTE_MANIFEST_FILE)) throw new ReleaseError(`${dist} has no ${REMOTE_MANIFEST_FILE}: build ${args.dir} first.`);
  const stale = staleCopies(dist, files);
  if (stale.length > 0)
    throw new ReleaseError(`${stale.join(', ')} in ${dist} no longer hold the files beside them: build ${args.dir} again.`);
  const id = releaseId(dist, files);
  const facts = buildFacts(dist);
  const copy = copyRelease(dist, files, path.join(releasesDir(io.env), args.remote), id);
  io.err(`${args.remote} ${id}: ${files.length} files ${copy.existed ? 'already in' : 'copied to'} ${copy.folder}`);
  if (args.cdn) io.err(`Upload that folder (without server/) to ${args.cdn}/${args.remote}/${id}/ before promoting it.`);
  const manifestUrl = args.cdn
    ? `${args.cdn}/${args.remote}/${id}/${REMOTE_MANIFEST_FILE}`
    : `${remoteOrigin(args.dir, io.env)}/releases/${id}/${REMOTE_MANIFEST_FILE}`;
  const { release, created } = await publishRelease(client, { remote: args.remote as ReleaseRemote, id, manifestUrl, ...facts });
  io.err(
    `${created ? 'Registered' : 'Already registered'}: ${release.remote} ${release.id} (version ${release.version}), not live until promoted.`,
  );
  io.out(args.json ? JSON.stringify(release) : release.id);
}

/** Runs one command; throws ReleaseError (or the API's error) when it cannot. */
export async function runRelease(args: ReleaseArgs, io: ReleaseIo): Promise<void> {
  const dist = args.dist ? path.resolve(args.dist) : path.join(ROOT, args.dir, 'dist');
  const api = apiUrlOf(io.env);
  const session = await adminSession(api, io);
  const client = createApiClient({ baseUrl: api, fetch: io.fetch, getToken: async () => session.token });
  const remote = args.remote as ReleaseRemote;
  const buildId = (): string => releaseId(dist, releaseFiles(dist));
  const expected = async (): Promise<string | null> =>
    args.expect !== undefined ? args.expect : ((await getLiveReleases(client)).remotes[remote]?.live?.id ?? null);
  const changed = (channel: ReleaseChannel): void => {
    io.err(`${remote}: ${channelText(channel)}`);
    io.out(args.json ? JSON.stringify(channel) : channelText(channel));
  };
  try {
    const { action } = args;
    const acceptFailing = args.acceptFailing || undefined;
    if (action.command === 'publish') await publish(args, dist, client, io);
    else if (action.command === 'promote')
      changed(await unlessFailing(promoteRelease(client, remote, action.id ?? buildId(), await expected(), { acceptFailing })));
    else if (action.command === 'rollback') {
      const live = await expected();
      if (live === null) throw new ReleaseError(`No release of ${remote} is live: nothing to roll back.`);
      changed(await unlessFailing(rollbackRelease(client, remote, live, { ...(action.id ? { to: action.id } : {}), acceptFailing })));
    } else if (action.command === 'canary') {
      const expectedLive = await expected();
      const canary =
        action.percent === 0 ? { percent: 0, expectedLive } : { id: action.id ?? buildId(), percent: action.percent, expectedLive };
      changed(await setCanary(client, remote, canary));
    } else {
      const { data } = await listReleases(client, remote);
      if (args.json) io.out(JSON.stringify(data));
      else for (const release of data) io.out(statusLine(release));
    }
  } finally {
    await session.end();
  }
}
