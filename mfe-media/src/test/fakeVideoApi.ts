import { act } from '@testing-library/react';
import type { VideoCard } from '@beacon/shared/schemas';

/** One request the page made; answer it (or watch it get aborted) when the test decides. */
export interface PendingRequest {
  url: URL;
  signal: AbortSignal | undefined;
  /** Answers with `{ videos }` (status 200) or with an error status. */
  respond: (videos: VideoCard[], status?: number) => Promise<void>;
}

/**
 * Replaces `fetch` with a recorder whose requests stay pending until answered, and reject with an
 * AbortError when their signal aborts, like the browser's.
 */
export function installFakeVideoApi(): { requests: PendingRequest[]; searches: () => PendingRequest[]; lists: () => PendingRequest[] } {
  const requests: PendingRequest[] = [];
  const fake = jest.fn(
    (input: string | URL | Request, init?: RequestInit) =>
      new Promise((resolve, reject) => {
        const signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        requests.push({
          url: new URL(String(input)),
          signal,
          respond: async (videos, status = 200) => {
            await act(async () => {
              resolve({ ok: status < 400, status, json: async () => (status < 400 ? { videos } : { message: 'Failure' }) });
            });
          },
        });
      }),
  );
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    requests,
    searches: () => requests.filter((request) => request.url.pathname.endsWith('/search/channel')),
    lists: () => requests.filter((request) => request.url.pathname.endsWith('/videos')),
  };
}

let counter = 0;

/** A catalogue entry; `id` must be 11 characters. */
export function makeVideo(overrides: Partial<VideoCard> & { id?: string } = {}): VideoCard {
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
