import type { ContentBodies, ContentKind, PublishedContent } from '../schemas';

/**
 * An answer of `GET /content/:kind/:slug` for a page's tests: the published revision, or with `preview`
 * a draft shown through a preview link (a later revision).
 */
export const publishedRecord = <K extends ContentKind>(
  kind: K,
  slug: string,
  body: ContentBodies[K],
  { preview = false }: { preview?: boolean } = {},
): PublishedContent<K> => ({ kind, slug, revision: preview ? 3 : 2, preview, publishedAt: '2030-01-01T00:00:00.000Z', body });
