/**
 * Where published releases of the remotes are kept on this machine: `RELEASES_DIR`, else
 * `.releases` in `DATA_DIR` (the API's data folder) or in the repository. The release command
 * writes there and every remote's page server reads from there, so both ask this one function.
 */
import path from 'node:path';
import type { Env } from '@beacon/shared/apps';
import { ROOT } from '../root';

/** The releases folder: one sub-folder per remote (`mfe_events`), one per release id inside it. */
export function releasesDir(env: Env): string {
  const explicit = env.RELEASES_DIR?.trim();
  if (explicit) return path.resolve(ROOT, explicit);
  return path.resolve(ROOT, env.DATA_DIR?.trim() || '.', '.releases');
}

/** A release id: the first 12 hex digits of a hash of the release's files. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;
