import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { NavigationType, Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';

interface HistoryState {
  action: NavigationType;
  location: Location;
}

/**
 * The same address. Not the entry's key: a page may name its entry in the history state (our scroll
 * restoration does, as it first renders), which is no traversal.
 */
const samePlace = (a: Location, b: Location): boolean => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * The browser's router, as react-router's own `BrowserRouter`, which reads the address as it first
 * renders but listens for Back and Forward only from its layout effect: a traversal in between (the
 * document still hydrating) was lost, and the page stayed on the route it was served for under the
 * new address. Chromium can traverse within a freshly loaded document, such as Back from a page that
 * replaced the entry an in-app link had pushed, so a quick Back showed it. This one catches up with
 * the address once it listens.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<HistoryState>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const unlisten = history.listen(({ action, location }) => startTransition(() => setState({ action, location })));
    // A traversal before this listener fired nothing: apply it as the listener would have.
    const now = history.location;
    startTransition(() =>
      setState((current) => (samePlace(current.location, now) ? current : { action: NavigationType.Pop, location: now })),
    );
    return unlisten;
  }, [history]);
  return (
    <Router navigator={history} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
