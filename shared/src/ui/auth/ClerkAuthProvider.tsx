import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ClerkFailed, ClerkProvider, SignIn, SignInButton, UserButton, useAuth as useClerkAuth, useClerk, useUser } from '@clerk/react';
import { AuthStateProvider, type AuthState, type AuthStatus } from '@beacon/shared';

const UNAVAILABLE_NOTICE = 'Sign-in is unavailable right now.';

const widgets = {
  SignInButton: () => <SignInButton mode="modal" />,
  UserButton: () => <UserButton />,
  SignInForm: () => <SignIn routing="hash" />,
};

function ReportFailure({ onFailure }: { onFailure: () => void }) {
  useEffect(onFailure, [onFailure]);
  return null;
}

/** Maps Clerk's hooks onto the one auth surface every app uses. */
function ClerkBridge({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, getToken } = useClerkAuth();
  const { user } = useUser();
  const clerk = useClerk();
  const [failed, setFailed] = useState(false);

  const state = useMemo<AuthState>(() => {
    const status: AuthStatus = failed ? 'unavailable' : !isLoaded ? 'loading' : isSignedIn ? 'signed-in' : 'signed-out';
    const role = user?.publicMetadata?.role;
    return {
      status,
      user:
        status === 'signed-in' && user
          ? { id: user.id, name: user.fullName ?? user.username ?? 'Signed-in user', imageUrl: user.imageUrl, role: typeof role === 'string' ? role : null }
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
        <ReportFailure onFailure={() => setFailed(true)} />
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
