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
  return createHash('sha256').update(toSign + secret).digest('hex');
}

export function signatureMatches(params: Record<string, string | number>, secret: string, signature: string): boolean {
  const expected = Buffer.from(signParams(params, secret), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How long a signature stays usable, as at the image host. */
export const SIGNATURE_TTL_SECONDS = 60 * 60;
