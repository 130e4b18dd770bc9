import type { VideoCard, VideoList } from '../schemas';

/**
 * Typed client of the Video API (spec §7): `GET {base}/videos?playlistId=` and
 * `GET {base}/search/channel?search=`, both answering `{ videos }` newest first.
 * Abort-aware: every call takes the AbortSignal of the request it belongs to.
 */

/** What to list: a category's playlist (null = every video) or a search term. */
export type VideoQuery = { kind: 'category'; playlistId: string | null } | { kind: 'search'; term: string };

/** The video API's base address is missing from the runtime config (spec §8: logged, never shown). */
export class VideoApiConfigError extends Error {
  constructor() {
    super('The video API base address (videoApiUrl) is not configured.');
    this.name = 'VideoApiConfigError';
  }
}

/** The video API answered with an error status or a body without a `videos` array. */
export class VideoApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'VideoApiError';
  }
}

/** True for the rejection of a request that was cancelled on purpose (nothing to log). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** The request URL of a query; throws VideoApiConfigError when there is no base address. */
export function videoQueryUrl(baseUrl: string, query: VideoQuery): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (!base) throw new VideoApiConfigError();
  if (query.kind === 'search') return `${base}/search/channel?${new URLSearchParams({ search: query.term })}`;
  return query.playlistId ? `${base}/videos?${new URLSearchParams({ playlistId: query.playlistId })}` : `${base}/videos`;
}

const isVideoList = (body: unknown): body is VideoList =>
  typeof body === 'object' && body !== null && Array.isArray((body as { videos?: unknown }).videos);

/** Loads a list of videos; rejects with an AbortError when `signal` aborts. */
export async function fetchVideos(baseUrl: string, query: VideoQuery, signal?: AbortSignal): Promise<VideoCard[]> {
  const url = videoQueryUrl(baseUrl, query);
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new VideoApiError(`${url} answered ${response.status}`, response.status);
  const body: unknown = await response.json();
  if (!isVideoList(body)) throw new VideoApiError(`${url} answered without a videos list`, response.status);
  return body.videos;
}
