import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { API_SERVICE, APPS, REMOTE_APPS } from '@beacon/shared/apps';
import { listPublicFiles } from '@beacon/platform';

/**
 * What a browser can fetch from a build carries no build-only fact: no source path (`src/features/…`,
 * a `.tsx` file) and none of the app registry's variable names. Source maps and the server bundle
 * name sources by design; they are never served, so only the files a page server sends are read.
 * It checks the builds present (run `npm run build` first); an app not built is not checked.
 */
const ROOT = path.resolve(__dirname, '..');

const FORBIDDEN: readonly RegExp[] = [
  /\bsrc\/(?:features|app|components|hooks|lib|content|config|routes)\//,
  /\.tsx\b/,
  ...[...APPS, API_SERVICE].map((app) => new RegExp(`\\b${app.portVar}\\b`)),
  ...REMOTE_APPS.map((app) => new RegExp(`\\b${app.urlVar}\\b`)),
];

/** Text files of a build that a page server sends. */
const TEXT = /\.(?:js|mjs|cjs|json|html|css|txt|svg)$/;

const builds = APPS.map((app) => path.join(ROOT, app.dir, 'dist')).filter((dist) => fs.existsSync(path.join(dist, 'index.html')));

it('no file a page server sends names a source file or a build variable', () => {
  const offenders = builds.flatMap((dist) =>
    [...listPublicFiles(dist, { sourceMaps: false })]
      .filter((file) => TEXT.test(file))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(dist, file), 'utf8');
        return FORBIDDEN.filter((pattern) => pattern.test(text)).map(
          (pattern) => `${path.relative(ROOT, path.join(dist, file))}: ${pattern.source} (${text.match(pattern)?.[0] ?? ''})`,
        );
      }),
  );
  expect(offenders).toEqual([]);
});
