import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { pinnedNodeVersion } from './runtime';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the pinned Node.js', () => {
  const pinned = pinnedNodeVersion(ROOT);
  const major = pinned.split('.')[0];

  it('is an even-numbered (LTS) line, and package.json`s engines and types follow it', () => {
    expect(Number(major) % 2).toBe(0);
    const manifest = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> };
    expect(manifest.engines.node).toBe(`^${pinned}`);
    expect(manifest.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
  });

  it('is the version the README and the deployment guide name', () => {
    expect(read('README.md')).toContain(`Node ${pinned}`);
    expect(read('docs/deploy.md')).toContain(`Node ${pinned}`);
  });
});
