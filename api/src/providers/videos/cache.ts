import type { Video } from '@beacon/shared/schemas';
import type { VideoProvider } from './types';

export const VIDEO_CACHE_TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 500;

/**
 * Five minutes per playlist ('all' when none) and per search term. Concurrent misses share
 * one upstream call; failures are not cached.
 */
export function cachedVideos(inner: VideoProvider, clock: () => Date, ttlMs = VIDEO_CACHE_TTL_MS): VideoProvider {
  const entries = new Map<string, { expires: number; value: Promise<Video[]> }>();
  const get = (key: string, load: () => Promise<Video[]>): Promise<Video[]> => {
    const now = clock().getTime();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) entries.delete(key);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const value = load();
    entries.set(key, { expires: now + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
  return {
    name: inner.name,
    list: (playlistId) => get(`playlist:${playlistId ?? 'all'}`, () => inner.list(playlistId)),
    search: (term) => {
      const key = term.toLowerCase();
      return get(`search:${key}`, () => inner.search(term));
    },
  };
}
