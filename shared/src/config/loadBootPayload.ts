import { BOOT_ELEMENT_ID, type BootPayload, type RemotesMap, type RuntimeConfig } from './runtimeConfig';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

let payload: Promise<BootPayload> | null = null;

/**
 * The config a page boots with: inlined by the server as a JSON block when it serves
 * index.html, otherwise fetched from config.json and remotes.json beside it (static hosting,
 * the dev server). Read once per page.
 */
export function loadBootPayload(): Promise<BootPayload> {
  payload ??= (async () => {
    const inline = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
    if (inline) return JSON.parse(inline) as BootPayload;
    const base = document.baseURI;
    const [config, remotes] = await Promise.all([
      fetchJson<RuntimeConfig>(new URL('config.json', base).href),
      fetchJson<RemotesMap>(new URL('remotes.json', base).href),
    ]);
    return { config, remotes };
  })();
  return payload;
}
