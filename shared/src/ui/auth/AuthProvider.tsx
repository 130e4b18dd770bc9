import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AuthStateProvider, useConfig, type AuthState, type AuthStatus } from '@beacon/shared';
import { DevAuthProvider } from './DevAuthProvider';
import { DevSignInButton, DevSignInForm, DevUserButton } from './DevSignIn';

type ClerkProviderComponent = ComponentType<{ publishableKey: string; children: ReactNode }>;

/** Starts downloading the Clerk bridge; called as early as possible when a key is configured. */
export const loadClerkProvider = (): Promise<{ default: ClerkProviderComponent }> => import('./ClerkAuthProvider');

const placeholder = (status: AuthStatus, notice: string | null): AuthState => ({
  status,
  user: null,
  getToken: async () => null,
  signOut: async () => undefined,
  notice,
  mode: 'clerk',
  widgets: { SignInButton: DevSignInButton, UserButton: DevUserButton, SignInForm: DevSignInForm },
});

function ClerkAuth({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  const [loaded, setLoaded] = useState<{ Provider: ClerkProviderComponent } | 'failed' | null>(null);
  useEffect(() => {
    let active = true;
    loadClerkProvider().then(
      (module) => active && setLoaded({ Provider: module.default }),
      () => active && setLoaded('failed'),
    );
    return () => {
      active = false;
    };
  }, []);

  if (loaded && loaded !== 'failed') return <loaded.Provider publishableKey={publishableKey}>{children}</loaded.Provider>;
  const state = loaded === 'failed' ? placeholder('unavailable', 'Sign-in is unavailable right now.') : placeholder('loading', null);
  return <AuthStateProvider value={state}>{children}</AuthStateProvider>;
}

/** Clerk when a publishable key is configured, otherwise the local development sign-in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { clerkPublishableKey } = useConfig();
  if (clerkPublishableKey) return <ClerkAuth publishableKey={clerkPublishableKey}>{children}</ClerkAuth>;
  return <DevAuthProvider>{children}</DevAuthProvider>;
}
