import type { ComponentType } from 'react';

/** `unavailable`: the hosted provider failed to load; the site carries on signed out. */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in' | 'unavailable';

export interface AuthUser {
  id: string;
  name: string;
  imageUrl: string | null;
  /** From the user's publicMetadata.role; `admin` opens the admin area. */
  role: string | null;
}

/** The provider-specific widgets: Clerk's own, or the local development ones. */
export interface AuthWidgets {
  SignInButton: ComponentType;
  UserButton: ComponentType;
  /** A full sign-in form, for the admin gate's sign-in screen. */
  SignInForm: ComponentType;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** A bearer token for the API, or null when signed out. */
  getToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
  /** A short notice for the user, e.g. that sign-in is unavailable right now. */
  notice: string | null;
  /** Which provider is in use; the development one labels itself as such. */
  mode: 'clerk' | 'development';
  widgets: AuthWidgets;
}
