import type { Authenticator } from './types';
import { verifyLocalToken } from './local-tokens';
import type { SessionStore } from './sessions';

/** A local token counts while it is well signed, unexpired and its session is still open (on any instance). */
export function localAuthenticator(secret: Buffer, clock: () => Date, sessions: SessionStore): Authenticator {
  return {
    mode: 'local',
    verify: async (token) => {
      const user = verifyLocalToken(token, secret, clock());
      return user && (await sessions.isOpen(user.id)) ? user : null;
    },
  };
}
