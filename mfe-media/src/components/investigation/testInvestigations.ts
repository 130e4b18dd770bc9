import type { InvestigationBody, PublishedContent } from '@beacon/shared/schemas';

/** A published answer of `GET /content/investigation/:slug` (`preview`: a draft through a preview link). */
export const publishedInvestigation = (
  slug: string,
  body: InvestigationBody,
  { preview = false }: { preview?: boolean } = {},
): PublishedContent<'investigation'> => ({
  kind: 'investigation',
  slug,
  revision: preview ? 2 : 1,
  preview,
  publishedAt: '2030-01-01T00:00:00.000Z',
  body,
});
