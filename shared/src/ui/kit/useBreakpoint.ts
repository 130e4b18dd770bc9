import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../tokens';

export type Screens = Readonly<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', boolean>>;

const QUERIES = (['sm', 'md', 'lg', 'xl'] as const).map((key) => [key, `(min-width: ${BREAKPOINTS[key]}px)`] as const);
const SERVER: Screens = { xs: true, sm: false, md: false, lg: false, xl: false };
// As in antd: xs is below sm; the others hold from their width up.
let cached: Screens = SERVER;

function snapshot(): Screens {
  const wide = Object.fromEntries(QUERIES.map(([key, query]) => [key, window.matchMedia(query).matches])) as Omit<Screens, 'xs'>;
  const next: Screens = { xs: !wide.sm, ...wide };
  // The same object while nothing changed, as useSyncExternalStore requires.
  if ((Object.keys(next) as (keyof Screens)[]).some((key) => next[key] !== cached[key])) cached = next;
  return cached;
}

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map(([, query]) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/**
 * Which of the site's breakpoints the viewport has reached (xs 0, sm 600, md 900, lg 1200,
 * xl 1536), following resizes. Layout belongs in CSS media queries; this is for behaviour that
 * depends on the width. On the server (and while hydrating) only xs is true.
 */
export function useBreakpoint(): Screens {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER);
}

export const Grid = { useBreakpoint };
