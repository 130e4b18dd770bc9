import type { AuthState, AuthUser } from '@beacon/shared';

/** Who is looking at the page: a signed-in visitor or admin, nobody, or a provider still loading or down. */
export type TestViewer = 'visitor' | 'admin' | 'signed-out' | 'loading' | 'unavailable';

/** The bearer token each signed-in test viewer's token getter returns. */
export const TEST_TOKENS = { visitor: 'test-visitor-token', admin: 'test-admin-token' } as const;

const USERS: Record<'visitor' | 'admin', AuthUser> = {
  visitor: { id: 'test-visitor', name: 'Vic Visitor', imageUrl: null, role: 'visitor' },
  admin: { id: 'test-admin', name: 'Ada Admin', imageUrl: null, role: 'admin' },
};

const widgets: AuthState['widgets'] = {
  SignInButton: () => <button type="button">Sign in</button>,
  UserButton: () => <span>Account</span>,
  SignInForm: () => <form aria-label="Sign in" />,
};

/** A fixed auth state for `viewer`, as `useAuth()` reports it; `overrides` replace single fields. */
export function testAuth(viewer: TestViewer = 'signed-out', overrides: Partial<AuthState> = {}): AuthState {
  const signedIn = viewer === 'visitor' || viewer === 'admin';
  return {
    status: signedIn ? 'signed-in' : viewer,
    user: signedIn ? USERS[viewer] : null,
    getToken: async () => (signedIn ? TEST_TOKENS[viewer] : null),
    signOut: async () => undefined,
    notice: viewer === 'unavailable' ? 'Sign-in is unavailable right now.' : null,
    mode: 'development',
    widgets,
    ...overrides,
  };
}
