import { ROUTES, type SiteRoute } from '@beacon/shared/routes';

/** The site content the browser tests serve (the default config). */
export const TEST_SITE = { hoaxSlug: 'riverside', organisationName: 'Beacon Media' } as const;
/** A video of the seeded catalogue (its first, whose id the seed derives from its title): the player page's path in the tests. */
export const SAMPLE_VIDEO_ID = 'AAXg6xhZnqr';

export interface PublicPage {
  path: string;
  route: SiteRoute;
}

/**
 * Every public page of the route manifest, at a path the tests open without asking the API first (the
 * event detail page needs an id from it), in the manifest's order.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = ROUTES.filter((route) => route.public).flatMap((route) => {
  const path = route.link(TEST_SITE) ?? (route.detail === 'video' ? route.pattern(TEST_SITE).replace(':id', SAMPLE_VIDEO_ID) : null);
  return path ? [{ path, route }] : [];
});

export const PUBLIC_PATHS: readonly string[] = PUBLIC_PAGES.map((page) => page.path);
