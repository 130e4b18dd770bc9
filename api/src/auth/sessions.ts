/** Most sessions held at once; beyond it the oldest are dropped (sign-ins are rate-limited per address). */
const MAX_SESSIONS = 50_000;

/**
 * Server-side records of the local tokens issued by this process. A token is honoured only while its
 * record is open: signing out closes it, and a restart starts with none, so every token ends with it.
 */
export function sessionStore(clock: () => Date) {
  const open = new Map<string, number>();
  const prune = (now: number) => {
    for (const [id, expires] of open) if (expires <= now) open.delete(id);
    for (const id of open.keys()) {
      if (open.size < MAX_SESSIONS) break;
      open.delete(id);
    }
  };
  return {
    open(id: string, expiresAt: Date): void {
      prune(clock().getTime());
      open.set(id, expiresAt.getTime());
    },
    isOpen(id: string): boolean {
      const expires = open.get(id);
      return expires !== undefined && expires > clock().getTime();
    },
    /** false when there was no such open session. */
    close(id: string): boolean {
      return open.delete(id);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
