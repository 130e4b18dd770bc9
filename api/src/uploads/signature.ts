import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, spentUploadSignatures } from '../db/schema';

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
 * Signatures already used for an upload, in the database so that one signature stores one file across
 * every instance: the primary key lets exactly one INSERT win. Rows are pruned once they would have expired.
 */
export function spentSignatures(db: Db, clock: () => Date) {
  return {
    /** Whether the signature was spent already: a read, so a request can be refused before anything is spent. */
    async wasSpent(signature: string): Promise<boolean> {
      const rows = await db
        .select({ signature: spentUploadSignatures.signature })
        .from(spentUploadSignatures)
        .where(and(eq(spentUploadSignatures.signature, signature.toLowerCase()), gt(spentUploadSignatures.expiresAt, clock())));
      return rows.length > 0;
    },
    /** false when the signature was spent before (here or on another instance). */
    async spend(signature: string, expiresAt: Date): Promise<boolean> {
      await db.delete(spentUploadSignatures).where(lte(spentUploadSignatures.expiresAt, clock()));
      const spent = await db
        .insert(spentUploadSignatures)
        .values({ signature: signature.toLowerCase(), expiresAt })
        .onConflictDoNothing({ target: spentUploadSignatures.signature })
        .returning({ signature: spentUploadSignatures.signature });
      return spent.length === 1;
    },
  };
}

export type SpentSignatures = ReturnType<typeof spentSignatures>;

const LAST_TIMESTAMP_KEY = 'last-upload-signature-timestamp';

/**
 * The timestamp of a new local upload signature: now, or one second after the last one any instance
 * handed out, so two signings in the same second (on any instance) never produce the same signature.
 */
export async function nextSignatureTimestamp(db: Db, nowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(appMeta)
    .values({ key: LAST_TIMESTAMP_KEY, value: String(nowSeconds) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`greatest(${appMeta.value}::bigint + 1, ${nowSeconds})::text` } })
    .returning({ value: appMeta.value });
  return Number(row?.value ?? nowSeconds);
}
