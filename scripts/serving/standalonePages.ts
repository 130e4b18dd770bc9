/**
 * Which paths a remote's own server (its standalone deployment) has a page for: its root, and the
 * site's routes whose page is one of the remote's exposed modules, as the host's route table says.
 * Any other path is a 404 (the remote's document all the same: it shows its not-found page).
 */
import type { SiteContent } from '../../shared/src/config/runtimeConfig';
import { remoteRoutes, routeAnswers, routeForPath } from '../../host/src/routes/routeTable';

export type StandalonePages = (pathname: string) => boolean;

/** The page test for the remote named `remote` (`mfe_events`), with the deployment's site content (the hoax slug). */
export function standalonePages(remote: string, site: SiteContent): StandalonePages {
  const routes = remoteRoutes(site).filter((route) => route.remote === remote);
  return (pathname) => {
    if (pathname.replace(/\/+$/, '') === '') return true;
    const route = routeForPath(routes, pathname);
    return route !== undefined && routeAnswers(route, pathname);
  };
}
