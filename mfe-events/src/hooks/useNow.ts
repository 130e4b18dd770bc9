import { useSyncExternalStore } from 'react';
import { useServedTime } from '@beacon/shared/hydration';

/** How often the time the pages compare dates with moves on while they are open. */
const TICK_MS = 30_000;

let now: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    timer = setInterval(() => {
      now = Date.now();
      for (const listener of listeners) listener();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    clearInterval(timer);
    // The next page to open reads a fresh time.
    now = null;
  };
}

const snapshot = (): number => (now ??= Date.now());

/**
 * The current time, one value for every component of the page, moving on every 30 s. A server render
 * and hydration use the time the served copy was rendered at (none in a build's prerender: the page
 * then waits for the browser's), so the markup never depends on when it was hydrated.
 */
export function useNow(): number | null {
  const served = useServedTime();
  return useSyncExternalStore(subscribe, snapshot, () => served);
}
