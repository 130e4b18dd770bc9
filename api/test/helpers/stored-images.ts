import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { uploadedImages } from '../../src/db/schema';

/** The local image host keeps its files in the database: what a test checks instead of a directory. */
export async function storedImageCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(uploadedImages);
  return row?.n ?? 0;
}

export async function isStored(db: Db, publicId: string): Promise<boolean> {
  const rows = await db.select({ id: uploadedImages.publicId }).from(uploadedImages).where(eq(uploadedImages.publicId, publicId));
  return rows.length === 1;
}
