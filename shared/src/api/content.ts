import type {
  ContentBodies,
  ContentItem,
  ContentKind,
  ContentPreviewLink,
  ContentRevisionList,
  ContentSummaryList,
  InvestigationBody,
  InvestigationList,
  PublishedContent,
} from '../schemas';
import { CONTENT_PREVIEW_PARAM } from '../schemas/contentNames';
import type { ApiClient } from './client';
import { MAIN_API_KEY } from './keys';
import { versionHeaders } from './versions';

/**
 * The site's content records: published pages for visitors (a preview token shows a draft instead), and
 * the editor's reads and writes for staff. Every write names the `version` it started from (If-Match): the
 * API answers 409 when someone else changed the record meanwhile (`isConflict`).
 */
export const contentKeys = {
  all: [MAIN_API_KEY, 'content'] as const,
  published: (kind: ContentKind, slug: string, preview?: string) => [MAIN_API_KEY, 'content', kind, slug, preview ?? null] as const,
  investigations: () => [MAIN_API_KEY, 'content', 'investigation', 'list'] as const,
  adminList: () => [MAIN_API_KEY, 'content', 'admin'] as const,
  adminItem: (kind: ContentKind, slug: string) => [MAIN_API_KEY, 'content', 'admin', kind, slug] as const,
  revisions: (kind: ContentKind, slug: string) => [MAIN_API_KEY, 'content', 'admin', kind, slug, 'revisions'] as const,
};

const publicPath = (kind: ContentKind, slug: string): string => `/content/${kind}/${encodeURIComponent(slug)}`;
const adminPath = (kind: ContentKind, slug: string, action = ''): string =>
  `/admin/content/${kind}/${encodeURIComponent(slug)}${action ? `/${action}` : ''}`;

/** The API request of a published record (or, with a preview token, of the draft it names). */
export const publishedContentPath = (kind: ContentKind, slug: string, preview?: string | null): string =>
  preview ? `${publicPath(kind, slug)}?${CONTENT_PREVIEW_PARAM}=${encodeURIComponent(preview)}` : publicPath(kind, slug);

/** What visitors see of a record: 404 (`ApiRequestError`) while it is not published. */
export const getPublishedContent = <K extends ContentKind>(
  client: ApiClient,
  kind: K,
  slug: string,
  preview?: string | null,
  signal?: AbortSignal,
): Promise<PublishedContent<K>> =>
  client.request<PublishedContent<K>>({ path: publicPath(kind, slug), query: preview ? { [CONTENT_PREVIEW_PARAM]: preview } : {}, signal });

/** The published investigations, for the Media Investigations menu and the sitemap. */
export const listPublishedInvestigations = (client: ApiClient, signal?: AbortSignal): Promise<InvestigationList> =>
  client.request<InvestigationList>({ path: '/content/investigation', signal });

export const listContent = (client: ApiClient, signal?: AbortSignal): Promise<ContentSummaryList> =>
  client.request<ContentSummaryList>({ path: '/admin/content', signal });

export const getContentItem = (client: ApiClient, kind: ContentKind, slug: string, signal?: AbortSignal): Promise<ContentItem> =>
  client.request<ContentItem>({ path: adminPath(kind, slug), signal });

/** A new investigation, saved as its first draft (409 when the slug is taken). */
export const createInvestigation = (client: ApiClient, slug: string, body: InvestigationBody, signal?: AbortSignal): Promise<ContentItem> =>
  client.request<ContentItem>({ method: 'POST', path: '/admin/content/investigation', body: { slug, body }, signal });

/** Saves the whole body as a new draft revision. */
export const saveContentDraft = <K extends ContentKind>(
  client: ApiClient,
  kind: K,
  slug: string,
  body: ContentBodies[K],
  version: string,
  signal?: AbortSignal,
): Promise<ContentItem> =>
  client.request<ContentItem>({
    method: 'PUT',
    path: adminPath(kind, slug, 'draft'),
    body: { body },
    headers: versionHeaders(version),
    signal,
  });

const act = (client: ApiClient, kind: ContentKind, slug: string, action: string, version: string, body: object, signal?: AbortSignal) =>
  client.request<ContentItem>({ method: 'POST', path: adminPath(kind, slug, action), body, headers: versionHeaders(version), signal });

/** Publishes the draft now (or republishes the latest revision of an unpublished record). */
export const publishContent = (client: ApiClient, kind: ContentKind, slug: string, version: string, signal?: AbortSignal) =>
  act(client, kind, slug, 'publish', version, {}, signal);

/** Publishes the draft at `at` (an ISO instant in the future), once, whichever API instance is up then. */
export const scheduleContent = (client: ApiClient, kind: ContentKind, slug: string, at: string, version: string, signal?: AbortSignal) =>
  act(client, kind, slug, 'schedule', version, { at }, signal);

export const cancelContentSchedule = (client: ApiClient, kind: ContentKind, slug: string, version: string, signal?: AbortSignal) =>
  act(client, kind, slug, 'unschedule', version, {}, signal);

/** Takes the page down: visitors get 404; its revisions stay. */
export const unpublishContent = (client: ApiClient, kind: ContentKind, slug: string, version: string, signal?: AbortSignal) =>
  act(client, kind, slug, 'unpublish', version, {}, signal);

/** Copies an earlier revision into a new draft. */
export const restoreContentRevision = (
  client: ApiClient,
  kind: ContentKind,
  slug: string,
  revision: number,
  version: string,
  signal?: AbortSignal,
) => act(client, kind, slug, 'restore', version, { revision }, signal);

export const listContentRevisions = (
  client: ApiClient,
  kind: ContentKind,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentRevisionList> => client.request<ContentRevisionList>({ path: adminPath(kind, slug, 'revisions'), signal });

/** A private, expiring link that shows the latest revision through the real page. */
export const createContentPreview = (
  client: ApiClient,
  kind: ContentKind,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentPreviewLink> =>
  client.request<ContentPreviewLink>({ method: 'POST', path: adminPath(kind, slug, 'preview'), body: {}, signal });

// The records' names and the pages' addresses are plain data the API needs too (its preview links): they
// live beside the schemas, in a module of their own pages load without TypeBox.
export { BUILT_IN_INVESTIGATIONS, CONTENT_PREVIEW_PARAM, contentPagePath, INVESTIGATIONS_BASE, TEASER_SLUG } from '../schemas/contentNames';
