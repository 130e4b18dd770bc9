import { useSyncExternalStore } from 'react';
import { whenQuiet } from '../utils/whenIdle';

let settled = false;
const listeners = new Set<() => void>();
/** Stops the wait under way (for the load event, then for quiet), or null when none is. */
let stopWaiting: (() => void) | null = null;

function settle(): void {
  settled = true;
  stopWaiting = null;
  for (const listener of listeners) listener();
}

function waitForQuiet(): void {
  stopWaiting = whenQuiet(settle);
}

function startWaiting(): void {
  if (document.readyState === 'complete') return waitForQuiet();
  window.addEventListener('load', waitForQuiet, { once: true });
  stopWaiting = () => window.removeEventListener('load', waitForQuiet);
}

// The wait runs while something on the page waits to move, and starts again with the next one.
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!settled && !stopWaiting) startWaiting();
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0 || !stopWaiting) return;
    stopWaiting();
    stopWaiting = null;
  };
}

/**
 * Whether the page has settled: loaded, and its main thread idle for 300 ms in a row since (5 s at
 * the latest), so its start-up is over however long that took on this device. Decorative motion (a
 * background video, a pulsing button) waits for it: on a phone, every frame of an animation is drawn
 * by the same cores that run the page's start-up. Once settled, the visit stays settled, and a page
 * opened later in it moves at once. Never on the server.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
