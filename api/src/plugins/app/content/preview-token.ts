import crypto from 'node:crypto';
import type { ContentKind } from '@beacon/shared/schemas';

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

const TOKEN = /^(\d{10,15})\.([A-Za-z0-9_-]{43})$/;

export interface PreviewTokens {
  /** A token for this record, valid for an hour from now. */
  issue(kind: ContentKind, slug: string): { token: string; expiresAt: Date };
  /** Whether the token was issued for this very record and has not expired. */
  verify(kind: ContentKind, slug: string, token: string): boolean;
}

/**
 * Preview links carry `<expiry in ms>.<HMAC-SHA256 of kind, slug and expiry>`: nothing is stored, every instance
 * verifies alike (the secret derives from TOKEN_SECRET), and a token says nothing of, nor works for, another record.
 */
export function previewTokens(secret: Buffer, clock: () => Date): PreviewTokens {
  const sign = (kind: ContentKind, slug: string, expires: string): string =>
    crypto.createHmac('sha256', secret).update(`content-preview\n${kind}\n${slug}\n${expires}`).digest('base64url');
  return {
    issue: (kind, slug) => {
      const expiresAt = new Date(clock().getTime() + PREVIEW_TTL_MS);
      const expires = String(expiresAt.getTime());
      return { token: `${expires}.${sign(kind, slug, expires)}`, expiresAt };
    },
    verify: (kind, slug, token) => {
      const match = TOKEN.exec(token);
      if (!match) return false;
      const [, expires = '', signature = ''] = match;
      const expected = Buffer.from(sign(kind, slug, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
      return clock().getTime() < Number(expires);
    },
  };
}
