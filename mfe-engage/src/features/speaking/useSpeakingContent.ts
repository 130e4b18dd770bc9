import { useMemo } from 'react';
import { useConfig } from '@beacon/shared';
import type { ApiClient } from '@beacon/shared/api';
import { fillSiteTokens, type SiteContent } from '@beacon/shared/config';
import { SPEAKING_BODY } from '@beacon/shared/content-seed';
import { previewToken, publishedContentRequest, useSitePageContent, type SitePageContent } from '@beacon/shared/published';
import { useSearchParams } from '@beacon/shared/router';
import { withName } from '../../lib/withName';

/** The speaking page's one record: `speaking/speaking`. */
const KIND = 'speaking';

/** The page's words as its server render asks for them (the published revision, or the draft a preview token names). */
export const speakingContentRequest = (client: ApiClient, preview: string | null) => publishedContentRequest(client, KIND, KIND, preview);

/** Every text of the body (link addresses too) with `{name}` and the site's tokens filled. */
function filled<T>(value: T, site: SiteContent): T {
  if (typeof value === 'string') return fillSiteTokens(withName(value, site.founderName), site) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, site)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, site)])) as T;
  }
  return value;
}

/**
 * The speaking page's words, tokens filled: the published record (or, with `?preview=`, the draft). A visitor
 * never gets an empty page: while the record loads, when the API fails, or if it had no record, the seeded words show.
 */
export function useSpeakingContent(): SitePageContent<typeof KIND> {
  const { site } = useConfig();
  const content = useSitePageContent(KIND, SPEAKING_BODY, previewToken(useSearchParams()[0]));
  const body = useMemo(() => filled(content.body, site), [content.body, site]);
  return { ...content, body };
}
