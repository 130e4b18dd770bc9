/**
 * Code the build writes before it compiles (under the app's node_modules/.beacon, never committed):
 * a remote's prerendering entry, generated from its exposes so it never drifts from them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppBuildOptions } from './options';

/** A remote's prerendering entry: its exposed modules, rendered to HTML (all at build time, one per request). */
export function writeRemotePrerenderEntry(options: AppBuildOptions): string {
  const folder = path.join(options.dir, 'node_modules', '.beacon');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'prerender-entry.js');
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
