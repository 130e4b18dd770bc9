/**
 * A build folder for the page server's tests, as rspack leaves one (public files, source maps, the
 * server bundle, a stamp, a link out of it), and the spellings of a path an attacker would try.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOOT_MARKER, EMPTY_ROOT_ELEMENT, REMOTE_MANIFEST_FILE, SERVER_BUNDLE } from '@beacon/shared/contract';

export const MAP = 'main.abcdef0123.js.map';
export const SERVER_FILE = SERVER_BUNDLE;

/** A build folder as rspack leaves it: public files, source maps, the server bundle, a stamp, a link out. */
export function makeBuild(): { root: string; outside: string } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-public-files-'));
  const root = path.join(base, 'dist');
  const files: Record<string, string> = {
    'index.html': `<!DOCTYPE html><html><head><title>Beacon</title>${BOOT_MARKER}</head><body>${EMPTY_ROOT_ELEMENT}</body></html>`,
    'main.abcdef0123.js': 'console.log("public");',
    [MAP]: '{"sourcesContent":["MAP-SECRET"]}',
    [REMOTE_MANIFEST_FILE]: '{"name":"public"}',
    'assets/hero.0123456789.mp4': 'VIDEO',
    'assets/hero.0123456789.mp4.map': 'MAP-SECRET',
    [SERVER_FILE]: 'module.exports = {}; // SERVER-SECRET',
    'server/243.65b4c96c68.cjs': '// SERVER-SECRET',
    '.build-stamp': 'STAMP-SECRET',
    '.git/config': 'DOT-SECRET',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  const outside = path.join(base, 'outside.txt');
  fs.writeFileSync(outside, 'OUTSIDE-SECRET');
  fs.symlinkSync(outside, path.join(root, 'linked.txt'));
  return { root, outside };
}

/** Spellings of a file that is not public, each of which must miss (the file's own name among them). */
export function spellingsOf(file: string): string[] {
  const [first = '', ...rest] = file.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const ext = file.slice(file.lastIndexOf('.') + 1);
  const stem = file.slice(0, file.lastIndexOf('.') + 1);
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  const percent = (text: string) => [...text].map(hex).join('');
  return [
    `/${file}`,
    `/${file}?download=1`,
    // Percent-encoded, in lower- and upper-case hex, and doubled.
    `/${stem}${hex(ext[0] ?? '')}${ext.slice(1)}`,
    `/${stem}${hex(ext[0] ?? '').toUpperCase()}${ext.slice(1)}`,
    `/${stem}${percent(ext).toUpperCase()}`,
    `/${stem.slice(0, -1)}%2e${ext}`,
    `/${stem.slice(0, -1)}%2E${ext}`,
    `/${stem}%25${hex(ext[0] ?? '').slice(1)}${ext.slice(1)}`,
    `/${hex(first[0] ?? '')}${first.slice(1)}${tail}`,
    `/%25${hex(first[0] ?? '').slice(1)}${first.slice(1)}${tail}`,
    `/${percent(file)}`,
    // Traversal, dot segments, doubled and encoded slashes, backslashes.
    `/assets/../${file}`,
    `/assets/%2e%2e/${file}`,
    `/assets/%2E%2E/${file}`,
    `/assets%2f..%2f${file}`,
    `/./${file}`,
    `//${file}`,
    `/${file.replace('/', '%2f')}`,
    `/${file.replace('/', '%2F')}`,
    `/${file.replace('/', '//')}`,
    `/${file.replace('/', '%5c')}`,
    `/assets%5c..%5c${file}`,
    // Trailing dots, spaces and NUL (names some file systems trim), and letter case.
    `/${file}.`,
    `/${file}%2e`,
    `/${file}%20`,
    `/${file}%00`,
    `/${file}%00.js`,
    `/${file.toUpperCase()}`,
  ];
}
