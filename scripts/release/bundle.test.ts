import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { copyRelease, releaseFiles, releaseId, staleCopies } from './bundle';
import { buildFacts } from './metadata';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-release-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A build folder with what a remote's build holds, public and not. */
function build(name: string, overrides: Record<string, string> = {}): string {
  const dist = path.join(root, name);
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      metaData: { buildInfo: { buildVersion: '2.3.4' } },
      shared: [
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: '@beacon/shared', requiredVersion: '^1.4.0' },
      ],
    }),
    'remoteEntry.js': 'var mfe_events;',
    '17.a2cb5b6b77.js': 'chunk()',
    '17.a2cb5b6b77.js.map': '{"sources":["src/secret.ts"]}',
    'assets/logo.svg': '<svg/>',
    'index.html': '<!doctype html>',
    'mf-manifest-stats.json': '{"exposes":"src paths"}',
    'server/render.cjs': 'module.exports = {}',
    '.build-stamp': '2031-01-02T03:04:05.000Z',
    '.env': 'SECRET=1',
    '.cache/x.js': 'x',
    ...overrides,
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

describe('what a release holds', () => {
  test('the browser files its page server would send: no server bundle, source maps, dot-files or build report', () => {
    expect(releaseFiles(build('dist'))).toEqual([
      '17.a2cb5b6b77.js',
      'assets/logo.svg',
      'index.html',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
  });

  test('a symbolic link is never part of it', () => {
    const dist = build('dist');
    fs.symlinkSync('/etc/passwd', path.join(dist, 'passwd.js'));
    expect(releaseFiles(dist)).not.toContain('passwd.js');
  });
});

describe('the release id', () => {
  test('12 hex digits, the same for the same files wherever the build is', () => {
    const id = releaseId(build('a'), releaseFiles(build('a')));
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    const elsewhere = build('b');
    expect(releaseId(elsewhere, releaseFiles(elsewhere))).toBe(id);
  });

  test('changes with any byte or name of a browser file, not with what is not served', () => {
    const base = build('base');
    const id = releaseId(base, releaseFiles(base));
    const variants = [
      build('content', { 'remoteEntry.js': 'var mfe_events; ' }),
      build('renamed', { '17.a2cb5b6b77.js': '', '18.a2cb5b6b77.js': 'chunk()' }),
    ];
    for (const dist of variants) expect(releaseId(dist, releaseFiles(dist))).not.toBe(id);
    // Bytes moved from one file's name into its content do not collide.
    const a = build('moved-a', { 'assets/logo.svg': 'ab' });
    const b = build('moved-b', { 'assets/logo.svg': '' });
    fs.rmSync(path.join(b, 'assets/logo.svg'));
    fs.writeFileSync(path.join(b, 'assets/logo.sv'), 'gab');
    expect(releaseId(a, releaseFiles(a))).not.toBe(releaseId(b, releaseFiles(b)));
    const unserved = build('unserved', {
      'server/render.cjs': 'module.exports = { other: 1 }',
      '17.a2cb5b6b77.js.map': '{}',
      '.build-stamp': '2032-01-01T00:00:00.000Z',
    });
    expect(releaseId(unserved, releaseFiles(unserved))).toBe(id);
  });
});

describe('copying a release into place', () => {
  test('its files and the server bundle, in <remote>/<id>/, with no temporary folder left', () => {
    const dist = build('dist');
    const files = releaseFiles(dist);
    const id = releaseId(dist, files);
    const remoteDir = path.join(root, 'releases', 'mfe_events');
    const copy = copyRelease(dist, files, remoteDir, id);
    expect(copy).toEqual({ folder: path.join(remoteDir, id), existed: false });
    const copied = (dir: string, prefix = ''): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? copied(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
        );
    expect(copied(copy.folder).sort()).toEqual([...files, 'server/render.cjs'].sort());
    expect(fs.readFileSync(path.join(copy.folder, 'remoteEntry.js'), 'utf8')).toBe('var mfe_events;');
    expect(fs.readdirSync(remoteDir)).toEqual([id]);
  });

  test('a release already in place is left as it is (same id, same content)', () => {
    const dist = build('dist');
    const files = releaseFiles(dist);
    const remoteDir = path.join(root, 'releases', 'mfe_events');
    const first = copyRelease(dist, files, remoteDir, 'aaaaaaaaaaaa');
    const marker = path.join(first.folder, 'remoteEntry.js');
    const before = fs.statSync(marker).mtimeMs;
    expect(copyRelease(dist, files, remoteDir, 'aaaaaaaaaaaa')).toEqual({ folder: first.folder, existed: true });
    expect(fs.statSync(marker).mtimeMs).toBe(before);
    expect(fs.readdirSync(remoteDir)).toEqual(['aaaaaaaaaaaa']);
  });
});

describe('what the registry records of a build', () => {
  test('version and @beacon/shared range from the federation manifest, build time from the stamp', () => {
    expect(buildFacts(build('dist'))).toEqual({ version: '2.3.4', sharedRange: '^1.4.0', builtAt: '2031-01-02T03:04:05.000Z' });
  });

  test('a folder that is no remote build is refused', () => {
    fs.mkdirSync(path.join(root, 'empty'));
    expect(() => buildFacts(path.join(root, 'empty'))).toThrow(/mf-manifest\.json/);
  });
});

describe("the build's compressed copies", () => {
  const entry = 'var mfe_events = "the build";';
  const withCopies = (name: string): string => {
    const dist = build(name, { 'remoteEntry.js': entry });
    fs.writeFileSync(path.join(dist, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js.gz'), zlib.gzipSync(entry));
    return dist;
  };

  test('are released with their files when they hold them', () => {
    const dist = withCopies('fresh');
    const files = releaseFiles(dist);
    expect(files).toEqual(expect.arrayContaining(['remoteEntry.js.br', 'remoteEntry.js.gz']));
    expect(staleCopies(dist, files)).toEqual([]);
  });

  test('are named when their file changed after the build, or when they are not valid', () => {
    const dist = withCopies('edited');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_events = "edited";');
    expect(staleCopies(dist, releaseFiles(dist))).toEqual(['remoteEntry.js.br', 'remoteEntry.js.gz']);
    const broken = withCopies('broken');
    fs.writeFileSync(path.join(broken, 'remoteEntry.js.gz'), 'not gzip');
    expect(staleCopies(broken, releaseFiles(broken))).toEqual(['remoteEntry.js.gz']);
  });
});
