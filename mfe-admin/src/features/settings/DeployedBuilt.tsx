import useSWR from 'swr';
import { getLiveReleases, listReleases, releaseKeys, useApiClient } from '@beacon/shared/api';
import type { ReleaseRemote } from '@beacon/shared/schemas';
import { formatDateTime } from '../../lib/format';
import type { RemoteBuild } from './remoteBuilds';

/**
 * When the deployed build was built. A release's files are copies (their dates are the copy's), so the registry's
 * record of the build is read first: the release at this manifest address, else the remote's live release. Without
 * one, the manifest's own build time, or its file date.
 */
export function DeployedBuilt({ build }: { build: RemoteBuild }) {
  const client = useApiClient();
  const remote = build.name as ReleaseRemote;
  const live = useSWR(releaseKeys.live(), () => getLiveReleases(client), { revalidateOnFocus: false });
  const liveId = live.data?.remotes[remote]?.live?.id ?? null;
  const list = useSWR(liveId ? releaseKeys.list(remote) : null, () => listReleases(client, remote), { revalidateOnFocus: false });
  const releases = list.data?.data ?? [];
  const release =
    releases.find((item) => item.manifestUrl === build.manifestUrl) ??
    releases.find((item) => build.manifestUrl.includes(`/${item.id}/`)) ??
    releases.find((item) => item.id === liveId);
  const builtAt = release?.builtAt ?? build.builtAt;
  return <>{builtAt ? formatDateTime(builtAt) : '—'}</>;
}
