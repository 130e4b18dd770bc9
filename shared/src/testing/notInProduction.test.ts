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

const isTestOnly = (file: string): boolean =>
  /\.test\.tsx?$/.test(file) || file.startsWith(path.join(REPO, 'shared/src/testing') + path.sep);

describe('the test kit', () => {
  it('is imported by test files only', () => {
    const offenders = APPS.flatMap((app) => [...sourceFiles(path.join(REPO, app, 'src'))])
      .filter((file) => !isTestOnly(file))
      .filter((file) => /['"]@beacon\/shared\/testing['"]|from ['"][./]+testing['"/]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(REPO, file));
    expect(offenders).toEqual([]);
  });
});
