import { useState } from 'react';

/**
 * The time a list was first rendered: relative ages ("3 days ago") are computed against one
 * moment, not re-read on every render.
 */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}
