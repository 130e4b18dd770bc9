import type { SessionUser } from '@beacon/shared/schemas';

/** Turns a bearer token into a user, or null for a token that is malformed, forged, expired or not for us. */
export interface Authenticator {
  mode: 'local' | 'clerk';
  verify(token: string): Promise<SessionUser | null>;
}
