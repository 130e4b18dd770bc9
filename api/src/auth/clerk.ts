import { verifyToken } from '@clerk/backend';
import type { Authenticator } from './types';

/**
 * Clerk session tokens, verified without a network call (the instance's PEM public key). The role comes
 * from the session claim `metadata.role`, which the Clerk session-token template
 * `{"metadata": "{{user.public_metadata}}"}` adds.
 */
export function clerkAuthenticator(jwtKey: string, authorizedParties: string[]): Authenticator {
  return {
    mode: 'clerk',
    verify: async (token) => {
      try {
        // Resolves to the verified claims; throws on a bad signature, expiry, wrong azp, …
        const claims = (await verifyToken(token, { jwtKey, authorizedParties })) as Record<string, unknown>;
        const metadata = claims.metadata && typeof claims.metadata === 'object' ? (claims.metadata as Record<string, unknown>) : {};
        const sub = typeof claims.sub === 'string' ? claims.sub : null;
        if (!sub) return null;
        const name = typeof claims.name === 'string' && claims.name ? claims.name : sub;
        return { id: sub, name, role: metadata.role === 'admin' ? 'admin' : 'visitor' };
      } catch {
        return null;
      }
    },
  };
}
