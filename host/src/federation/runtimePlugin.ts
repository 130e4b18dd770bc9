import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { MANIFEST_ELEMENT_ID } from '@beacon/shared/config';
import { createFallbackModule } from './fallbackModule';
import { reportRelease } from './releaseReports';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const RETRY_DELAYS_MS = [300, 1000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Manifest fetch with retries: a network error or a 5xx is retried after 300 ms and 1 s. */
async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] as number);
    try {
      const response = await fetch(url, { ...init, cache: 'no-store' });
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The opened page's manifest as the page server inlined it, once: the first load of that manifest
 * is answered from it; any later one (a Retry, another visit) asks the remote.
 */
function takeInlineManifest(url: string): Response | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(MANIFEST_ELEMENT_ID);
  if (!element || element.dataset.url !== url) return undefined;
  element.remove();
  return new Response(element.textContent, { headers: { 'Content-Type': 'application/json' } });
}

/**
 * The host's federation runtime plugin, the first two layers of failure isolation:
 * retries for manifest and entry loads, then a fallback module instead of a thrown error.
 * The third layer is the error boundary around every remote outlet. It also reports each remote
 * release's loads and load failures to the release registry (releaseReports.ts).
 */
export default function beaconRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'beacon-retry-and-fallback',
    fetch(url, init) {
      if (!url.endsWith('.json')) return undefined;
      const inline = takeInlineManifest(url);
      return inline ? Promise.resolve(inline) : fetchWithRetry(url, init);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = sleep(RETRY_DELAYS_MS[0] as number).then(() => {
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      });
      // The hook's declared type nests a promise that the runtime awaits away: an entry or nothing.
      return retried.then((entry) => entry || undefined) as unknown as ReturnType<LoadEntryErrorHook>;
    },
    onLoad({ remote }) {
      reportRelease(remote.name, 'entry' in remote ? remote.entry : undefined, 'load');
    },
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[beacon] remote ${args.id} failed to load`, args.error);
      if (args.remote) reportRelease(args.remote.name, args.remote.entry, 'load-error');
      return createFallbackModule();
    },
  };
}
