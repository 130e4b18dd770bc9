/**
 * The shared-version policy: which libraries are one copy on a page, and which versions of
 * @beacon/shared a remote accepts at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../root';

const require = createRequire(import.meta.url);

const versionOf = (pkg: string): string => (require(`${pkg}/package.json`) as { version: string }).version;

/**
 * The version of @beacon/shared this build is made against. `BEACON_SHARED_VERSION` overrides it
 * to build a remote as if against another release (the version-skew browser test does).
 */
export function sharedPackageVersion(env: NodeJS.ProcessEnv = process.env): string {
  const own = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }).version;
  const version = env.BEACON_SHARED_VERSION?.trim() || own;
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`@beacon/shared version "${version}" is not MAJOR.MINOR.PATCH`);
  return version;
}

/**
 * What a build of @beacon/shared X.Y.Z accepts at run time: the same major, at least minor Y.
 * Patches never change the API, so any patch of that minor will do.
 */
export const compatibleSharedRange = (version: string): string => {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
};

/**
 * One copy of each library. `react/jsx-runtime` and `react-dom/client` are listed on their own:
 * without them a remote would bundle a second React DOM. antd, @ant-design/icons and react-router
 * are not shared whole (a singleton is never tree-shaken); the curated kit `@beacon/shared/ui` and
 * the router facade `@beacon/shared/router` are.
 *
 * @beacon/shared is a strict singleton: its React contexts (config, auth, theme) must be one copy,
 * so a remote that needs a newer minor than the running host provides fails to load (and its
 * section shows the fallback panel) instead of running against an older copy that lacks what it uses.
 */
export function sharedLibraries() {
  const singleton = (pkg: string, version = versionOf(pkg)) => ({ singleton: true, requiredVersion: `^${version}`, version });
  const sharedVersion = sharedPackageVersion();
  const workspace = { singleton: true, strictVersion: true, requiredVersion: compatibleSharedRange(sharedVersion), version: sharedVersion };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', versionOf('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', versionOf('react-dom')),
    swr: singleton('swr'),
    '@clerk/react': singleton('@clerk/react'),
    '@beacon/shared': workspace,
    '@beacon/shared/ui': workspace,
    // The router facade, not react-router: only what the facade re-exports is bundled.
    '@beacon/shared/router': workspace,
  };
}
