import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { unlockKey, type UnlockedKey } from './tipsCrypto';

export interface TipsKeySession {
  /** The opened private key, or null while locked. */
  unlocked: UnlockedKey | null;
  /** Opens the key for this session; rejects with a TipsKeyError and leaves the session as it was. */
  unlock: (armoredKey: string, passphrase: string) => Promise<void>;
  /** Forgets the key. */
  lock: () => void;
}

const TipsKeyContext = createContext<TipsKeySession | null>(null);

/**
 * Holds the tips private key for the admin session, in this tab's memory only: never sent to the API,
 * never written to storage. Leaving the admin area, reloading or Lock forgets it. The passphrase is
 * not kept at all, only the key it opened.
 */
export function TipsKeyProvider({ children }: { children: ReactNode }) {
  const [unlocked, setUnlocked] = useState<UnlockedKey | null>(null);
  const unlock = useCallback(async (armoredKey: string, passphrase: string) => setUnlocked(await unlockKey(armoredKey, passphrase)), []);
  const lock = useCallback(() => setUnlocked(null), []);
  const session = useMemo(() => ({ unlocked, unlock, lock }), [unlocked, unlock, lock]);
  return <TipsKeyContext.Provider value={session}>{children}</TipsKeyContext.Provider>;
}

export function useTipsKey(): TipsKeySession {
  const session = useContext(TipsKeyContext);
  if (!session) throw new Error('useTipsKey needs a TipsKeyProvider above it');
  return session;
}
