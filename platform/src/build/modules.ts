/** How sources become modules: TSX through rspack's built-in SWC, media as hashed files, and module aliases. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration, RuleSetUseItem } from '@rspack/core';

const require = createRequire(import.meta.url);

/** Hashed asset names; the same in every compilation of an app, so prerendered HTML and bundles agree. */
export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';
export const MEDIA = /\.(png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?)$/i;
export const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.json'];
/** `import text from 'pkg/file?source'`: a file's text as a string (a worker's script, a library's stylesheet). */
export const SOURCE_TEXT_RULE = { resourceQuery: /^\?source$/, type: 'asset/source' } as const;

/** TSX and modern JS through rspack's built-in SWC, for the browsers the site supports. */
export function swcLoader(syntax: 'typescript' | 'ecmascript', isDev: boolean): RuleSetUseItem {
  return {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
      },
      env: { targets: 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4' },
    },
  };
}

/** TSX through builtin:swc-loader and media as files: the module rules of an app's browser compilations. */
export function moduleRules(isDev: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader('typescript', isDev)] },
    { test: MEDIA, type: 'asset/resource' },
    SOURCE_TEXT_RULE,
  ];
}

/** react-router resolves to its development build (with its warnings) under every condition. */
export function reactRouterProductionAlias(): Record<string, string> {
  const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
  return fs.existsSync(production) ? { 'react-router$': production } : {};
}
