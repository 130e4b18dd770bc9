import { startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  AuthStateProvider,
  checkDevSession,
  readStoredSession,
  requestDevSession,
  revokeDevSession,
  storeSession,
  storedSessionSnapshot,
  subscribeStoredSession,
  useConfig,
  type AuthState,
  type DevRole,
  type DevSession,
} from '@beacon/shared';
import { DevAuthControlsContext, type DevAuthControls } from './devAuthControls';
import { DevSignInButton, DevSignInDialog, DevSignInForm, DevUserButton } from './DevSignIn';

const notKnownYet = (): undefined => undefined;
const widgets = { SignInButton: DevSignInButton, UserButton: DevUserButton, SignInForm: DevSignInForm };
// setTimeout's limit; a session ending later than ~24 days is re-checked on the next load.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Offline identity for development and tests: the API issues a signed visitor or admin token
 * (an admin one needs the code the API prints at start-up). Kept in localStorage until it expires.
 */
export function DevAuthProvider({ children }: { children: ReactNode }) {
  const { apiUrl } = useConfig();
  // The stored session is external state: on the server and while hydrating nobody is known yet
  // ('loading', as in the prerendered page), then the browser's stored session applies. It is read
  // from the first effect on, in a transition: a store that differs from the served page would
  // otherwise make React render again at once, in one blocking task, while the page starts up.
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  const raw = useSyncExternalStore(subscribeStoredSession, started ? storedSessionSnapshot : notKnownYet, notKnownYet);
  const session = useMemo<DevSession | null>(() => (raw ? (JSON.parse(raw) as DevSession) : null), [raw]);
  const restored = raw !== undefined;
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => storeSession(null), Math.min(Math.max(0, Date.parse(session.expiresAt) - Date.now()), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [session]);

  // A token the API no longer honours (signed out elsewhere, API restarted) is dropped.
  const token = session?.token ?? null;
  useEffect(() => {
    if (!token) return;
    let current = true;
    void checkDevSession(apiUrl, token).then((status) => {
      if (current && status === 'revoked' && readStoredSession()?.token === token) storeSession(null);
    });
    return () => {
      current = false;
    };
  }, [apiUrl, token]);

  const signIn = useCallback(
    async (role: DevRole, name: string, code?: string) => {
      const next = await requestDevSession(apiUrl, role, name, code);
      storeSession(next);
      setDialogOpen(false);
    },
    [apiUrl],
  );
  // Like the hosted provider, signing out ends the session on the API and returns to the home page.
  const signOut = useCallback(async () => {
    if (session) void revokeDevSession(apiUrl, session.token);
    storeSession(null);
    if (window.location.pathname !== '/') window.location.assign('/');
  }, [apiUrl, session]);

  const controls = useMemo<DevAuthControls>(
    () => ({ session, openDialog: () => setDialogOpen(true), signIn, signOut }),
    [session, signIn, signOut],
  );
  const state = useMemo<AuthState>(
    () => ({
      status: !restored ? 'loading' : session ? 'signed-in' : 'signed-out',
      user: session?.user ?? null,
      getToken: async () => session?.token ?? null,
      signOut,
      notice: null,
      mode: 'development',
      widgets,
    }),
    [restored, session, signOut],
  );

  return (
    <DevAuthControlsContext.Provider value={controls}>
      <AuthStateProvider value={state}>
        {children}
        <DevSignInDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      </AuthStateProvider>
    </DevAuthControlsContext.Provider>
  );
}
