import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listPublicFiles, targetOf } from './publicFiles';
import { makeBuild, MAP, SERVER_FILE, spellingsOf } from '../testing/testBuild';

describe("a build's public files", () => {
  let root = '';
  beforeAll(() => {
    root = makeBuild().root;
  });
  afterAll(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

  it('lists every public file, and not the server bundle, dot-files, links or source maps', () => {
    expect([...listPublicFiles(root, { sourceMaps: false })].sort()).toEqual([
      'assets/hero.0123456789.mp4',
      'index.html',
      'main.abcdef0123.js',
      'mf-manifest.json',
    ]);
  });

  it("leaves out the federation build report, which names the exposes' source files", () => {
    fs.writeFileSync(path.join(root, 'mf-manifest-stats.json'), '{"exposes":[{"file":"src/features/a/APage.tsx"}]}');
    expect(listPublicFiles(root, { sourceMaps: true }).has('mf-manifest-stats.json')).toBe(false);
  });

  it("lists a public file's compressed copies, but not those of the build report or of a source map not served", () => {
    for (const name of [
      'main.abcdef0123.js.br',
      'main.abcdef0123.js.gz',
      'mf-manifest-stats.json.br',
      'mf-manifest-stats.json.gz',
      `${MAP}.br`,
      `${MAP}.gz`,
    ]) {
      fs.writeFileSync(path.join(root, name), 'COMPRESSED');
    }
    const files = listPublicFiles(root, { sourceMaps: false });
    expect(files.has('main.abcdef0123.js.br')).toBe(true);
    expect(files.has('main.abcdef0123.js.gz')).toBe(true);
    for (const name of ['mf-manifest-stats.json.br', 'mf-manifest-stats.json.gz', `${MAP}.br`, `${MAP}.gz`])
      expect(files.has(name)).toBe(false);
    expect(listPublicFiles(root, { sourceMaps: true }).has(`${MAP}.br`)).toBe(true);
  });

  it('lists the source maps only when they are to be served', () => {
    const files = listPublicFiles(root, { sourceMaps: true });
    expect(files.has(MAP)).toBe(true);
    expect(files.has('assets/hero.0123456789.mp4.map')).toBe(true);
    expect(files.has(SERVER_FILE)).toBe(false);
  });

  it('finds a public file under its own name, with or without a query', () => {
    const files = listPublicFiles(root, { sourceMaps: false });
    expect(targetOf('/main.abcdef0123.js', files)).toEqual({ kind: 'file', file: 'main.abcdef0123.js' });
    expect(targetOf('/assets/hero.0123456789.mp4?t=3', files)).toEqual({ kind: 'file', file: 'assets/hero.0123456789.mp4' });
    expect(targetOf('/mf-%6danifest.json', files)).toEqual({ kind: 'file', file: 'mf-manifest.json' });
  });

  it.each([MAP, SERVER_FILE, 'server/243.65b4c96c68.cjs', '.build-stamp', '.git/config', 'linked.txt'])(
    'never names %s, under any spelling',
    (file) => {
      const files = listPublicFiles(root, { sourceMaps: false });
      const spellings = spellingsOf(file);
      expect(spellings.length).toBeGreaterThan(25);
      for (const url of spellings) expect([url, targetOf(url, files).kind]).not.toEqual([url, 'file']);
    },
  );

  it('names a source map, when maps are served, only under its own spelling decoded once', () => {
    const files = listPublicFiles(root, { sourceMaps: true });
    expect(targetOf(`/${MAP}`, files)).toEqual({ kind: 'file', file: MAP });
    expect(targetOf('/main.abcdef0123.js.%6dap', files)).toEqual({ kind: 'file', file: MAP });
    expect(targetOf('/main.abcdef0123.js.%256dap', files)).toEqual({ kind: 'not-found' });
    expect(targetOf(`/assets/../${MAP}`, files)).toEqual({ kind: 'not-found' });
  });

  it('sends a missing or non-public file to a 404, and a page path to its page', () => {
    const files = listPublicFiles(root, { sourceMaps: false });
    expect(targetOf('/%73erver/render.cjs', files)).toEqual({ kind: 'not-found' });
    expect(targetOf('/missing.0123456789.js', files)).toEqual({ kind: 'not-found' });
    expect(targetOf('/events/6a0c3f54-1111-4222-8333-444455556666', files)).toEqual({ kind: 'page' });
    expect(targetOf('/video-reports?category=news.local', files)).toEqual({ kind: 'page' });
    expect(targetOf('/server', files)).toEqual({ kind: 'page' });
    // A path that does not decode names no file; without a dot it is still a page path.
    expect(targetOf('/events/%E0%A4', files)).toEqual({ kind: 'page' });
    expect(targetOf('/render.cjs%E0%A4', files)).toEqual({ kind: 'not-found' });
  });
});
