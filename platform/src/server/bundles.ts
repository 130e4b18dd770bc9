/**
 * The Node bundles an app's production build carries (`server/render.cjs`): the host's shell
 * renderer, or a remote's page renderer. Typed by the contract both sides compile against.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SERVER_BUNDLE, type RemoteRenderer, type ShellRenderer } from '@beacon/shared/contract';

const require = createRequire(import.meta.url);

/** The build's server bundle, loaded afresh (a rebuilt bundle replaces the old one), or null when the build has none. */
function loadServerBundle(distDir: string): unknown {
  const bundle = path.join(distDir, SERVER_BUNDLE);
  if (!fs.existsSync(bundle)) return null;
  delete require.cache[bundle];
  return require(bundle) as unknown;
}

/** The host's shell renderer, if its build has one (else every page renders in the browser). */
export function loadShellRenderer(distDir: string): ShellRenderer | null {
  const bundle = loadServerBundle(distDir) as Partial<ShellRenderer> | null;
  return typeof bundle?.renderShell === 'function' ? (bundle as ShellRenderer) : null;
}

/** A remote's per-request page renderer, if its build has one. */
export function loadAddressRenderer(distDir: string): RemoteRenderer['renderForAddress'] | null {
  const bundle = loadServerBundle(distDir) as Partial<RemoteRenderer> | null;
  return typeof bundle?.renderForAddress === 'function' ? bundle.renderForAddress : null;
}
