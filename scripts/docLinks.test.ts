import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * The docs a newcomer reads point at real places: every relative link in the README, api/README.md
 * and docs/ resolves (and its #anchor names a heading of the target), and every repository path
 * written in backticks exists, so a moved file shows up here rather than in a reader's 404.
 */
const ROOT = path.resolve(__dirname, '..');

function markdownFiles(): string[] {
  const docs: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) docs.push(full);
    }
  };
  walk(path.join(ROOT, 'docs'));
  return [path.join(ROOT, 'README.md'), path.join(ROOT, 'api/README.md'), ...docs.sort()];
}

/** The text outside fenced code blocks: a diagram or a shell example is not a link. */
const prose = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slugOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string): Set<string> =>
  new Set([...prose(fs.readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)].map((match) => slugOf(match[1] as string)));

/** Relative link targets, as written: `docs/x.md#part`, `../api/README.md`, `#part`. */
const linksOf = (markdown: string): string[] =>
  [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string).filter((target) => !/^[a-z]+:/i.test(target));

const TOP_FOLDERS = [
  'shared',
  'host',
  'mfe-media',
  'mfe-engage',
  'mfe-events',
  'mfe-admin',
  'mfe-landing',
  'api',
  'e2e',
  'scripts',
  'deploy',
  'docs',
  'platform',
  '.ci',
];

/** Paths in backticks that name a file or folder of this repository (not a build output or a placeholder). */
const repoPathsOf = (markdown: string): string[] =>
  [...prose(markdown).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] as string)
    .filter((text) => TOP_FOLDERS.some((folder) => text.startsWith(`${folder}/`)))
    .filter((text) => !/[<>*{}…]|\/dist\b|\/\.data\b|\.cluster\b/.test(text))
    .map((text) => text.replace(/[:,.]+$/, ''));

describe('the docs', () => {
  const files = markdownFiles();

  it('include the README, the API README and docs/', () => {
    expect(files.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(['README.md', 'api/README.md', 'docs/architecture.md']),
    );
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s: every relative link resolves', (_name, file) => {
    const broken: string[] = [];
    for (const target of linksOf(fs.readFileSync(file, 'utf8'))) {
      const [where = '', anchor] = target.split('#');
      const resolved = where ? path.resolve(path.dirname(file), decodeURI(where)) : file;
      if (!fs.existsSync(resolved)) broken.push(`${target} (no such file)`);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) broken.push(`${target} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s: every repository path in backticks exists', (_name, file) => {
    const missing = repoPathsOf(fs.readFileSync(file, 'utf8')).filter((repoPath) => !fs.existsSync(path.join(ROOT, repoPath)));
    expect(missing).toEqual([]);
  });

  it('make anchors the way GitHub does', () => {
    expect(slugOf('The production topology (`npm run cluster`)')).toBe('the-production-topology-npm-run-cluster');
    expect(slugOf('First paint from HTML: prerendered pages, hydration, a lean kit')).toBe(
      'first-paint-from-html-prerendered-pages-hydration-a-lean-kit',
    );
  });
});
