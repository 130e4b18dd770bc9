import useSWR from 'swr';
import { useConfig } from '@beacon/shared';
import { createApiClient, fetchVideo, oneVideoKey, type OneVideoKey } from '@beacon/shared/api';
import type { FirstScreenRequest } from '@beacon/shared/hydration';
import type { Video } from '@beacon/shared/schemas';
import { VIDEO_CACHE_MS } from './useVideoList';

const lookUp = ([, baseUrl, , id]: OneVideoKey): Promise<Video | null> =>
  fetchVideo(createApiClient({ baseUrl, baseUrlName: 'videoApiUrl', timeoutMs: 0 }), id);

/** The lookup's request, as the hook and the player's server render make it. */
export function videoLookupRequest(videoApiUrl: string, id: string): FirstScreenRequest {
  const key = oneVideoKey(videoApiUrl, id);
  return { key, fetch: () => lookUp(key) };
}

export interface VideoLookup {
  /** The video, once found. */
  video: Video | null;
  /** The Video API answered that there is no such video. */
  missing: boolean;
}

/**
 * One video by its id (null: none to look up), for a video the lists do not hold: found, missing (the
 * page is then not found, as its 404 status says), or neither while it loads or when the lookup fails.
 */
export function useVideoLookup(id: string | null): VideoLookup {
  const { videoApiUrl } = useConfig();
  const { data } = useSWR(id ? oneVideoKey(videoApiUrl, id) : null, lookUp, {
    dedupingInterval: VIDEO_CACHE_MS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return { video: data ?? null, missing: data === null };
}
