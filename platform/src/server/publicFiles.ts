/**
 * The files a page server may send: the build's public list, read once at start from the build
 * folder. A name that is not on the list is never sent, however the URL spells it: a request's path
 * is decoded exactly once and must then name a listed file verbatim (so `%6dap`, `%256d`, `%2e%2e`,
 * backslashes, NUL and the like can only ever miss). An allowlist rather than rules on names,
 * because a rule misses the spelling nobody thought of; the list cannot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '@beacon/shared/contract';

/** The federation plugin's build report beside the manifest: it names each expose's source file, and no browser reads it. */
export const BUILD_REPORT = 'mf-manifest-stats.json';
/** The build's compressed copies of a file (`PrecompressPlugin`): the same content, so the same rule. */
const COMPRESSED_COPY = /\.(br|gz)$/;
/** A file's name without a compressed copy's suffix: the name of the file whose content it holds. */
export const uncompressedName = (name: string): string => name.replace(COMPRESSED_COPY, '');

export interface PublicFileOptions {
  /** List `*.map` files too (`SERVE_SOURCE_MAPS=1`). */
  sourceMaps: boolean;
}

/**
 * Every public file under `root`, as paths relative to it with `/` separators: everything but
 * `server/`, the federation build report, dot-files and dot-folders (the build stamp), symbolic links, and
 * source maps unless asked.
 */
export function listPublicFiles(root: string, { sourceMaps }: PublicFileOptions): ReadonlySet<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix + entry.name;
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) {
        if (relative !== SERVER_DIR) walk(path.join(dir, entry.name), `${relative}/`);
      } else if (
        entry.isFile() &&
        uncompressedName(relative) !== BUILD_REPORT &&
        (sourceMaps || !uncompressedName(entry.name).endsWith('.map'))
      ) {
        files.add(relative);
      }
    }
  };
  walk(root, '');
  return files;
}

/** What a GET asks for: a listed file, a page (composed or the app's document), or nothing that is served. */
export type RequestTarget = { kind: 'file'; file: string } | { kind: 'page' } | { kind: 'not-found' };

const NOT_FOUND: RequestTarget = { kind: 'not-found' };
/** A backslash or a control character (NUL among them): no listed file's path has one, so a spelling with one names something else. */
const hasForeignCharacter = (text: string): boolean =>
  [...text].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** A path whose last segment has a dot names a file; a page's path has none (`/events/<uuid>`, `/tips`). */
const namesFile = (pathname: string): boolean => (pathname.split('/').pop() ?? '').includes('.');

/** The target of a request URL (its path and query, as `request.url` holds it). */
export function targetOf(url: string, files: ReadonlySet<string>): RequestTarget {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not decodable: no file is named so, and nothing is read; a page path still gets its page.
    return namesFile(raw) ? NOT_FOUND : { kind: 'page' };
  }
  if (!decoded.startsWith('/') || hasForeignCharacter(decoded)) return NOT_FOUND;
  const relative = decoded.slice(1);
  if (relative.split('/').some((segment) => segment === '.' || segment === '..')) return NOT_FOUND;
  if (files.has(relative)) return { kind: 'file', file: relative };
  return namesFile(decoded) ? NOT_FOUND : { kind: 'page' };
}
