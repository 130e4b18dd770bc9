import type { Authenticator } from './types';
import { verifyLocalToken } from './local-tokens';

export function localAuthenticator(secret: Buffer, clock: () => Date): Authenticator {
  return {
    mode: 'local',
    verify: async (token) => verifyLocalToken(token, secret, clock()),
  };
}
