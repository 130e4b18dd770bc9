import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ClerkFailed, ClerkProvider, SignIn, SignInButton, UserButton, useAuth as useClerkAuth, useClerk, useUser } from '@clerk/react';
import { AuthStateProvider, type AuthState, type AuthStatus } from '@beacon/shared';

const UNAVAILABLE_NOTICE = 'Sign-in is unavailable right now.';

const widgets = {
  SignInButton: () => <SignInButton mode="modal" />,
  UserButton: () => <UserButton />,
  SignInForm: () => <SignIn routing="hash" />,
};

// Past this, a visitor is told sign-in is unavailable; if Clerk arrives later, it takes over.
const LOAD_DEADLINE_MS = 8000;

function ReportFailure({ onFailure }: { onFailure: () => void }) {
  useEffect(onFailure, [onFailure]);
  return null;
}

const isClerkLoadError = (reason: unknown): boolean =>
  typeof reason === 'object' &&
  reason !== null &&
  'code' in reason &&
  String((reason as { code: unknown }).code).startsWith('failed_to_load_clerk');

/**
 * True while Clerk has not loaded and either said it failed or is past the deadline. Clerk's
 * loader rejects unhandled after its retries; that rejection is handled here, as this state.
 */
function useClerkUnavailable(isLoaded: boolean): [boolean, () => void] {
  const [failed, setFailed] = useState(false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isClerkLoadError(event.reason)) return;
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  useEffect(() => {
    if (isLoaded) return;
    const timer = setTimeout(() => setLate(true), LOAD_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [isLoaded]);
  return [!isLoaded && (failed || late), () => setFailed(true)];
}

/** Maps Clerk's hooks onto the one auth surface every app uses. */
function ClerkBridge({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, getToken } = useClerkAuth();
  const { user } = useUser();
  const clerk = useClerk();
  const [failed, reportFailure] = useClerkUnavailable(isLoaded);

  const state = useMemo<AuthState>(() => {
    const status: AuthStatus = failed ? 'unavailable' : !isLoaded ? 'loading' : isSignedIn ? 'signed-in' : 'signed-out';
    const role = user?.publicMetadata?.role;
    return {
      status,
      user:
        status === 'signed-in' && user
          ? {
              id: user.id,
              name: user.fullName ?? user.username ?? 'Signed-in user',
              imageUrl: user.imageUrl,
              role: typeof role === 'string' ? role : null,
            }
          : null,
      getToken: async () => (isSignedIn ? await getToken() : null),
      signOut: () => clerk.signOut({ redirectUrl: '/' }),
      notice: failed ? UNAVAILABLE_NOTICE : null,
      mode: 'clerk',
      widgets,
    };
  }, [failed, isLoaded, isSignedIn, user, getToken, clerk]);

  return (
    <AuthStateProvider value={state}>
      <ClerkFailed>
        <ReportFailure onFailure={reportFailure} />
      </ClerkFailed>
      {children}
    </AuthStateProvider>
  );
}

/** Loaded only when a Clerk publishable key is configured, so the offline default ships no Clerk code. */
export default function ClerkAuthProvider({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      <ClerkBridge>{children}</ClerkBridge>
    </ClerkProvider>
  );
}
