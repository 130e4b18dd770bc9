/** Addresses tracked at once; beyond it the oldest records are dropped. */
const MAX_TRACKED = 10_000;

/**
 * Failed attempts per address in a fixed window (failed admin codes): only failures count, so visitors
 * signing in cannot use up an admin's allowance.
 */
export function failureCounter(max: number, windowMs: number, clock: () => Date) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const record = failures.get(key);
    if (record && record.resetAt > now) return record;
    failures.delete(key);
    return null;
  };
  return {
    /** Seconds until this address may try again; 0 when it may now. */
    retryAfter(key: string): number {
      const now = clock().getTime();
      const record = current(key, now);
      return record && record.count >= max ? Math.ceil((record.resetAt - now) / 1000) : 0;
    },
    fail(key: string): void {
      const now = clock().getTime();
      const record = current(key, now);
      if (record) {
        record.count += 1;
        return;
      }
      if (failures.size >= MAX_TRACKED) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(key, { count: 1, resetAt: now + windowMs });
    },
  };
}
