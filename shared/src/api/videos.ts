import type { Video, VideoList } from '../schemas';
import type { ApiClient } from './client';
import { ApiRequestError } from './errors';

/**
 * The Video API (its client is bound to `videoApiUrl`): `GET /videos?playlistId=` and
 * `GET /search/channel?search=`, both answering `{ videos }` newest first, and `GET /videos/:id`.
 */

/** What to list: a category's playlist (null = every video) or a search term. */
export type VideoQuery = { kind: 'category'; playlistId: string | null } | { kind: 'search'; term: string };

/** The SWR key of a query: the API base, then 'videos' + playlist id or 'all', or 'search' + term. */
export type VideoKey = readonly ['video-api', string, 'videos' | 'search', string];

export const videoKeys = {
  query: (baseUrl: string, query: VideoQuery): VideoKey =>
    query.kind === 'search' ? ['video-api', baseUrl, 'search', query.term] : ['video-api', baseUrl, 'videos', query.playlistId ?? 'all'],
};

/** The query a key stands for (the inverse of `videoKeys.query`). */
export const videoQueryOfKey = ([, , kind, value]: VideoKey): VideoQuery =>
  kind === 'search' ? { kind: 'search', term: value } : { kind: 'category', playlistId: value === 'all' ? null : value };

const isVideoList = (body: unknown): body is VideoList =>
  typeof body === 'object' && body !== null && Array.isArray((body as { videos?: unknown }).videos);

/** Loads a list of videos; rejects with an AbortError when `signal` aborts. */
export async function fetchVideos(client: ApiClient, query: VideoQuery, signal?: AbortSignal): Promise<Video[]> {
  const request =
    query.kind === 'search'
      ? { path: '/search/channel', query: { search: query.term }, signal }
      : { path: '/videos', query: { playlistId: query.playlistId }, signal };
  const { status, data } = await client.exchange<unknown>(request);
  if (!isVideoList(data)) throw new ApiRequestError({ kind: 'http', status, message: 'The video API answered without a videos list.' });
  return data.videos;
}

/** The SWR key of one video looked up by id (`GET /videos/:id`). */
export type OneVideoKey = readonly ['video-api', string, 'video', string];

export const oneVideoKey = (baseUrl: string, id: string): OneVideoKey => ['video-api', baseUrl, 'video', id];

/**
 * One video of the catalogue by its id, older than the lists included; null when the Video API answers
 * that there is none (404). Other failures reject.
 */
export async function fetchVideo(client: ApiClient, id: string, signal?: AbortSignal): Promise<Video | null> {
  try {
    const { data } = await client.exchange<Video>({ path: `/videos/${encodeURIComponent(id)}`, signal });
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
