import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a list of `total` to render: `first` (a screenful) as soon as the list
 * changes, then all of them in a transition. A long list arriving at once (a few dozen cards)
 * would otherwise render and lay out in one long task; this way the first screen paints at once
 * and React renders the rest in slices that leave the browser free to answer input.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [shown, setShown] = useState({ total, count: Math.min(total, first) });
  // A new list starts again from the first screenful (state adjusted while rendering: no extra commit).
  if (shown.total !== total) setShown({ total, count: Math.min(total, first) });
  useEffect(() => {
    if (shown.count < shown.total) startTransition(() => setShown({ total: shown.total, count: shown.total }));
  }, [shown]);
  return Math.min(shown.count, total);
}
