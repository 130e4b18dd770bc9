import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@beacon/shared/router';
import { matchesPattern } from './routeTable';

/**
 * The path this document was served for (null while rendering on the server). Its navigation entry
 * says so even when Back or Forward moved the address before this module ran (a traversal while the
 * page's scripts load); the address is the fallback where the entry is missing.
 */
export function servedDocumentPath(): string | null {
  if (typeof window === 'undefined') return null;
  // Optional call: jsdom, which the unit tests render in, has no performance entries.
  const entry = performance.getEntriesByType?.('navigation')[0];
  return entry ? new URL(entry.name).pathname : window.location.pathname;
}
const documentPath = servedDocumentPath();

/** A full page load of the current address, replacing the history entry the in-app navigation reached. */
const loadDocument = (href: string): void => window.location.replace(href);

/**
 * A sensitive page (`/tips`) is shown only in a document its page server composed for it: from the
 * live releases (never a canary's), with its own headers (no referrer, no caching, its strict policy).
 * Reached by an in-app link from another page, whose document may carry a canary's remotes, it is
 * loaded again as a page of its own instead of rendering there. Any other page reached from it (a
 * link, or Back, which Chromium may traverse within that document) is loaded as its own too: the
 * sensitive page's policy blocks what other pages embed, such as video players and hosted images.
 */
export function SensitiveDocument({
  sensitive,
  children,
  load = loadDocument,
  servedPath = documentPath,
}: {
  /** The route patterns of the sensitive pages. */
  sensitive: readonly string[];
  children: ReactNode;
  load?: (href: string) => void;
  servedPath?: string | null;
}) {
  const { pathname, search, hash } = useLocation();
  const sensitiveRoute = (path: string) => sensitive.find((pattern) => matchesPattern(pattern, path));
  const belongs = servedPath === null || sensitiveRoute(servedPath) === sensitiveRoute(pathname);
  useEffect(() => {
    if (!belongs) load(`${pathname}${search}${hash}`);
  }, [belongs, load, pathname, search, hash]);
  return belongs ? children : null;
}
