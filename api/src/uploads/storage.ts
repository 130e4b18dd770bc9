import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './sniff';

export const UPLOAD_FILE = /^([a-z0-9][a-z0-9_-]{0,63})\/([A-Za-z0-9_-]{16,64})\.(png|jpg|gif|webp)$/;

/** Uploaded images under <DATA_DIR>/uploads/<folder>/<random>.<ext>; written to a temp name then renamed, never half a file. */
export function uploadStorage(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    save: async (folder: string, bytes: Buffer, type: ImageType): Promise<{ publicId: string; relativePath: string }> => {
      const name = randomBytes(12).toString('base64url');
      const dir = path.join(root, folder);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${name}.${type.format}`);
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, bytes, { mode: 0o644 });
      await fs.rename(temp, file);
      return { publicId: `${folder}/${name}`, relativePath: `${folder}/${name}.${type.format}` };
    },
    /** Absolute path of a stored file, or null when the name is not one we could have written. */
    resolve: (relativePath: string): string | null => (UPLOAD_FILE.test(relativePath) ? path.join(root, relativePath) : null),
  };
}

export type UploadStorage = ReturnType<typeof uploadStorage>;
