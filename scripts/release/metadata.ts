/** What the registry records about a build besides its id, read from the build itself. */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MANIFEST_FILE } from '@beacon/shared/contract';

/** The build folder's stamp (scripts/build.ts writes the build's time there). */
const BUILD_STAMP = '.build-stamp';

export interface BuildFacts {
  /** The app's version, as the federation manifest names it. */
  version: string;
  /** The @beacon/shared range the build requires of the host (its shared-module requirement). */
  sharedRange: string;
  /** ISO time of the build. */
  builtAt: string;
}

interface ManifestShape {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

/** Reads the facts from `dist`'s federation manifest and stamp; throws when the folder is no remote's build. */
export function buildFacts(dist: string): BuildFacts {
  const manifestPath = path.join(dist, REMOTE_MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) throw new Error(`${dist} has no ${REMOTE_MANIFEST_FILE}: build the remote first (npm run build).`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ManifestShape;
  const version = manifest.metaData?.buildInfo?.buildVersion;
  const sharedRange = manifest.shared?.find((entry) => entry.name === '@beacon/shared')?.requiredVersion;
  const stampPath = path.join(dist, BUILD_STAMP);
  const stamp = fs.existsSync(stampPath) ? new Date(fs.readFileSync(stampPath, 'utf8').trim()) : null;
  const builtAt = stamp && !Number.isNaN(stamp.getTime()) ? stamp : fs.statSync(manifestPath).mtime;
  return {
    version: typeof version === 'string' && version ? version : '0.0.0',
    sharedRange: typeof sharedRange === 'string' && sharedRange ? sharedRange : '*',
    builtAt: builtAt.toISOString(),
  };
}
