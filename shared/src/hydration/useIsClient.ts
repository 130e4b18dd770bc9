import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True when rendering in the browser after hydration (and on any client-only render); false on the server. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
