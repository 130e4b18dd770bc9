import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/**
 * Server-side records of the local tokens issued by any instance on this database. A token is honoured
 * only while its record is open and unexpired: signing out on one instance ends it on all of them.
 * Records outlive a restart (the token secret does too), so a restart no longer signs everyone out.
 */
export function sessionStore(db: Db, clock: () => Date) {
  return {
    async open(id: string, expiresAt: Date): Promise<void> {
      // Sign-ins are rate-limited per address; expired records go as new ones arrive.
      await db.delete(sessions).where(lte(sessions.expiresAt, clock()));
      await db.insert(sessions).values({ id, expiresAt });
    },
    async isOpen(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, clock())));
      return rows.length === 1;
    },
    /** false when there was no such open session. */
    async close(id: string): Promise<boolean> {
      const closed = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
      return closed.length === 1;
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
