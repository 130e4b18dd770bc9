import { useMemo } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { ApiRequestError } from '../api/errors';
import { createApiClient, type ApiClient } from '../api/client';
import { contentKeys, getPublishedContent } from '../api/content';
// The singleton's own context (a remote bundles this module, not the config it reads).
import { useConfig } from '@beacon/shared';
import type { FirstScreenLoad, FirstScreenRequest, PageAddress } from '../hydration';
import { CONTENT_PREVIEW_PARAM, type ContentKind } from '../schemas/contentNames';
import type { ContentBodies, PublishedContent } from '../schemas';
import type { PreviewNoteState } from '../ui/kit/PreviewNote';

/**
 * A page whose words are a content record, as every remote and the host read it: one request for the
 * page's server render and its hydration (the same SWR key), the address's preview token, and what a
 * preview link shows. Visitors' reads are anonymous: no sign-in is sent.
 */

/** The preview token an address carries (`?preview=`, read with the router's `useSearchParams`), or null. */
export const previewToken = (search: URLSearchParams): string | null => search.get(CONTENT_PREVIEW_PARAM) || null;

/** A 404 (not published, unknown, or a preview link that expired), or a slug the API refuses: no such page. */
const isMissing = (error: unknown): boolean => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * A record as its page and the page's server render ask for it: the published revision, or the draft a
 * preview token names; null when there is no such page (so the served HTML already says so), an error
 * when the API could not be reached.
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

/** A page's first screen: the record its address names (none when `slugOf` names none), with the address's preview token. */
export const loadContent =
  (kind: ContentKind, slugOf: (address: PageAddress) => string | null): FirstScreenLoad =>
  (address, config) => {
    const slug = slugOf(address);
    return slug ? [publishedContentRequest(createApiClient({ baseUrl: config.apiUrl }), kind, slug, previewToken(address.search))] : [];
  };

/** A plain client of the configured API: a page's anonymous reads, with no sign-in context (standalone pages have none). */
export function useAnonymousClient(): ApiClient {
  const { apiUrl } = useConfig();
  return useMemo(() => createApiClient({ baseUrl: apiUrl, baseUrlName: 'apiUrl' }), [apiUrl]);
}

export interface PublishedContentState<K extends ContentKind> {
  /** undefined while it loads (and when it failed), null when there is no such page. */
  content: PublishedContent<K> | null | undefined;
  error: ApiRequestError | undefined;
  /** A request is under way. Read it only where it is shown: reading it renders the caller again as each request starts and ends. */
  retrying: boolean;
  retry: KeyedMutator<PublishedContent<K> | null>;
}

/**
 * The record `slug` of `kind` (with `preview`, the draft it names). No request for a null slug (the address
 * names no record: none) or an undefined one (not known yet, as in a copy prerendered without its address: loading).
 */
export function usePublishedContent<K extends ContentKind>(
  kind: K,
  slug: string | null | undefined,
  preview: string | null,
): PublishedContentState<K> {
  const { key, fetch } = publishedContentRequest(useAnonymousClient(), kind, slug ?? '', preview);
  const response = useSWR<PublishedContent<K> | null, ApiRequestError>(slug ? key : null, fetch);
  return {
    content: slug === null ? null : response.data,
    error: response.error,
    // SWR renders a component again only for the fields it read. Read here, `isValidating` would render the
    // whole page twice after hydration (as the background check of the served record starts and as it ends
    // with the same record): it is read only by a caller that shows it.
    get retrying() {
      return response.isValidating;
    },
    retry: response.mutate,
  };
}

/** What a site page's preview link shows: its note's state, `expired` (no draft: the not-found page), or null (no preview link). */
export type SitePagePreview = PreviewNoteState | 'expired' | null;

function previewOf(preview: string | null, content: PublishedContent | null | undefined, failed: boolean): SitePagePreview {
  if (!preview) return null;
  if (content) return content.preview ? 'draft' : null;
  if (content === null) return 'expired';
  return failed ? 'failed' : 'loading';
}

export interface SitePageContent<K extends ContentKind> {
  /** The record's words; its seeded words while it loads, when the API fails, and in a copy rendered without it. */
  body: ContentBodies[K];
  preview: SitePagePreview;
  retry: () => void;
  retrying: boolean;
}

/**
 * The words of a page that always has some (the speaking and launch pages): its published record, or with
 * `preview` the draft; `seed` (the words it was built with) whenever the record is not there, so a visitor
 * never gets an empty page. `ready` false asks nothing yet (a standalone page waiting for its served config).
 */
export function useSitePageContent<K extends ContentKind>(
  kind: K,
  seed: ContentBodies[K],
  preview: string | null,
  ready = true,
): SitePageContent<K> {
  const state = usePublishedContent(kind, ready ? kind : undefined, preview);
  return {
    body: state.content?.body ?? seed,
    preview: previewOf(preview, state.content, state.error !== undefined),
    retry: () => void state.retry(),
    // Only a preview's note shows it: a visitor's page is not rendered again for the background check.
    retrying: preview !== null && state.retrying,
  };
}
