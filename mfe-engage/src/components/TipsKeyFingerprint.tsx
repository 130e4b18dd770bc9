import useSWR from 'swr';
import { useConfig } from '@beacon/shared';
import { createApiClient, getTipsKey, tipKeys, useApiClient, type ApiClient, type ApiRequestError } from '@beacon/shared/api';
import type { FirstScreenLoad, FirstScreenRequest } from '@beacon/shared/hydration';
import type { TipsKey } from '@beacon/shared/schemas';

/** "ABCD 1234 …": upper-case hex in groups of four, as PGP tools print a fingerprint. */
export const groupedFingerprint = (hex: string): string => (hex.toUpperCase().match(/.{1,4}/g) ?? []).join(' ');

/** The newsroom key, as the fingerprint and the pages' server renders ask for it. */
export const tipsKeyRequest = (client: ApiClient) =>
  ({ key: tipKeys.newsroomKey, fetch: () => getTipsKey(client) }) satisfies FirstScreenRequest;

/** A page that shows the fingerprint loads the key for its server render. */
export const loadTipsKey: FirstScreenLoad = (_address, config) => [tipsKeyRequest(createApiClient({ baseUrl: config.apiUrl }))];

/**
 * The fingerprint of the newsroom key tips are encrypted to, as the API serves it, and a link to the armored key, so
 * a source can compare it with the one the newsroom prints elsewhere. In the served page (its pages load the key on
 * the server), so a source with scripts off sees it too; nothing when the key could not be had.
 */
export function TipsKeyFingerprint() {
  const { apiUrl } = useConfig();
  const { key, fetch } = tipsKeyRequest(useApiClient());
  const { data } = useSWR<TipsKey, ApiRequestError>(key, fetch);
  if (!data) return null;
  return (
    <p className="engage-field-note engage-tips-fingerprint">
      The newsroom key tips are encrypted to has the fingerprint <code>{groupedFingerprint(data.fingerprint)}</code>. Compare it with the
      one we print elsewhere; <a href={`${apiUrl}/tips/key.asc`}>download the public key</a>.
    </p>
  );
}
