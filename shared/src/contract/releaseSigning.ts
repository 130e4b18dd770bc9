/**
 * The release registry's channel with the page servers, signed on one side and checked on the other (server code
 * only: node:crypto). Both share PAGE_SERVER_SECRET and derive one key per purpose from it:
 * - `page-server`: the bearer of the internal calls, both ways (the API asking a page server to warm a release, a page
 *   server sending the outcomes it observed itself);
 * - `report-token`: the signature of the token a page server puts in every page it composes, naming the releases the
 *   page was served with and when it expires; a browser's report counts only with such a token;
 * - `visitor`: the keyed hash the registry counts a reporting visitor by, so it never stores an address.
 */
import crypto from 'node:crypto';

const purposeKey = (secret: string, purpose: string): Buffer => crypto.createHmac('sha256', secret).update(`beacon:${purpose}`).digest();

/** How a token names a release it covers. */
export const releaseKey = (remote: string, release: string): string => `${remote}:${release}`;

/** The bearer both sides of the internal channel send. */
export const internalBearer = (secret: string): string => purposeKey(secret, 'page-server').toString('hex');

/** The Authorization header of an internal call. */
export const internalAuthorization = (secret: string): string => `Bearer ${internalBearer(secret)}`;

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
};

/** Whether an Authorization header carries the internal bearer. */
export const isInternalCall = (secret: string, authorization: string | undefined): boolean =>
  authorization !== undefined && sameText(authorization, internalAuthorization(secret));

/** A page's token for `releases` (`remote:release` each), with a random nonce, expiring at `expiresAtMs`. */
export function signReportToken(secret: string, releases: readonly string[], expiresAtMs: number): string {
  const payload = Buffer.from(
    JSON.stringify({ r: releases, n: crypto.randomBytes(8).toString('hex'), e: Math.floor(expiresAtMs / 1000) }),
  ).toString('base64url');
  return `${payload}.${crypto.createHmac('sha256', purposeKey(secret, 'report-token')).update(payload).digest('base64url')}`;
}

export interface ReportToken {
  /** `remote:release` of every release the page was served with. */
  releases: ReadonlySet<string>;
  /** Random per composed page. */
  nonce: string;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The token's content when its signature is ours and it has not expired; null otherwise (forged, altered, old). */
export function verifyReportToken(secret: string, token: string, now: Date): ReportToken | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = crypto.createHmac('sha256', purposeKey(secret, 'report-token')).update(payload).digest('base64url');
  if (!sameText(signature, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { r, n, e } = body as Record<string, unknown>;
  if (!isStringArray(r) || typeof n !== 'string' || typeof e !== 'number' || e * 1000 <= now.getTime()) return null;
  return { releases: new Set(r), nonce: n };
}

/** A visitor as the registry counts them: a keyed hash of the address. */
export const visitorOf = (secret: string, address: string): string =>
  crypto.createHmac('sha256', purposeKey(secret, 'visitor')).update(address).digest('base64url').slice(0, 22);
