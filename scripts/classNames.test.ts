import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * Every class name the apps write in a `className` is defined by a stylesheet: a class without CSS
 * does nothing, and one meant to hide text from sight (a screen-reader-only note) then shows it.
 * Our classes carry an app's prefix; our stylesheets are CSS in template strings beside the code
 * (the kit's, each app's Styles and *Styles.ts), so a class is defined when a selector names it.
 */
const ROOT = path.resolve(__dirname, '..');
const SOURCE_ROOTS = [
  'shared/src',
  'platform/src',
  'host/src',
  'mfe-media/src',
  'mfe-engage/src',
  'mfe-events/src',
  'mfe-admin/src',
  'mfe-landing/src',
];
const OUR_PREFIXES = /^(bk|beacon|media|engage|events|landing|admin|host)-/;
/** Classes that name an element for the browser tests rather than style it, each with its reason. */
const HOOKS: ReadonlySet<string> = new Set([
  // The site menu's and the categories' drawers, which the browser tests find by them (the kit's drawer styles both).
  'beacon-drawer',
  'media-category-drawer',
]);

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const root of SOURCE_ROOTS) walk(path.join(ROOT, root));
  // The shell's own stylesheet is in the host's page template.
  for (const root of SOURCE_ROOTS) {
    const page = path.join(ROOT, path.dirname(root), 'index.html');
    if (fs.existsSync(page)) files.push(page);
  }
  return files.sort();
}

/** Class names in selectors: `.name` followed by the rest of a selector and its `{`. */
const definedIn = (text: string): string[] => [...text.matchAll(/\.(-?[a-z_][\w-]*)(?=[^;{}'"`]*\{)/g)].map((m) => m[1] as string);

/**
 * Class names written in a className: a literal (`className="a b"`) or the string literals of an
 * expression (`className={cx('a', on && 'b')}`); a name built at run time (`events-chip-${tone}`) is left out.
 */
function usedIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/className=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g)) {
    const literals =
      match[1] !== undefined ? [match[1]] : [...(match[2] ?? '').matchAll(/'([^']*)'|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? '');
    for (const literal of literals) {
      const staticText = literal.replace(/\S*\$\{[^}]*\}\S*/g, ' ');
      names.push(...staticText.split(/\s+/).filter((name) => OUR_PREFIXES.test(name)));
    }
  }
  return names;
}

describe('class names', () => {
  it('every class an app writes in a className has a rule in a stylesheet', () => {
    const files = sourceFiles();
    const texts = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
    const defined = new Set([...texts.values()].flatMap(definedIn));
    const undefinedUses = [...texts].flatMap(([file, text]) =>
      usedIn(text)
        .filter((name) => !defined.has(name) && !HOOKS.has(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });

  it('finds a class with no rule, and a class with one', () => {
    const sheet = '.events-card { color: red; }\n.events-card:hover, .events-chip > :not(h2) { color: blue; }';
    expect(definedIn(sheet)).toEqual(['events-card', 'events-card', 'events-chip']);
    expect(
      usedIn(`<p className="engage-visually-hidden">x</p><i className={cx('bk-spin', on && 'bk-spin-sm', \`events-chip-\${tone}\`)} />`),
    ).toEqual(['engage-visually-hidden', 'bk-spin', 'bk-spin-sm']);
  });
});
