/** An answer as it is sent: its bytes (encoded once, not on every send) and its entity tag when it has one. */
export interface CachedAnswer {
  body: Buffer;
  etag: string | null;
}

/**
 * Serialized answers of hot public reads (GET /events…), kept for a short time and dropped on every write
 * made through this process. The TTL bounds staleness when several instances share one PostgreSQL, and
 * keeps "upcoming/past" close to the clock.
 */
export function responseCache(ttlMs: number, clock: () => Date, maxEntries = 1000) {
  const entries = new Map<string, { expires: number; body: CachedAnswer }>();
  return {
    get(key: string): CachedAnswer | null {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expires <= clock().getTime()) {
        entries.delete(key);
        return null;
      }
      return hit.body;
    },
    set(key: string, body: CachedAnswer): void {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { expires: clock().getTime() + ttlMs, body });
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof responseCache>;
