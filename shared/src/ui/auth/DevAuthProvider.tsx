import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AuthStateProvider,
  checkDevSession,
  readStoredSession,
  requestDevSession,
  revokeDevSession,
  storeSession,
  useConfig,
  type AuthState,
  type DevRole,
  type DevSession,
} from '@beacon/shared';
import { DevAuthControlsContext, type DevAuthControls } from './devAuthControls';
import { DevSignInButton, DevSignInDialog, DevSignInForm, DevUserButton } from './DevSignIn';

const widgets = { SignInButton: DevSignInButton, UserButton: DevUserButton, SignInForm: DevSignInForm };
// setTimeout's limit; a session ending later than ~24 days is re-checked on the next load.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Offline identity for development and tests: the API issues a signed visitor or admin token
 * (an admin one needs the code the API prints at start-up). Kept in localStorage until it expires.
 */
export function DevAuthProvider({ children }: { children: ReactNode }) {
  const { apiUrl } = useConfig();
  const [session, setSession] = useState<DevSession | null>(() => readStoredSession());
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(
      () => {
        storeSession(null);
        setSession(null);
      },
      Math.min(Math.max(0, Date.parse(session.expiresAt) - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [session]);

  // A token the API no longer honours (signed out elsewhere, API restarted) is dropped on load.
  const [initialToken] = useState(() => session?.token ?? null);
  useEffect(() => {
    if (!initialToken) return;
    let current = true;
    void checkDevSession(apiUrl, initialToken).then((status) => {
      if (!current || status !== 'revoked') return;
      if (readStoredSession()?.token === initialToken) storeSession(null);
      setSession((now) => (now?.token === initialToken ? null : now));
    });
    return () => {
      current = false;
    };
  }, [apiUrl, initialToken]);

  // Another tab signing in or out applies here too.
  useEffect(() => {
    const onStorage = () => setSession(readStoredSession());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    async (role: DevRole, name: string, code?: string) => {
      const next = await requestDevSession(apiUrl, role, name, code);
      storeSession(next);
      setSession(next);
      setDialogOpen(false);
    },
    [apiUrl],
  );
  // Like the hosted provider, signing out ends the session on the API and returns to the home page.
  const signOut = useCallback(async () => {
    if (session) void revokeDevSession(apiUrl, session.token);
    storeSession(null);
    setSession(null);
    if (window.location.pathname !== '/') window.location.assign('/');
  }, [apiUrl, session]);

  const controls = useMemo<DevAuthControls>(
    () => ({ session, openDialog: () => setDialogOpen(true), signIn, signOut }),
    [session, signIn, signOut],
  );
  const state = useMemo<AuthState>(
    () => ({
      status: session ? 'signed-in' : 'signed-out',
      user: session?.user ?? null,
      getToken: async () => session?.token ?? null,
      signOut,
      notice: null,
      mode: 'development',
      widgets,
    }),
    [session, signOut],
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
