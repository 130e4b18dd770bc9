import type { InvestigationBody, PublishedContent } from '@beacon/shared/schemas';
import { publishedRecord } from '@beacon/shared/testing';

/** A published answer of `GET /content/investigation/:slug` (`preview`: a draft through a preview link). */
export const publishedInvestigation = (
  slug: string,
  body: InvestigationBody,
  options: { preview?: boolean } = {},
): PublishedContent<'investigation'> => publishedRecord('investigation', slug, body, options);
