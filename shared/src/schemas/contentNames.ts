/**
 * The content records' names and their pages' addresses: plain values, no schemas, so a page that needs
 * them does not download TypeBox (`./content` re-exports them with the schemas).
 */

/** The kinds of content record, each with its own body schema. */
export const CONTENT_KINDS = ['investigation', 'teaser'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The investigations the site had before staff could add any: their routes are their own (`/election`, the hoax page). */
export const BUILT_IN_INVESTIGATIONS = ['election', 'hoax'] as const;
/** The teaser's one record. */
export const TEASER_SLUG = 'my-new-family';

/** The query parameter a preview link carries. */
export const CONTENT_PREVIEW_PARAM = 'preview';

/** Where new investigations are published: `/investigations/<slug>`. */
export const INVESTIGATIONS_BASE = '/investigations';

/**
 * A record's page on the site: the built-in investigations keep their own routes (`/election`, the hoax
 * page at `/<hoaxSlug>-hoax`), the teaser is `/my-new-family`, and every other investigation is
 * `/investigations/<slug>`.
 */
export function contentPagePath(kind: ContentKind, slug: string, hoaxSlug: string): string {
  if (kind === 'teaser') return `/${TEASER_SLUG}`;
  if (slug === 'election') return '/election';
  if (slug === 'hoax') return `/${encodeURIComponent(hoaxSlug)}-hoax`;
  return `${INVESTIGATIONS_BASE}/${encodeURIComponent(slug)}`;
}
