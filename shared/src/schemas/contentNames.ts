/**
 * The content records' names and their pages' addresses: plain values, no schemas, so a page that needs
 * them does not download TypeBox (`./content` re-exports them with the schemas). The addresses are the
 * route manifest's.
 */
import { paths } from '../routes/manifest';

/** The kinds of content record, each with its own body schema. */
export const CONTENT_KINDS = ['investigation', 'teaser', 'speaking', 'home', 'landing'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The site's own pages whose words are a record: one record each, its slug the kind's name. They are
 * always published (the API refuses to unpublish one: the page would have no words).
 */
export const SITE_PAGE_KINDS = ['speaking', 'home', 'landing'] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];
export const isSitePageKind = (kind: ContentKind): kind is SitePageKind => (SITE_PAGE_KINDS as readonly string[]).includes(kind);

/** What staff call each site page's record (its title in admin lists, history and the audit log). */
export const SITE_PAGE_TITLES: Readonly<Record<SitePageKind, string>> = {
  speaking: 'Speaking page',
  home: 'Home page',
  landing: 'Launch page',
};

/** The investigations the site had before staff could add any: their routes are their own (`/election`, the hoax page). */
export const BUILT_IN_INVESTIGATIONS = ['election', 'hoax'] as const;
/** The teaser's one record. */
export const TEASER_SLUG = 'my-new-family';

/** The query parameter a preview link carries. */
export const CONTENT_PREVIEW_PARAM = 'preview';

/** Where new investigations are published: `/investigations/<slug>`. */
export const INVESTIGATIONS_BASE = paths.investigations.base;

/**
 * A record's page on the site, as the route manifest declares it: the built-in investigations keep their
 * own routes (`/election`, the hoax page at `/<hoaxSlug>-hoax`), the teaser is `/my-new-family`, the site
 * pages are `/speaking`, `/` and `/launch`, and every other investigation is `/investigations/<slug>`.
 */
export function contentPagePath(kind: ContentKind, slug: string, hoaxSlug: string): string {
  switch (kind) {
    case 'speaking':
      return paths.speaking.href();
    case 'home':
      return paths.home.href();
    case 'landing':
      return paths.launch.href();
    case 'teaser':
      return paths.myNewFamily.href();
    case 'investigation':
      if (slug === 'election') return paths.election.href();
      if (slug === 'hoax') return paths.hoax.href(hoaxSlug);
      return paths.investigations.href(slug);
  }
}
