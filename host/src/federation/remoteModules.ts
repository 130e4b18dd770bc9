import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from '@beacon/shared/config';
import { isFallbackModule } from './fallbackModule';

let registered: RemotesMap = {};

/** Registers every remote's manifest URL, read from the runtime config (no rebuild to move one). */
export function registerRemoteMap(remotes: RemotesMap): void {
  registered = { ...remotes };
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** The manifest URL a remote was registered with (the release this page runs), if any. */
export const registeredEntry = (remote: string): string | undefined => registered[remote];

/** Fetches a page's manifest, entry and chunks now, so opening it does not wait for each in turn. */
export function preloadExposedModule(remote: string, expose: string): void {
  // Only the page's own chunks: a manifest's `async` list also names the remote's other pages.
  preloadRemote([{ nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync' }]).catch(() => {
    // A failed preload is retried by the real load, which shows the fallback if it fails too.
  });
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string) {
    super(`The ${remote} section could not be loaded.`);
    this.name = 'RemoteUnavailableError';
  }
}

interface ExposedModule {
  default?: unknown;
}

/**
 * Where the site serves a remote from now, for this visitor: the page server answers `/remotes.json`
 * with the releases it would compose a page with (a release rolled back since this page loaded is
 * no longer named). The registered address when it does not answer.
 */
async function currentEntry(remote: string): Promise<string | undefined> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    const entry = response.ok ? ((await response.json()) as Record<string, unknown>)[remote] : undefined;
    return typeof entry === 'string' ? entry : registered[remote];
  } catch {
    return registered[remote];
  }
}

/**
 * Loads an exposed component. `fresh` forgets everything the runtime cached about the remote
 * (manifest, entry, modules) and asks where it is served now, so that a Retry after an outage, or
 * after its failing release was rolled back, really fetches again.
 */
export async function loadExposedComponent<P extends object>(remote: string, expose: string, fresh = false): Promise<ComponentType<P>> {
  const entry = fresh ? await currentEntry(remote) : registered[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  if (fresh) {
    registered = { ...registered, [remote]: entry };
    registerRemotes([{ name: remote, entry }], { force: true });
  }
  const module = await loadRemote<ExposedModule>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!module || isFallbackModule(module) || typeof module.default !== 'function') throw new RemoteUnavailableError(remote);
  return module.default as ComponentType<P>;
}
