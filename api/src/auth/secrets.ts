import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { secrets } from '../db/schema';

/** The secrets kept in the database: local session tokens, the local image host's upload signatures, ALTCHA challenges' signatures. */
export type SecretName = 'session-tokens' | 'upload-signatures' | 'captcha-challenges';

/**
 * 32 random bytes created once per database: the first instance to ask inserts them, every other one
 * (started at the same moment or later) reads the same row, so tokens and signatures verify everywhere.
 */
export async function loadOrCreateSecret(db: Db, name: SecretName): Promise<Buffer> {
  await db
    .insert(secrets)
    .values({ name, value: randomBytes(32) })
    .onConflictDoNothing({ target: secrets.name });
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
  if (!row) throw new Error(`secret "${name}" could not be stored`);
  return row.value;
}
