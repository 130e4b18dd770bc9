// Report tokens as a page server signs them (platform/src/releases/releaseSigning.ts): the tests of the API's side.
import crypto from 'node:crypto';

export const PAGE_SERVER_SECRET = 'test-page-server-secret-of-at-least-32-characters';

const purposeKey = (secret: string, purpose: string): Buffer => crypto.createHmac('sha256', secret).update(`beacon:${purpose}`).digest();

/** A page's report token for `releases` (`remote:release`), expiring at `expiresAt`. */
export function reportToken(releases: string[], expiresAt: Date, secret = PAGE_SERVER_SECRET): string {
  const payload = Buffer.from(
    JSON.stringify({ r: releases, n: crypto.randomBytes(8).toString('hex'), e: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${crypto.createHmac('sha256', purposeKey(secret, 'report-token')).update(payload).digest('base64url')}`;
}

/** The bearer of the page servers' internal calls. */
export const internalAuthorization = (secret = PAGE_SERVER_SECRET): string => `Bearer ${purposeKey(secret, 'page-server').toString('hex')}`;
