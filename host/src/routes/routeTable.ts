import type { SiteContent } from '@beacon/shared/config';
import { matchesPattern, routeAnswers, ROUTES, type RemoteName, type RouteFacts } from '@beacon/shared/routes';

export { matchesPattern, routeAnswers };

/** A route whose page is a remote's exposed module, loaded only when the route is visited: the manifest's facts for this site. */
export interface RemoteRoute extends Pick<RouteFacts, 'title' | 'data' | 'detail' | 'gated' | 'sections' | 'footer' | 'sensitive'> {
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. `./ArchivePage`. */
  expose: string;
  /** The served page's meta description (search results, link previews). */
  description: string;
}

/** Which remote page answers each route, as the route manifest declares them (the host's own home page aside). */
export function remoteRoutes(site: Pick<SiteContent, 'hoaxSlug' | 'organisationName' | 'founderName'>): RemoteRoute[] {
  return ROUTES.flatMap(({ app, expose, pattern, description, title, data, detail, gated, sections, footer, sensitive }) =>
    app === 'host' || expose === null
      ? []
      : [
          {
            path: pattern(site),
            remote: app,
            expose,
            title,
            description: description(site),
            data,
            detail,
            gated,
            sections,
            footer,
            sensitive,
          },
        ],
  );
}

export const routeForPath = (routes: RemoteRoute[], pathname: string): RemoteRoute | undefined =>
  routes.find((route) => matchesPattern(route.path, pathname));
