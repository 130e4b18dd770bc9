import type { ReleaseFailing, ReleaseRemote, ReleaseStatus } from '@beacon/shared/schemas';
import { isFailing, type FailurePolicy } from './health';
import type { ReleasesRepository } from './releases-repository';

/** A remote's releases as staff decide on them: state, health, the API's own rollback, failing or not. */
export async function releaseStatuses(
  repository: ReleasesRepository,
  remote: ReleaseRemote,
  policy: FailurePolicy,
): Promise<ReleaseStatus[]> {
  const items = await repository.list(remote);
  const records = await repository.records(remote);
  return items.map((item) => {
    const autoRolledBack = records.autoRolledBack.get(item.id) ?? null;
    return {
      ...item,
      failing: autoRolledBack !== null || isFailing(item.health, policy),
      autoRolledBack,
      wasLive: records.wasLive.has(item.id),
    };
  });
}

/** Why a release should not go live without a second thought: the 409 body for a failing one, null otherwise. */
export async function failingRefusal(
  repository: ReleasesRepository,
  remote: ReleaseRemote,
  id: string,
  policy: FailurePolicy,
): Promise<ReleaseFailing | null> {
  const status = (await releaseStatuses(repository, remote, policy)).find((item) => item.id === id);
  if (!status?.failing) return null;
  const { health, autoRolledBack } = status;
  const why = autoRolledBack
    ? `it was rolled back automatically${autoRolledBack.reason ? ` (${autoRolledBack.reason})` : ''}`
    : `${health.failures} of its ${health.loads} loads in the last hour failed`;
  return {
    error: 'failing',
    message: `${remote} ${id} is failing: ${why}.`,
    release: id,
    health,
    autoRolledBack,
  };
}
