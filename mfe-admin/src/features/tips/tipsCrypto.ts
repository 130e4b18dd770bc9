import { loadOpenPgp, type PrivateKey } from '@beacon/shared/tips-crypto';

/** Why a key could not be used: each has its own message for staff. */
export type KeyProblem = 'not-a-private-key' | 'wrong-passphrase' | 'wrong-key';

export class TipsKeyError extends Error {
  constructor(readonly problem: KeyProblem) {
    super(problem);
    this.name = 'TipsKeyError';
  }
}

/** A private key opened with its passphrase for this session: lives in memory only. */
export interface UnlockedKey {
  key: PrivateKey;
  /** Upper-case hex, as PGP tools print it. */
  fingerprint: string;
}

/**
 * Reads an armored private key and opens it with `passphrase`. Tells a public key or other text
 * (not a private key) from a wrong passphrase, so staff know which of the two to fix.
 */
export async function unlockKey(armoredKey: string, passphrase: string): Promise<UnlockedKey> {
  const pgp = await loadOpenPgp();
  let locked: PrivateKey;
  try {
    locked = await pgp.readPrivateKey({ armoredKey: armoredKey.trim() });
  } catch {
    throw new TipsKeyError('not-a-private-key');
  }
  let key: PrivateKey;
  try {
    key = locked.isDecrypted() ? locked : await pgp.decryptKey({ privateKey: locked, passphrase });
  } catch {
    throw new TipsKeyError('wrong-passphrase');
  }
  return { key, fingerprint: key.getFingerprint().toUpperCase() };
}
