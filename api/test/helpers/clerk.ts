import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export const CLERK_PARTY = 'http://localhost:3000';

/** A stand-in Clerk instance: an RSA key pair whose public half the API gets as CLERK_JWT_KEY. */
export function clerkInstance(): {
  jwtKey: string;
  privateKey: KeyObject;
  token: (claims?: Record<string, unknown>, options?: { key?: KeyObject }) => string;
} {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwtKey = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = (claims: Record<string, unknown> = {}, options: { key?: KeyObject } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const header = encode({ alg: 'RS256', typ: 'JWT', kid: 'ins_test' });
    const payload = encode({
      iss: 'https://clerk.beacon.test',
      sub: 'user_test',
      sid: 'sess_test',
      azp: CLERK_PARTY,
      iat: now - 10,
      nbf: now - 10,
      exp: now + 60,
      ...claims,
    });
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), options.key ?? privateKey).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };
  return { jwtKey, privateKey, token };
}
