import type { Video } from '@beacon/shared/schemas';

/** Where the archive comes from: the local catalogue or a YouTube channel. Newest first. */
export interface VideoProvider {
  name: 'local' | 'youtube';
  /** A category's videos, or every video when `playlistId` is null. */
  list(playlistId: string | null): Promise<Video[]>;
  /** Case-insensitive match on the title. */
  search(term: string): Promise<Video[]>;
  /** One video of the catalogue by its id (older than any list shows, too); null when the catalogue has no such video. */
  find(id: string): Promise<Video | null>;
}
