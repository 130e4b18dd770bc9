/**
 * Serialized answers of hot public reads (GET /events…), kept for a short time and dropped on every write
 * made through this process. The TTL bounds staleness when several instances share one PostgreSQL, and
 * keeps "upcoming/past" close to the clock.
 */
export function responseCache(ttlMs: number, clock: () => Date, maxEntries = 1000) {
  const entries = new Map<string, { expires: number; body: string }>();
  return {
    get(key: string): string | null {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expires <= clock().getTime()) {
        entries.delete(key);
        return null;
      }
      return hit.body;
    },
    set(key: string, body: string): void {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { expires: clock().getTime() + ttlMs, body });
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof responseCache>;
