import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Role, SessionUser } from '@beacon/shared/schemas';

/** Local-mode session tokens: compact HS256 JWTs, so any JWT tool can read them. */
const ISSUER = 'beacon-api-local';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

interface Claims {
  iss: string;
  sub: string;
  name: string;
  role: Role;
  iat: number;
  exp: number;
}

const sign = (input: string, secret: Buffer): Buffer => createHmac('sha256', secret).update(input).digest();

export function issueLocalToken(
  user: { name: string; role: Role },
  secret: Buffer,
  ttlSeconds: number,
  now: Date,
): { token: string; user: SessionUser; expiresAt: Date } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Claims = { iss: ISSUER, sub: `local:${randomUUID()}`, name: user.name, role: user.role, iat, exp: iat + ttlSeconds };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign(`${HEADER}.${payload}`, secret).toString('base64url');
  return {
    token: `${HEADER}.${payload}.${signature}`,
    user: { id: claims.sub, name: claims.name, role: claims.role },
    expiresAt: new Date(claims.exp * 1000),
  };
}

const isClaims = (value: unknown): value is Claims => {
  if (value === null || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    c.iss === ISSUER &&
    typeof c.sub === 'string' &&
    typeof c.name === 'string' &&
    (c.role === 'visitor' || c.role === 'admin') &&
    Number.isInteger(c.iat) &&
    Number.isInteger(c.exp)
  );
};

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The user of a valid, unexpired token signed with `secret`; null otherwise (never throws). */
export function verifyLocalToken(token: string, secret: Buffer, now: Date): SessionUser | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const headerJson = decodeJson(header) as { alg?: unknown; typ?: unknown } | null;
  // Only HS256: an "alg: none" or RS256 token is refused before any signature work.
  if (!headerJson || headerJson.alg !== 'HS256') return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = decodeJson(payload);
  if (!isClaims(claims)) return null;
  const seconds = now.getTime() / 1000;
  if (claims.exp <= seconds || claims.iat > seconds + 60) return null;
  return { id: claims.sub, name: claims.name, role: claims.role };
}
