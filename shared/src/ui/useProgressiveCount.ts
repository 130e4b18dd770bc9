import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a list of `total` to render: `first` (a screenful) as soon as the list
 * changes, then `first` more in each following transition until all are shown. A long list arriving
 * at once (a few dozen cards) would otherwise render and lay out in one long task, and a transition
 * slices only the rendering, not the commit that puts the cards on the page: one commit per
 * screenful keeps each of those short, and the browser answers input between them.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [shown, setShown] = useState({ total, count: Math.min(total, first) });
  // A new list starts again from the first screenful (state adjusted while rendering: no extra commit).
  if (shown.total !== total) setShown({ total, count: Math.min(total, first) });
  useEffect(() => {
    if (shown.count < shown.total)
      startTransition(() => setShown({ total: shown.total, count: Math.min(shown.total, shown.count + first) }));
  }, [shown, first]);
  return Math.min(shown.count, total);
}
