/**
 * What a release of a remote is made of, on disk: the build's public browser files (exactly what its page server
 * would send: no server bundle, no source maps, no dot-files, no build report), named by a hash of those files, and
 * copied into `RELEASES_DIR/<remote>/<id>/` with the server bundle beside them (the page server renders that
 * release's data pages with it; it never sends it).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { listPublicFiles, uncompressedName } from '@beacon/platform';
import { SERVER_BUNDLE } from '@beacon/shared/contract';

/** The release's browser files, as paths relative to the build with `/` separators, sorted. */
export const releaseFiles = (dist: string): string[] => [...listPublicFiles(dist, { sourceMaps: false })].sort();

const DECOMPRESS: Record<string, (copy: Buffer) => Buffer> = { '.br': zlib.brotliDecompressSync, '.gz': zlib.gunzipSync };

/**
 * The build's compressed copies (`x.js.br`, `x.js.gz`) that do not hold exactly the file beside them: a page server
 * sends a copy instead of its file to every browser that accepts the encoding, so a file changed after the build
 * (and not its copies) would reach visitors as it was before. A copy without its file is no concern: nothing asks
 * for it in the file's place.
 */
export function staleCopies(dist: string, files: readonly string[]): string[] {
  const listed = new Set(files);
  return files.filter((copy) => {
    const decompress = DECOMPRESS[path.extname(copy)];
    const original = uncompressedName(copy);
    if (!decompress || !listed.has(original)) return false;
    const read = (file: string) => fs.readFileSync(path.join(dist, ...file.split('/')));
    try {
      return !decompress(read(copy)).equals(read(original));
    } catch {
      return true;
    }
  });
}

/**
 * The release id: the first 12 hex digits of a SHA-256 over every file's name and bytes, in name order. Each name
 * and content is preceded by its length, so moving bytes between a name and a file cannot give the same id.
 */
export function releaseId(dist: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, ...file.split('/')));
    const name = Buffer.from(file, 'utf8');
    hash.update(`${name.length}:`).update(name).update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex').slice(0, 12);
}

/** Where the copy went, and whether it was already there (same id: same content). */
export interface CopiedRelease {
  folder: string;
  existed: boolean;
}

/**
 * Copies the files (and the server bundle, when the build has one) into `<remoteDir>/<id>/`: first into a dot-named
 * sibling, which no page server lists, then renamed into place in one step, so a release folder is complete or absent.
 */
export function copyRelease(dist: string, files: readonly string[], remoteDir: string, id: string): CopiedRelease {
  const folder = path.join(remoteDir, id);
  if (fs.existsSync(folder)) return { folder, existed: true };
  fs.mkdirSync(remoteDir, { recursive: true });
  const temp = fs.mkdtempSync(path.join(remoteDir, `.${id}.`));
  try {
    const serverBundle = fs.existsSync(path.join(dist, SERVER_BUNDLE)) ? [SERVER_BUNDLE] : [];
    for (const file of [...files, ...serverBundle]) {
      const target = path.join(temp, ...file.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(dist, ...file.split('/')), target);
    }
    fs.renameSync(temp, folder);
    return { folder, existed: false };
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    // Another run copied the same release first: it is the same content.
    if (fs.existsSync(folder)) return { folder, existed: true };
    throw error;
  }
}
