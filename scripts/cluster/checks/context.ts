/** What every module of cluster checks gets from the cluster test, and the release command as an operator runs it. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '../../apps';
import type { Layout } from '../layout';
import { readDeployFiles } from '../processList';

export interface ClusterCheckContext {
  layout: Layout;
  /** Runs one named check and records its outcome. */
  check: (name: string, body: () => Promise<string | void>) => Promise<void>;
  expect: (condition: unknown, message: string) => asserts condition;
  /** An admin's bearer token for the cluster's API. */
  token: string;
}

const run = promisify(execFile);

/**
 * `npm run release -w mfe-events -- <args>` against the running cluster, as a pipeline would run it (its API,
 * REMOTES_URL and RELEASES_DIR, an admin's token): its standard output; rejects with the command's output when it fails.
 */
export function releaseCommand(layout: Layout, token: string): (...args: string[]) => Promise<string> {
  const { sharedEnv } = readDeployFiles(layout.vars);
  return async (...args) => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/release.ts'), 'mfe-events', ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        API_URL: sharedEnv.API_URL,
        REMOTES_URL: sharedEnv.REMOTES_URL,
        RELEASES_DIR: sharedEnv.RELEASES_DIR,
        BEACON_ADMIN_TOKEN: token,
      },
    });
    return stdout.trim();
  };
}

/**
 * A copy of the mfe-events build, a few bytes apart (another content hash, so another release id, the same
 * behaviour), with `change` applied; the caller removes the folder.
 */
export function eventsBuildVariant(change: (dir: string) => void = () => undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-cluster-release-'));
  fs.cpSync(path.join(ROOT, 'mfe-events/dist'), dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), `\n// ${crypto.randomBytes(6).toString('hex')}\n`);
  // The build's compressed copies of the entry hold it as built (a release with them is refused).
  for (const copy of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(dir, copy), { force: true });
  change(dir);
  return dir;
}
