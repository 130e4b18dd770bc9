import { useMemo } from 'react';
import useSWR from 'swr';
import { useConfig } from '@beacon/shared';
import {
  ApiRequestError,
  CONTENT_PREVIEW_PARAM,
  contentKeys,
  createApiClient,
  getPublishedContent,
  type ApiClient,
} from '@beacon/shared/api';
import type { FirstScreenLoad, FirstScreenRequest } from '@beacon/shared/hydration';
import type { PublishedContent } from '@beacon/shared/schemas';

/** The launch page's one content record is `landing/landing`. */
const KIND = 'landing';
const SLUG = 'landing';

export type LandingContent = PublishedContent<typeof KIND>;

/**
 * A plain client of the configured API address: the page's reads (its words, the mailing-list relay) are
 * anonymous, so it needs no sign-in context and runs the same standalone and inside the host.
 */
export function useAnonymousClient(): ApiClient {
  const { apiUrl } = useConfig();
  return useMemo(() => createApiClient({ baseUrl: apiUrl, baseUrlName: 'apiUrl' }), [apiUrl]);
}

/** The preview token an address carries (`?preview=`), or null. */
export const previewToken = (search: URLSearchParams): string | null => search.get(CONTENT_PREVIEW_PARAM) || null;

/**
 * The page's words as the page and its server render ask for them: the published revision, or the draft a
 * preview token names; null when the API has no such record (a preview link that expired), an error when
 * it could not be reached.
 */
export const landingContentRequest = (client: ApiClient, preview: string | null) =>
  ({
    key: contentKeys.published(KIND, SLUG, preview ?? undefined),
    fetch: (): Promise<LandingContent | null> =>
      getPublishedContent(client, KIND, SLUG, preview).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }),
  }) satisfies FirstScreenRequest;

/** The first screen of `/launch`: its words (or the draft a preview link names). */
export const loadLanding: FirstScreenLoad = (address, config) => [
  landingContentRequest(createApiClient({ baseUrl: config.apiUrl }), previewToken(address.search)),
];

export interface LandingContentState {
  /** undefined while it loads, when the API could not be reached, and in a copy rendered without it (the build's prerender); null when there is no such record. */
  content: LandingContent | null | undefined;
  /** The last attempt failed (the API could not be reached). */
  failed: boolean;
  retrying: boolean;
  retry: () => void;
}

/** The page's record, not asked for until `ready` (the standalone page waits for its served config, which names the API). */
export function useLandingContent(preview: string | null, ready = true): LandingContentState {
  const { key, fetch } = landingContentRequest(useAnonymousClient(), preview);
  const { data, error, isValidating, mutate } = useSWR<LandingContent | null>(ready ? key : null, fetch);
  return { content: data, failed: error !== undefined, retrying: isValidating, retry: () => void mutate() };
}
