import { act } from '@testing-library/react';
import type { Video } from '@beacon/shared/schemas';
import { TEST_VIDEO_API_URL } from './config';
import { abortError, installFetch, isUnder, requestUrl } from './fetchStubs';

/** One request to the Video API; answer it (or watch it get aborted) when the test decides. */
export interface PendingVideoRequest {
  url: URL;
  signal: AbortSignal | undefined;
  /** Answers `{ videos }` (status 200) or an error status. */
  respond: (videos: Video[], status?: number) => Promise<void>;
}

export interface FakeVideoApi {
  requests: PendingVideoRequest[];
  searches: () => PendingVideoRequest[];
  lists: () => PendingVideoRequest[];
}

/**
 * A Video API whose requests stay pending until the test answers them, and reject with an
 * AbortError when their signal aborts, as the browser's do.
 */
export function installFakeVideoApi({ baseUrl = TEST_VIDEO_API_URL }: { baseUrl?: string } = {}): FakeVideoApi {
  const requests: PendingVideoRequest[] = [];
  const previous = installFetch(((input: string | URL | Request, init?: RequestInit) => {
    const url = requestUrl(input);
    if (!isUnder(url, baseUrl)) return previous(input, init);
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(abortError()));
      requests.push({
        url: new URL(url),
        signal,
        respond: async (videos, status = 200) => {
          const body = status < 400 ? { videos } : { message: 'Failure' };
          await act(async () => {
            resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
          });
        },
      });
    });
  }) as typeof fetch);
  return {
    requests,
    searches: () => requests.filter((request) => request.url.pathname.endsWith('/search/channel')),
    lists: () => requests.filter((request) => request.url.pathname.endsWith('/videos')),
  };
}

let counter = 0;

/** A catalogue entry; `id` (the YouTube id in its URL) must be 11 characters. */
export function makeVideo(overrides: Partial<Video> & { id?: string } = {}): Video {
  counter += 1;
  const { id = `vid${String(counter).padStart(8, '0')}`, ...fields } = overrides;
  return {
    title: `Video ${counter}`,
    publishedDate: '2026-06-12T12:00:00.000Z',
    thumbnail: `http://videos.test/media/thumb-${counter}.svg`,
    videoUrl: `https://www.youtube.com/watch?v=${id}`,
    views: 1_234,
    channelAvatar: 'http://videos.test/media/avatar.svg',
    channelName: 'Beacon Media',
    ...fields,
  };
}
