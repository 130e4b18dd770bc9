import { createHash, timingSafeEqual } from 'node:crypto';

/** Parameters the image host leaves out of the signature. */
const UNSIGNED = new Set(['file', 'api_key', 'signature', 'resource_type', 'cloud_name']);

/**
 * Cloudinary's signing scheme: every signed parameter as key=value, sorted by key, joined with "&", the
 * secret appended, hashed (SHA-256 here; the Cloudinary account must be set to SHA-256 signatures).
 */
export function signParams(params: Record<string, string | number>, secret: string): string {
  const toSign = Object.keys(params)
    .filter((key) => !UNSIGNED.has(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
  return createHash('sha256')
    .update(toSign + secret)
    .digest('hex');
}

export function signatureMatches(params: Record<string, string | number>, secret: string, signature: string): boolean {
  const expected = Buffer.from(signParams(params, secret), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How long a signature stays usable, as at the image host. */
export const SIGNATURE_TTL_SECONDS = 60 * 60;

/**
 * Signatures already used for an upload, kept until they would have expired anyway: each signature stores
 * one file. In memory, like the files' own home (DATA_DIR) this is one process's.
 */
export function spentSignatures(clock: () => Date) {
  const spent = new Map<string, number>();
  return {
    /** false when the signature was spent before. */
    spend(signature: string, expiresAtMs: number): boolean {
      const now = clock().getTime();
      for (const [key, expires] of spent) if (expires <= now) spent.delete(key);
      const key = signature.toLowerCase();
      if (spent.has(key)) return false;
      spent.set(key, expiresAtMs);
      return true;
    },
  };
}

export type SpentSignatures = ReturnType<typeof spentSignatures>;
