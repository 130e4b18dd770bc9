import { hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { secrets } from '../db/schema';

/** The signing secrets: local session tokens, the local image host's upload signatures, ALTCHA challenges' signatures, the tips form's tokens, content preview links. */
export type SecretName = 'session-tokens' | 'upload-signatures' | 'captcha-challenges' | 'tips-form-tokens' | 'content-previews';

/**
 * The secret for one purpose, derived (HKDF-SHA256, the purpose as its info) from the configured token secret:
 * nothing to store, the same on every instance given the same token secret, and one purpose's secret says
 * nothing about another's.
 */
export function deriveSecret(tokenSecret: Buffer, name: SecretName): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.alloc(0), `beacon ${name}`, 32));
}

/**
 * 32 random bytes created once per database: the first instance to ask inserts them, every other one
 * (started at the same moment or later) reads the same row, so tokens and signatures verify everywhere.
 */
async function loadOrCreateSecret(db: Db, name: SecretName): Promise<Buffer> {
  await db
    .insert(secrets)
    .values({ name, value: randomBytes(32) })
    .onConflictDoNothing({ target: secrets.name });
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
  if (!row) throw new Error(`secret "${name}" could not be stored`);
  return row.value;
}

/**
 * The secret for `name`: derived from TOKEN_SECRET when one is configured (production always), so a database
 * backup holds no signing secret; otherwise generated and kept in the database (development and tests).
 */
export const signingSecret = (db: Db, tokenSecret: Buffer | null, name: SecretName): Promise<Buffer> =>
  tokenSecret !== null ? Promise.resolve(deriveSecret(tokenSecret, name)) : loadOrCreateSecret(db, name);
