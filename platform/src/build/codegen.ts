/**
 * Code the build writes before it compiles (under the app's node_modules/.beacon, never committed),
 * generated from a remote's exposes (themselves derived from the route manifest) so it never drifts
 * from them: the prerendering entry, and the page modules its standalone bootstrap routes to.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppBuildOptions } from './options';

/** A remote's prerendering entry: its exposed modules, rendered to HTML (all at build time, one per request). */
export function writeRemotePrerenderEntry(options: AppBuildOptions): string {
  const file = generatedFile(options, 'prerender-entry.js');
  const exposes = Object.entries(options.exposes ?? {});
  const lines = [
    "import { prerenderExposes, renderExposeForAddress } from '@beacon/shared/ssr';",
    ...exposes.map(([, source], i) => `import * as page${i} from ${JSON.stringify(path.join(options.dir, source))};`),
    `const modules = { ${exposes.map(([expose], i) => `${JSON.stringify(expose)}: page${i}`).join(', ')} };`,
    'export default () => prerenderExposes(modules);',
    'export const renderForAddress = (expose, address, config, timeoutMs) => renderExposeForAddress(modules, expose, address, config, timeoutMs);',
  ];
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The module `@beacon/generated/page-modules` resolves to in a remote's browser build. */
export const PAGE_MODULES_IMPORT = '@beacon/generated/page-modules';

/**
 * A remote's page modules by exposed name, each a lazy import() of its source, for its standalone
 * bootstrap. Written out as static imports (not a require.context) so no source path is left in
 * the bundle: the build turns each into a chunk id.
 */
export function writeStandalonePageModules(options: AppBuildOptions): string {
  const file = generatedFile(options, 'page-modules.js');
  const entries = Object.entries(options.exposes ?? {}).map(
    ([expose, source]) => `  ${JSON.stringify(expose)}: () => import(${JSON.stringify(path.join(options.dir, source))}),`,
  );
  fs.writeFileSync(file, ['export default {', ...entries, '};', ''].join('\n'));
  return file;
}

function generatedFile(options: AppBuildOptions, name: string): string {
  const folder = path.join(options.dir, 'node_modules', '.beacon');
  fs.mkdirSync(folder, { recursive: true });
  return path.join(folder, name);
}
