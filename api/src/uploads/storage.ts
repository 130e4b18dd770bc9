import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploadedImages } from '../db/schema';
import type { ImageFormat, ImageType } from './sniff';

/** `<folder>/<name>.<format>`, the path under /media/uploads/. */
export const UPLOAD_FILE = /^([a-z0-9][a-z0-9_-]{0,63})\/([A-Za-z0-9_-]{16,64})\.(png|jpg|gif|webp)$/;
/** `<folder>/<name>`, the public id the image host answers with. */
const PUBLIC_ID = /^[a-z0-9][a-z0-9_-]{0,63}\/[A-Za-z0-9_-]{16,64}$/;

/**
 * The local image host's files, in the database (at most 5 MB each): an image uploaded through one API
 * instance is served by all of them. Each is one row, written in one statement: never half a file.
 */
export function uploadStorage(db: Db) {
  return {
    save: async (folder: string, bytes: Buffer, type: ImageType): Promise<{ publicId: string; relativePath: string }> => {
      const publicId = `${folder}/${randomBytes(12).toString('base64url')}`;
      await db.insert(uploadedImages).values({ publicId, format: type.format, bytes });
      return { publicId, relativePath: `${publicId}.${type.format}` };
    },
    /** The stored bytes of `<folder>/<name>.<format>`, or null (unknown, or not a name we could have written). */
    read: async (relativePath: string): Promise<{ bytes: Buffer; format: ImageFormat } | null> => {
      if (!UPLOAD_FILE.test(relativePath)) return null;
      const dot = relativePath.lastIndexOf('.');
      const format = relativePath.slice(dot + 1) as ImageFormat;
      const [row] = await db
        .select({ bytes: uploadedImages.bytes })
        .from(uploadedImages)
        .where(and(eq(uploadedImages.publicId, relativePath.slice(0, dot)), eq(uploadedImages.format, format)));
      return row ? { bytes: row.bytes, format } : null;
    },
    /** Deletes an image by public id; false when there was none (ids we could not have written included). */
    remove: async (publicId: string): Promise<boolean> => {
      if (!PUBLIC_ID.test(publicId)) return false;
      const removed = await db
        .delete(uploadedImages)
        .where(eq(uploadedImages.publicId, publicId))
        .returning({ id: uploadedImages.publicId });
      return removed.length === 1;
    },
  };
}

export type UploadStorage = ReturnType<typeof uploadStorage>;
