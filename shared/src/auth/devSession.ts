import type { AuthUser } from './authTypes';

/** A session issued by the API's development sign-in (`POST /auth/dev/session`). */
export interface DevSession {
  token: string;
  user: AuthUser;
  expiresAt: string;
}

export type DevRole = 'visitor' | 'admin';

const STORAGE_KEY = 'beacon.devSession';

interface SessionResponse {
  token: string;
  user: { id: string; name: string; role: string };
  expiresAt: string;
}

interface ErrorResponse {
  message?: string;
}

/** Asks the API for a signed development token; an admin one needs the code the API printed. */
export async function requestDevSession(apiUrl: string, role: DevRole, name: string, code?: string): Promise<DevSession> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/auth/dev/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(code ? { role, name, code } : { role, name }),
    });
  } catch {
    throw new Error('The sign-in service cannot be reached. Is the API running?');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorResponse;
    throw new Error(body.message ?? `Sign-in failed (${response.status}).`);
  }
  const body = (await response.json()) as SessionResponse;
  return { token: body.token, expiresAt: body.expiresAt, user: { ...body.user, imageUrl: null } };
}

/** Ends the session on the API (best effort: signing out locally never waits on the network). */
export async function revokeDevSession(apiUrl: string, token: string): Promise<void> {
  try {
    // keepalive: signing out navigates home, which must not cancel the request.
    await fetch(`${apiUrl}/auth/sign-out`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true });
  } catch {
    // Offline: the token still ends when it expires or when the API restarts.
  }
}

/**
 * Whether the API still honours a stored token: 'revoked' after a sign-out elsewhere or an API
 * restart (the session is then dropped), 'unknown' when the API cannot be asked.
 */
export async function checkDevSession(apiUrl: string, token: string): Promise<'valid' | 'revoked' | 'unknown'> {
  try {
    const response = await fetch(`${apiUrl}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status === 401) return 'revoked';
    return response.ok ? 'valid' : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function readStoredSession(now = Date.now()): DevSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as DevSession;
    if (!session.token || !session.user || Date.parse(session.expiresAt) <= now) {
      localStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return session;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
/** Without storage (private mode), the session lives here until the tab closes. */
let memorySession: string | null = null;

export function storeSession(session: DevSession | null): void {
  memorySession = session ? JSON.stringify(session) : null;
  try {
    if (session) localStorage.setItem(STORAGE_KEY, memorySession as string);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: memorySession keeps it.
  }
  listeners.forEach((listener) => listener());
}

/** The stored session as text (stable while unchanged), for useSyncExternalStore. */
export function storedSessionSnapshot(): string | null {
  const session = readStoredSession();
  if (!session) return null;
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return memorySession;
  }
}

/** Calls back when the stored session changes, in this tab or another one. */
export function subscribeStoredSession(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}
