import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The kit pulls in Testing Library and fakes of fetch: it must never reach a production bundle.
const REPO = path.resolve(__dirname, '../../..');
const APPS = ['shared', 'host', 'mfe-media', 'mfe-engage', 'mfe-events', 'mfe-admin', 'mfe-landing'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const FILES = APPS.flatMap((app) => [...sourceFiles(path.join(REPO, app, 'src'))]);
/** A feature's test data beside its tests (`testSpeakingContent.ts`): only tests and other such files may import it. */
const isTestHelper = (file: string): boolean => /^test[A-Z]\w*\.tsx?$/.test(path.basename(file));
const isTestOnly = (file: string): boolean =>
  /\.test\.tsx?$/.test(file) || isTestHelper(file) || file.startsWith(path.join(REPO, 'shared/src/testing') + path.sep);
const production = FILES.filter((file) => !isTestOnly(file));

describe('the test kit', () => {
  it('is imported by test files only', () => {
    const offenders = production
      .filter((file) => /['"]@beacon\/shared\/testing['"]|from ['"][./]+testing['"/]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(REPO, file));
    expect(offenders).toEqual([]);
  });

  it('and the test data beside a feature’s tests too', () => {
    const helpers = FILES.filter(isTestHelper).map((file) => path.basename(file).replace(/\.tsx?$/, ''));
    expect(helpers.length).toBeGreaterThan(0);
    const offenders = production
      .filter((file) => helpers.some((name) => new RegExp(`from ['"][./][^'"]*/${name}['"]`).test(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(REPO, file));
    expect(offenders).toEqual([]);
  });
});
