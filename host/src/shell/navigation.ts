import { matchesPattern, paths, ROUTES, type NavEntry, type SiteRoute } from '@beacon/shared/routes';
import type { InvestigationMenuEntry, SiteContent } from '@beacon/shared/config';

export interface NavLink {
  to: string;
  label: string;
}

/** A menu's links, in their declared order (the route manifest's `nav`). */
function menu(name: NavEntry['menu']): readonly NavLink[] {
  return ROUTES.flatMap((route) => (route.nav?.menu === name ? [{ route, nav: route.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ route, nav }) => ({ to: linkOf(route), label: nav.label }));
}

function linkOf(route: SiteRoute): string {
  if (route.fixed === null) throw new Error(`${route.key} has a parameter in its path: a menu cannot link it.`);
  return route.fixed;
}

/** The top bar's links, in the order they appear. */
export const NAV_LINKS: readonly NavLink[] = menu('top');

/** The Media Investigations dropdown's own entries (the route manifest's). */
export const INVESTIGATION_LINKS: readonly NavLink[] = menu('investigations');

/** The Media Investigations dropdown: the manifest's entries, then each published investigation staff added. */
export const investigationLinks = (added: readonly InvestigationMenuEntry[]): readonly NavLink[] => [
  ...INVESTIGATION_LINKS,
  ...added.map((item) => ({ to: paths.investigations.href(item.slug), label: item.menuLabel })),
];

/** The footer's links to the site's own pages (the privacy notice). */
export const FOOTER_LINKS: readonly NavLink[] = ROUTES.flatMap((route) =>
  route.footerLink ? [{ to: linkOf(route), label: route.footerLink }] : [],
);

const matching = (pathname: string, site: Pick<SiteContent, 'hoaxSlug'>) =>
  ROUTES.filter((route) => matchesPattern(route.pattern(site), pathname));

/** The pages of the Media Investigations section: its trigger is highlighted on each of them. */
export const isInvestigationPage = (pathname: string, hoaxSlug: string): boolean =>
  matching(pathname, { hoaxSlug }).some((route) => route.investigation);

/** The bar fades out once the page is scrolled this far. */
export const TOP_BAR_HIDE_SCROLL_Y = 100;
export const DRAWER_WIDTH = 240;

/** Whether the footer shows below the page at `pathname`: the route manifest's `footer` of the route it matches. */
export const hasFooter = (pathname: string, hoaxSlug: string): boolean => matching(pathname, { hoaxSlug }).some((route) => route.footer);
