import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Subscriber } from '@beacon/shared/schemas';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema';
import type { MailingList } from './types';

type Row = typeof subscribers.$inferSelect;

const toSubscriber = (row: Row): Subscriber => ({
  _id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Addresses are kept lower-cased, so "Ann@Example.com" and "ann@example.com" are one subscription. */
export function localMailingList(db: Db): MailingList {
  const find = async (email: string) => {
    const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email.toLowerCase()));
    return row ? toSubscriber(row) : null;
  };
  return {
    name: 'local',
    find,
    subscribe: async (email) => {
      const [inserted] = await db
        .insert(subscribers)
        .values({ id: randomUUID(), email: email.toLowerCase() })
        .onConflictDoNothing({ target: subscribers.email })
        .returning();
      if (inserted) return { subscriber: toSubscriber(inserted), created: true };
      const existing = await find(email);
      if (!existing) throw new Error('subscriber vanished between insert and read');
      return { subscriber: existing, created: false };
    },
  };
}
