import useSWR, { type KeyedMutator } from 'swr';
import { useSearchParams } from '@beacon/shared/router';
import {
  ApiRequestError,
  CONTENT_PREVIEW_PARAM,
  contentKeys,
  createApiClient,
  getPublishedContent,
  useApiClient,
  type ApiClient,
} from '@beacon/shared/api';
import type { FirstScreenLoad, FirstScreenRequest, PageAddress } from '@beacon/shared/hydration';
import type { ContentKind, PublishedContent } from '@beacon/shared/schemas';

/** The preview token a page's address carries (`?preview=`), or null. */
export const previewToken = (search: URLSearchParams): string | null => search.get(CONTENT_PREVIEW_PARAM) || null;

/** A 404 (not published, unknown, or a preview link that expired), or a slug the API refuses: no such page. */
const isMissing = (error: unknown): boolean => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * A record as its page and the page's server render ask for it: the published revision, or the draft a
 * preview token names; null when there is no such page (so the served HTML already says "not found"),
 * an error when the API could not be reached.
 */
export const publishedContentRequest = <K extends ContentKind>(client: ApiClient, kind: K, slug: string, preview: string | null) =>
  ({
    key: contentKeys.published(kind, slug, preview ?? undefined),
    fetch: (): Promise<PublishedContent<K> | null> =>
      getPublishedContent(client, kind, slug, preview).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      }),
  }) satisfies FirstScreenRequest;

/** A page's first screen: the record its address names (none when `slugOf` names none). */
export const loadContent =
  (kind: ContentKind, slugOf: (address: PageAddress) => string | null): FirstScreenLoad =>
  (address, config) => {
    const slug = slugOf(address);
    return slug ? [publishedContentRequest(createApiClient({ baseUrl: config.apiUrl }), kind, slug, previewToken(address.search))] : [];
  };

export interface PublishedContentState<K extends ContentKind> {
  /** undefined while it loads, null when there is no such page. */
  content: PublishedContent<K> | null | undefined;
  error: ApiRequestError | undefined;
  retrying: boolean;
  retry: KeyedMutator<PublishedContent<K> | null>;
}

/**
 * The record `slug` of `kind` for this page (with the address's preview token, if any). No request for a null
 * slug (the address names no record: none) or an undefined one (a copy prerendered without its address: loading).
 */
export function usePublishedContent<K extends ContentKind>(kind: K, slug: string | null | undefined): PublishedContentState<K> {
  const [search] = useSearchParams();
  const { key, fetch } = publishedContentRequest(useApiClient(), kind, slug ?? '', previewToken(search));
  const { data, error, isValidating, mutate } = useSWR<PublishedContent<K> | null, ApiRequestError>(slug ? key : null, fetch);
  return { content: slug === null ? null : data, error, retrying: isValidating, retry: mutate };
}
