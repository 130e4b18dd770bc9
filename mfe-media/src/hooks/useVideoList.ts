import { useCallback, useDeferredValue, useEffect } from 'react';
import useSWR from 'swr';
import { useConfig } from '@beacon/shared';
import { createApiClient, fetchVideos, isAbortError, videoKeys, videoQueryOfKey, type VideoKey, type VideoQuery } from '@beacon/shared/api';
import type { FirstScreenRequest } from '@beacon/shared/hydration';
import type { Video } from '@beacon/shared/schemas';
import { videoListFailure, type VideoListFailure } from './videoListFailure';

/** Lists are kept for 5 minutes per category ('all' when none) and per search term. */
export const VIDEO_CACHE_MS = 5 * 60 * 1000;

const idOf = (key: VideoKey): string => key.join('\u0000');

/*
 * In-flight requests are cancelled when the query changes. SWR shares one request
 * between every component showing a key, so a request is aborted only when no component shows
 * its key any more: the archive switching category or search term, clearing the search, or
 * leaving the page. An aborted request is not cached: SWR forgets failed requests at once.
 */
const inFlight = new Map<string, AbortController>();
const watchers = new Map<string, number>();

async function fetchAbortable(key: VideoKey): Promise<Video[]> {
  const id = idOf(key);
  const controller = new AbortController();
  inFlight.set(id, controller);
  try {
    // No timeout of its own: a slow list keeps its spinner until it arrives or the page moves on.
    const client = createApiClient({ baseUrl: key[1], baseUrlName: 'videoApiUrl', timeoutMs: 0 });
    return await fetchVideos(client, videoQueryOfKey(key), controller.signal);
  } finally {
    if (inFlight.get(id) === controller) inFlight.delete(id);
  }
}

function useAbortWhenUnwatched(id: string | null): void {
  useEffect(() => {
    if (!id) return;
    watchers.set(id, (watchers.get(id) ?? 0) + 1);
    return () => {
      const left = (watchers.get(id) ?? 1) - 1;
      if (left > 0) watchers.set(id, left);
      else watchers.delete(id);
      // Checked a tick later: a page that takes over the same key (home → archive, both 'all')
      // registers right after this one unregisters, and keeps the shared request.
      void Promise.resolve().then(() => {
        if (!watchers.has(id)) inFlight.get(id)?.abort();
      });
    };
  }, [id]);
}

/** Fetch errors and a missing base address are logged (the page then says the list could not be loaded). */
function logFailure(error: unknown): void {
  if (!isAbortError(error)) console.error('[mfe-media] Could not load videos:', error);
}

/** A query's request, as the hook and a page's server render make it. */
export function videoListRequest(videoApiUrl: string, query: VideoQuery): FirstScreenRequest {
  const key = videoKeys.query(videoApiUrl, query);
  return { key, fetch: () => fetchAbortable(key) };
}

export interface VideoListState {
  /** The list to show: the query's videos, or while `loading` with `keepPrevious` the last list shown. */
  videos: Video[];
  /** A request for the query is under way and its answer is not in the cache yet. */
  loading: boolean;
  /** The query's last request failed (not an empty answer): what to say, and whether to offer `retry`. */
  failure: VideoListFailure | null;
  /** Asks for the query's list again. */
  retry: () => void;
}

/**
 * A query's videos through SWR: cached per key, a repeat within 5 minutes answered from memory
 * without a request (`dedupingInterval`), after that shown at once and refreshed in the background.
 */
export function useVideoList(query: VideoQuery | null, { keepPrevious = false }: { keepPrevious?: boolean } = {}): VideoListState {
  const { videoApiUrl } = useConfig();
  const key = query ? videoKeys.query(videoApiUrl, query) : null;
  useAbortWhenUnwatched(key ? idOf(key) : null);
  const { data, error, isLoading, mutate } = useSWR(key, fetchAbortable, {
    dedupingInterval: VIDEO_CACHE_MS,
    keepPreviousData: keepPrevious,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onError: logFailure,
  });
  // SWR hands a new answer over synchronously, which would render every card in one long task; the
  // deferred copy renders it in the background, in slices, and the list counts as loading meanwhile.
  const shown = useDeferredValue(data);
  const loading = isLoading || shown !== data;
  // With keepPreviousData SWR still returns the last list after this key failed: a failure shows none.
  const failure = loading ? null : videoListFailure(error);
  const videos = loading ? (shown ?? []) : error ? [] : (shown ?? []);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { videos, loading, failure, retry };
}
