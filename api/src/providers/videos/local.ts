import { desc, eq, ilike } from 'drizzle-orm';
import type { Video } from '@beacon/shared/schemas';
import type { Db } from '../../db/client';
import { videos } from '../../db/schema';
import { absoluteUrl } from '../../media/urls';
import type { VideoProvider } from './types';

type VideoRow = typeof videos.$inferSelect;

/** % and _ are wildcards in LIKE: a search for "100%" means the text, not a pattern. */
const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `config.publicUrl` is read per call: with API_PORT=0 it is only known once the server listens. */
export function localVideos(db: Db, config: { publicUrl: string }): VideoProvider {
  const toCard = (row: VideoRow): Video => ({
    title: row.title,
    publishedDate: row.publishedAt.toISOString(),
    thumbnail: absoluteUrl(row.thumbnailUrl, config.publicUrl),
    videoUrl: `https://www.youtube.com/watch?v=${row.id}`,
    views: row.views,
    channelAvatar: absoluteUrl(row.channelAvatarUrl, config.publicUrl),
    channelName: row.channelName,
  });
  return {
    name: 'local',
    list: async (playlistId) => {
      const rows = playlistId
        ? await db.select().from(videos).where(eq(videos.playlistId, playlistId)).orderBy(desc(videos.publishedAt))
        : await db.select().from(videos).orderBy(desc(videos.publishedAt));
      return rows.map(toCard);
    },
    find: async (id) => {
      const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
      return row ? toCard(row) : null;
    },
    search: async (term) => {
      const rows = await db
        .select()
        .from(videos)
        .where(ilike(videos.title, `%${escapeLike(term)}%`))
        .orderBy(desc(videos.publishedAt))
        .limit(100);
      return rows.map(toCard);
    },
  };
}
