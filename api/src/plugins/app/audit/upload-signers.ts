import { eq } from 'drizzle-orm';
import type { AuditActor } from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { uploadSigners } from '../../../db/schema';

/**
 * The local image host's upload carries a signature, not a bearer token: the admin who asked for the signature
 * is remembered with it, so the upload's audit entry can name them. Kept until the signature expires.
 */
export async function rememberSigner(db: Db, signature: string, actor: AuditActor, expiresAt: Date): Promise<void> {
  await db
    .insert(uploadSigners)
    .values({ signature, actorId: actor.id, actorName: actor.name, expiresAt })
    .onConflictDoUpdate({ target: uploadSigners.signature, set: { actorId: actor.id, actorName: actor.name, expiresAt } });
}

export async function signerOf(db: Db, signature: string): Promise<AuditActor | null> {
  const [row] = await db.select().from(uploadSigners).where(eq(uploadSigners.signature, signature));
  return row ? { id: row.actorId, name: row.actorName } : null;
}
