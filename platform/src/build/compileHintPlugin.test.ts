import { describe, expect, it } from '@jest/globals';
import type { StatsChunk } from './bootPreloadPlugin';
import { startupChunkFiles } from './compileHintPlugin';

const provides = (pkg: string) => ({ moduleName: `provide shared module (default) ${pkg}@1.0.0 = /repo/node_modules/${pkg}/index.js` });
const consumes = (pkg: string) => ({
  name: `consume shared module (default) ${pkg}@^1.0.0 (strict) (fallback: /repo/node_modules/${pkg}/index.js)`,
});

/** A remote's chunks as the build's stats describe them. */
const chunks: StatsChunk[] = [
  { files: ['main.aaaaaaaaaa.js'], initial: true, origins: [{ request: './src/index.ts' }] },
  { files: ['remoteEntry.js'], initial: true, origins: [{ request: '' }] },
  { files: ['189.bbbbbbbbbb.js'], origins: [{ request: './bootstrap', moduleName: './src/index.ts' }], modules: [consumes('react-dom')] },
  { files: ['275.cccccccccc.js', '275.cccccccccc.css'], origins: [provides('react-dom')] },
  { files: ['150.dddddddddd.js'], origins: [provides('swr')] },
  { files: ['__federation_expose_ElectionPage.eeeeeeeeee.js'], origins: [{ request: '', moduleName: 'container entry' }] },
  { files: ['345.ffffffffff.js'], origins: [{ request: '', moduleName: 'container entry' }, { request: './src/ElectionPage.tsx' }] },
  // Loaded later, on demand: a visitor's first submit, a configured sign-in.
  { files: ['openpgp.0000000000.js'], origins: [{ request: 'openpgp', moduleName: './src/tips/encrypt.ts' }] },
  { files: ['17.1111111111.js'], origins: [provides('@clerk/react')] },
];

describe('the scripts marked for compiling while they download', () => {
  const marked = startupChunkFiles(chunks, { bootstrapRequest: './bootstrap', alsoShared: ['swr'] });

  it('are the entries, the boot chunks with the libraries they consume, and the chunks of exposed pages', () => {
    expect(marked.sort()).toEqual(
      [
        'main.aaaaaaaaaa.js',
        'remoteEntry.js',
        '189.bbbbbbbbbb.js',
        '275.cccccccccc.js',
        '150.dddddddddd.js',
        '__federation_expose_ElectionPage.eeeeeeeeee.js',
        '345.ffffffffff.js',
      ].sort(),
    );
  });

  it('leave out code loaded on demand, and files that are not scripts', () => {
    expect(marked).not.toContain('openpgp.0000000000.js');
    expect(marked).not.toContain('17.1111111111.js');
    expect(marked).not.toContain('275.cccccccccc.css');
  });
});
