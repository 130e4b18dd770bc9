import { useState } from 'react';
import { useServedTime } from '@beacon/shared/hydration';

/**
 * The time a list was first rendered: relative ages ("3 days ago") are computed against one
 * moment, not re-read on every render. A list served rendered (and its hydration) uses the time the
 * server rendered it at, so the browser's first render says what the server's did.
 */
export function useNow(): number {
  const served = useServedTime();
  const [now] = useState(() => served ?? Date.now());
  return now;
}
