import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@beacon/shared/router';
import { matchesPattern } from './routeTable';

/** The path this document was served for (null while rendering on the server). */
const documentPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;

/** A full page load of the current address, replacing the history entry the in-app navigation made. */
const loadDocument = (href: string): void => window.location.replace(href);

/**
 * A sensitive page (`/tips`) is shown only in a document its page server composed for it: from the
 * live releases (never a canary's), with its own headers (no referrer, no caching, its strict policy).
 * Reached by an in-app link from another page, whose document may carry a canary's remotes, it is
 * loaded again as a page of its own instead of rendering there.
 */
export function SensitivePage({
  pattern,
  children,
  load = loadDocument,
  servedPath = documentPath,
}: {
  pattern: string;
  children: ReactNode;
  load?: (href: string) => void;
  servedPath?: string | null;
}) {
  const { pathname, search, hash } = useLocation();
  const servedForIt = servedPath === null || matchesPattern(pattern, servedPath);
  useEffect(() => {
    if (!servedForIt) load(`${pathname}${search}${hash}`);
  }, [servedForIt, load, pathname, search, hash]);
  return servedForIt ? children : null;
}
