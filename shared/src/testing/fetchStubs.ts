/**
 * The fakes replace the global fetch; a request outside a fake's base address goes on to the
 * fetch installed before it, so a Main API fake and a Video API fake can serve one page. After
 * each test the original fetch comes back.
 */
let original: typeof fetch | null = null;

export function installFetch(fake: typeof fetch): typeof fetch {
  const previous = globalThis.fetch;
  original ??= previous;
  globalThis.fetch = fake;
  return previous;
}

export function restoreFetch(): void {
  if (original) globalThis.fetch = original;
  original = null;
}

if (typeof afterEach === 'function') afterEach(restoreFetch);

export const requestUrl = (input: string | URL | Request): string => (input instanceof Request ? input.url : String(input));

export const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');

/** Under `base` (same origin, path below it). */
export const isUnder = (url: string, base: string): boolean => {
  const root = base.replace(/\/+$/, '');
  return url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`);
};
