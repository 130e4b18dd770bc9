import type {
  CanaryRelease,
  LiveReleases,
  Release,
  ReleaseChannel,
  ReleaseFailing,
  ReleaseHistory,
  ReleaseInput,
  ReleaseList,
  ReleaseRemote,
  ReleaseReportKind,
} from '../schemas';
import type { ApiClient } from './client';
import { ApiRequestError } from './errors';
import { MAIN_API_KEY } from './keys';

/**
 * The remotes' release registry: what is live for each remote (public), the releases and their health, and the
 * changes (admin). Every change names the live release it was decided on (`expectedLive`): when another change came
 * first the API answers 409 and changes nothing — `releaseConflictOf` reads the live release from that answer.
 */
export const releaseKeys = {
  all: [MAIN_API_KEY, 'releases'] as const,
  live: () => [MAIN_API_KEY, 'releases', 'live'] as const,
  list: (remote: ReleaseRemote) => [MAIN_API_KEY, 'releases', remote] as const,
  history: (remote: ReleaseRemote) => [MAIN_API_KEY, 'releases', remote, 'history'] as const,
};

export const getLiveReleases = (client: ApiClient, signal?: AbortSignal): Promise<LiveReleases> =>
  client.request<LiveReleases>({ path: '/releases/live', signal });

/** A remote's releases, newest first, with their state and the last hour's loads and failures. */
export const listReleases = (client: ApiClient, remote: ReleaseRemote, signal?: AbortSignal): Promise<ReleaseList> =>
  client.request<ReleaseList>({ path: '/releases', query: { remote }, signal });

export const getReleaseHistory = (
  client: ApiClient,
  remote: ReleaseRemote,
  limit?: number,
  signal?: AbortSignal,
): Promise<ReleaseHistory> =>
  client.request<ReleaseHistory>({ path: '/releases/history', query: { remote, ...(limit === undefined ? {} : { limit }) }, signal });

/** Registers a build; `created` is false when the same release was already registered (a retried publish). */
export async function publishRelease(
  client: ApiClient,
  input: ReleaseInput,
  signal?: AbortSignal,
): Promise<{ release: Release; created: boolean }> {
  const answer = await client.exchange<Release>({ method: 'POST', path: '/releases', body: input, signal });
  return { release: answer.data, created: answer.status === 201 };
}

const change = (client: ApiClient, remote: ReleaseRemote, action: string, body: object, signal?: AbortSignal): Promise<ReleaseChannel> =>
  client.request<ReleaseChannel>({ method: 'POST', path: `/releases/${encodeURIComponent(remote)}/${action}`, body, signal });

/** A failing release goes live only with `acceptFailing`; without it the API answers 409 (see `releaseFailingOf`). */
export const promoteRelease = (
  client: ApiClient,
  remote: ReleaseRemote,
  id: string,
  expectedLive: string | null,
  options: { acceptFailing?: boolean } = {},
  signal?: AbortSignal,
): Promise<ReleaseChannel> => change(client, remote, 'promote', { id, expectedLive, ...options }, signal);

/** Back to the previous release, or `to`: any release that was live before. */
export const rollbackRelease = (
  client: ApiClient,
  remote: ReleaseRemote,
  expectedLive: string,
  options: { to?: string; acceptFailing?: boolean } = {},
  signal?: AbortSignal,
): Promise<ReleaseChannel> => change(client, remote, 'rollback', { expectedLive, ...options }, signal);

/** Starts or changes a canary (`percent` 1–99 with `id`), or stops it (`percent` 0). */
export const setCanary = (client: ApiClient, remote: ReleaseRemote, canary: CanaryRelease, signal?: AbortSignal): Promise<ReleaseChannel> =>
  change(client, remote, 'canary', canary, signal);

/** One load or failure of a remote's release, as the browser saw it (nothing about the visitor). */
export const reportRelease = async (client: ApiClient, remote: string, release: string, kind: ReleaseReportKind): Promise<void> => {
  await client.request<undefined>({ method: 'POST', path: '/releases/reports', body: { remote, release, kind } });
};

/**
 * The live release a refused change met (409: another change came first), or undefined for any other error. null: none
 * is live.
 */
export function releaseConflictOf(error: unknown): string | null | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('live' in body)) return undefined;
  const live = (body as { live: unknown }).live;
  return typeof live === 'string' || live === null ? live : undefined;
}

/** The health of the failing release a promote or rollback was refused for (409 "failing"), or undefined for any other error. */
export function releaseFailingOf(error: unknown): ReleaseFailing | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const body = error.body as Partial<ReleaseFailing> | null;
  return typeof body === 'object' && body !== null && body.error === 'failing' ? (body as ReleaseFailing) : undefined;
}
