import { createContext, useContext, type ReactNode } from 'react';
import type { AuthState } from './authTypes';

const AuthContext = createContext<AuthState | null>(null);

export function AuthStateProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in state, the user and a token getter, the same in the host and every remote. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider> (AppProviders provides it).');
  return state;
}

export const isAdmin = (state: Pick<AuthState, 'status' | 'user'>): boolean => state.status === 'signed-in' && state.user?.role === 'admin';
