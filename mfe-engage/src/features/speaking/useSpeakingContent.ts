import { useMemo } from 'react';
import useSWR from 'swr';
import { useConfig } from '@beacon/shared';
import { ApiRequestError, CONTENT_PREVIEW_PARAM, contentKeys, getPublishedContent, useApiClient, type ApiClient } from '@beacon/shared/api';
import { fillSiteTokens, type SiteContent } from '@beacon/shared/config';
import { SPEAKING_BODY } from '@beacon/shared/content-seed';
import type { FirstScreenRequest } from '@beacon/shared/hydration';
import { useSearchParams } from '@beacon/shared/router';
import type { PublishedContent, SpeakingBody } from '@beacon/shared/schemas';
import { withName } from '../../lib/withName';

/** The speaking page's one record: `speaking/speaking`. */
const SLUG = 'speaking';

/** The preview token a page's address carries (`?preview=`), or null. */
export const previewToken = (search: URLSearchParams): string | null => search.get(CONTENT_PREVIEW_PARAM) || null;

/**
 * The page's words as the hook and the page's server render ask for them: the published revision, or the
 * draft a preview token names; null when the API has none (a preview link that expired or was tampered with).
 */
export const speakingContentRequest = (client: ApiClient, preview: string | null) =>
  ({
    key: contentKeys.published('speaking', SLUG, preview ?? undefined),
    fetch: (): Promise<PublishedContent<'speaking'> | null> =>
      getPublishedContent(client, 'speaking', SLUG, preview).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }),
  }) satisfies FirstScreenRequest;

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
 * Where a preview link stands: its draft shown, still loading, failed to load (the page keeps the built-in
 * words under a note saying so), or expired (no draft to show). null: no preview link, a visitor's page.
 */
export type PreviewState = 'draft' | 'loading' | 'failed' | 'expired' | null;

export interface SpeakingContent {
  /** The words to show, tokens filled: the record's; its seeded words while it loads or when the API fails. */
  body: SpeakingBody;
  preview: PreviewState;
  retry: () => void;
  retrying: boolean;
}

function previewState(preview: string | null, content: PublishedContent<'speaking'> | null | undefined, failed: boolean): PreviewState {
  if (!preview) return null;
  if (content) return content.preview ? 'draft' : null;
  if (content === null) return 'expired';
  return failed ? 'failed' : 'loading';
}

/**
 * The speaking page's words: the published record (or, with `?preview=`, the draft). A visitor never gets an
 * empty page: while the record loads, when the API fails, or if it had no record, the seeded words show.
 */
export function useSpeakingContent(): SpeakingContent {
  const { site } = useConfig();
  const [search] = useSearchParams();
  const preview = previewToken(search);
  const { key, fetch } = speakingContentRequest(useApiClient(), preview);
  const { data, error, isValidating, mutate } = useSWR<PublishedContent<'speaking'> | null, ApiRequestError>(key, fetch);
  const source = data?.body ?? SPEAKING_BODY;
  const body = useMemo(() => filled(source, site), [source, site]);
  return { body, preview: previewState(preview, data, error !== undefined), retry: () => void mutate(), retrying: isValidating };
}
