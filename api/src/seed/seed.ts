import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, bookings, events, outbox, subscribers, videos } from '../db/schema';
import { SAMPLE_EVENTS, SAMPLE_EVENT_TIME_ZONE, sampleEventImage } from './events';
import { SAMPLE_VIDEOS } from './videos';

const DAY_MS = 24 * 60 * 60 * 1000;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertSamples(tx: Tx, now: Date): Promise<void> {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await tx.insert(events).values(
    SAMPLE_EVENTS.map((event) => ({
      id: randomUUID(),
      title: event.title,
      description: event.description,
      date: new Date(midnight + event.dayOffset * DAY_MS + event.hourUtc * 60 * 60 * 1000),
      timeZone: SAMPLE_EVENT_TIME_ZONE,
      location: event.location,
      category: event.category,
      createdBy: event.createdBy,
      isFocused: event.isFocused,
      isCompleted: event.isCompleted,
      imageUrl: sampleEventImage(event.image),
      imagePublicId: event.image ? `samples/${event.image}` : null,
      attendees: event.attendees,
    })),
  );
  await tx.insert(videos).values(
    SAMPLE_VIDEOS.map((video) => ({
      id: video.id,
      playlistId: video.playlistId,
      title: video.title,
      publishedAt: new Date(now.getTime() - video.daysAgo * DAY_MS),
      thumbnailUrl: video.thumbnailUrl,
      views: video.views,
      channelName: video.channelName,
      channelAvatarUrl: video.channelAvatarUrl,
    })),
  );
  await tx
    .insert(appMeta)
    .values({ key: 'seeded_at', value: now.toISOString() })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: now.toISOString() } });
}

/** Serialises seeding between API instances starting together on one PostgreSQL. */
const lockSeeding = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('beacon-seed:' || current_schema()))`);

/**
 * First start: loads the sample content when the database has never been seeded and holds no events or
 * videos. Deleting every event later does not bring the samples back. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    const [marker] = await tx
      .select()
      .from(appMeta)
      .where(sql`${appMeta.key} = 'seeded_at'`);
    if (marker) return false;
    const [counts] = await tx
      .select({
        events: sql<number>`(SELECT count(*) FROM ${events})::int`,
        videos: sql<number>`(SELECT count(*) FROM ${videos})::int`,
      })
      .from(sql`(SELECT 1) AS one`);
    if (counts && (counts.events > 0 || counts.videos > 0)) return false;
    await insertSamples(tx, now);
    return true;
  });
}

/** `npm run seed`: replaces events and videos with the samples; `everything` also empties the other tables. */
export async function reseed(db: Db, options: { everything?: boolean } = {}, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeeding(tx);
    await tx.delete(events);
    await tx.delete(videos);
    if (options.everything) {
      await tx.delete(bookings);
      await tx.delete(subscribers);
      await tx.delete(outbox);
    }
    await insertSamples(tx, now);
  });
}
