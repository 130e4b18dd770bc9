import { createContext, useContext, useSyncExternalStore } from 'react';
import { servedPage } from './servedData';

/** While the server renders a page for a request: when it renders it. Null while a build prerenders it without an address. */
export const RenderedForAddressContext = createContext<{ at: number } | null>(null);

/** How often the live clock moves on while a page is open. */
export const PAGE_CLOCK_TICK_MS = 30_000;

let now: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    timer = setInterval(() => {
      now = Date.now();
      for (const listener of listeners) listener();
    }, PAGE_CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    clearInterval(timer);
    // The next page to open reads a fresh time.
    now = null;
  };
}

const liveTime = (): number => (now ??= Date.now());

/**
 * The page's "now", in ms since the epoch, one value for every component of the page:
 * - while the server renders the page for a request, and while the browser hydrates that copy:
 *   the time the server rendered it at (so the browser's first render says what the server's did);
 * - in a build's prerender, and while the browser hydrates such a copy: null. Neither the time nor
 *   the page's address (its id, say) is known there, so a page shows its placeholder for anything
 *   that depends on them;
 * - otherwise (hydrated, or rendered in the browser from the start): the browser's clock, moving on
 *   every 30 s.
 */
export function usePageClock(): number | null {
  const onServer = useContext(RenderedForAddressContext);
  return useSyncExternalStore(subscribe, liveTime, () => onServer?.at ?? servedPage()?.at ?? null);
}
