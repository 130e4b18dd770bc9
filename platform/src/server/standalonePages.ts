/**
 * Which paths a remote's own server (its standalone deployment) has a page for: its root, and the
 * site's routes whose page is one of the remote's exposed modules, as the route manifest says.
 * Any other path is a 404 (the remote's document all the same: it shows its not-found page).
 */
import type { SiteContent } from '@beacon/shared/config';
import { matchesPattern, routeAnswers, ROUTES, type AppName } from '@beacon/shared/routes';

export type StandalonePages = (pathname: string) => boolean;

/** The page test for the remote named `remote` (`mfe_events`), with the deployment's site content (the hoax slug). */
export function standalonePages(remote: AppName, site: SiteContent): StandalonePages {
  const routes = ROUTES.filter((route) => route.app === remote && route.expose).map((route) => ({
    path: route.pattern(site),
    sections: route.sections,
  }));
  return (pathname) => {
    if (pathname.replace(/\/+$/, '') === '') return true;
    const route = routes.find((candidate) => matchesPattern(candidate.path, pathname));
    return route !== undefined && routeAnswers(route, pathname);
  };
}
