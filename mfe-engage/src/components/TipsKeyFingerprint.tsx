import { useEffect, useState } from 'react';
import { useConfig } from '@beacon/shared';
import { getTipsKey, useApiClient } from '@beacon/shared/api';

/** "ABCD 1234 …": upper-case hex in groups of four, as PGP tools print a fingerprint. */
export const groupedFingerprint = (hex: string): string => (hex.toUpperCase().match(/.{1,4}/g) ?? []).join(' ');

/**
 * The fingerprint of the newsroom key tips are encrypted to, as the API serves it, and a link to the armored key, so
 * a source can compare it with the one the newsroom prints elsewhere. Nothing until the key has come.
 */
export function TipsKeyFingerprint() {
  const { apiUrl } = useConfig();
  const client = useApiClient();
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getTipsKey(client, controller.signal)
      .then((key) => setFingerprint(key.fingerprint))
      .catch(() => undefined);
    return () => controller.abort();
  }, [client]);
  if (!fingerprint) return null;
  return (
    <p className="engage-field-note engage-tips-fingerprint">
      The newsroom key tips are encrypted to has the fingerprint <code>{groupedFingerprint(fingerprint)}</code>. Compare it with the one we
      print elsewhere; <a href={`${apiUrl}/tips/key.asc`}>download the public key</a>.
    </p>
  );
}
