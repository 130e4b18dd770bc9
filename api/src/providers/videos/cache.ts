import type { Video } from '@beacon/shared/schemas';
import { HttpError } from '../../http/errors';
import type { VideoProvider } from './types';

export const VIDEO_CACHE_TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 500;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Five minutes per playlist ('all' when none) and per search term. Concurrent misses share one upstream
 * call; failures are not cached. With `searchesPerHour`, at most that many search misses reach the inner
 * provider per hour (a rolling window), whatever the number of distinct terms clients send; beyond it a new
 * term answers 429 while cached terms keep working. Look-ups by id are cached the same way and, as each
 * costs an upstream call whatever the id, share the search budget.
 */
export function cachedVideos(inner: VideoProvider, clock: () => Date, ttlMs = VIDEO_CACHE_TTL_MS, searchesPerHour?: number): VideoProvider {
  const entries = new Map<string, { expires: number; value: Promise<Video[]> }>();
  const searchMisses: number[] = [];

  const spendSearch = (now: number): void => {
    if (searchesPerHour === undefined) return;
    while (searchMisses.length > 0 && (searchMisses[0] ?? 0) <= now - HOUR_MS) searchMisses.shift();
    if (searchMisses.length >= searchesPerHour) {
      const wait = Math.ceil(((searchMisses[0] ?? now) + HOUR_MS - now) / 1000);
      throw new HttpError(429, 'Too many new searches right now. Try a recent search or come back later.', undefined, {
        'retry-after': String(wait),
      });
    }
    searchMisses.push(now);
  };

  const get = (key: string, load: () => Promise<Video[]>, beforeLoad?: (now: number) => void): Promise<Video[]> => {
    const now = clock().getTime();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    beforeLoad?.(now);
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
    search: async (term) => get(`search:${term.toLowerCase()}`, () => inner.search(term), spendSearch),
    find: async (id) => {
      const found = await get(`video:${id}`, async () => [await inner.find(id)].filter((video) => video !== null), spendSearch);
      return found[0] ?? null;
    },
  };
}
