import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the positions of the session's history entries survive a reload. */
export const SCROLL_POSITIONS_KEY = 'beacon-scroll-positions';
/** How long Back/Forward keeps trying to reach a position the page is not yet tall enough for. */
const RESTORE_WINDOW_MS = 2000;

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    if (saved && typeof saved === 'object') {
      return new Map(Object.entries(saved).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
    }
  } catch {
    // Storage unavailable or corrupt: start without saved positions.
  }
  return new Map();
}

/**
 * The history entry's own name. The router names each entry it pushes, but the entry a document
 * was opened on is 'default' in every document, so a freshly typed address would take the position
 * another page left under that name. That entry gets a name in its history state, which the
 * browser keeps for reloads and Back/Forward (and the router then reads as the entry's key).
 */
function entryKey(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const state: unknown = window.history.state;
  const fields = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof fields.key === 'string' && fields.key !== 'default') return fields.key;
  const key = `entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  window.history.replaceState({ ...fields, key }, '');
  return key;
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return Boolean(target);
}

/**
 * Scroll restoration for the declarative router: a new navigation starts at the top (or at its
 * `#hash`) unless it replaces the entry with the same path (a query updated in place); Back and
 * Forward return to where that history entry was left. Positions are kept per
 * history entry, in sessionStorage across reloads. A page that loads late (a remote) is given a
 * moment to grow tall enough; any scrolling by the visitor ends the attempt. Renders nothing.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(new Map());
  const currentKey = useRef(location.key);
  const currentPath = useRef(location.pathname);
  const restoring = useRef<(() => void) | null>(null);

  useEffect(() => {
    positions.current = new Map([...readSaved(), ...positions.current]);
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (!restoring.current) positions.current.set(currentKey.current, window.scrollY);
    };
    const save = () => {
      try {
        window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(Object.fromEntries(positions.current)));
      } catch {
        // Storage full or unavailable: positions last for this page view only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    // The visitor may have scrolled the served page before it was live, with no listener yet.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      restoring.current?.();
      save();
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    restoring.current?.();
    const key = entryKey(location.key);
    const samePage = currentPath.current === location.pathname;
    currentKey.current = key;
    currentPath.current = location.pathname;
    // A page rewriting its own query in place (the archive's category and search) stays where it is.
    if (navigationType === 'REPLACE' && samePage && !location.hash) {
      positions.current.set(key, window.scrollY);
      return;
    }
    if (navigationType !== 'POP') {
      if (!location.hash || !scrollToHash(location.hash)) window.scrollTo(0, 0);
      return;
    }
    // Back/Forward, a reload, or a newly opened page (whose new entry has no position yet).
    const target = positions.current.get(key) ?? readSaved().get(key);
    if (target === undefined) return;
    const deadline = Date.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(event, stop);
      restoring.current = null;
      positions.current.set(currentKey.current, window.scrollY);
    };
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 1 || Date.now() > deadline) stop();
      else frame = requestAnimationFrame(attempt);
    };
    restoring.current = stop;
    for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(event, stop, { passive: true });
    attempt();
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
