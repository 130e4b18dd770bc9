import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';

/** One video of the archive, as its card shows it. */
export const Video = Type.Object({
  title: Type.String(),
  publishedDate: IsoDateTime,
  thumbnail: Type.String({ description: 'Absolute image URL' }),
  videoUrl: Type.String({ description: 'https://www.youtube.com/watch?v=<11-character id>' }),
  views: Type.Integer({ minimum: 0 }),
  channelAvatar: Type.String({ description: 'Absolute image URL' }),
  channelName: Type.String(),
});
export type Video = Static<typeof Video>;

/** Answer of both video routes, newest first. */
export const VideoList = Type.Object({ videos: Type.Array(Video) });
export type VideoList = Static<typeof VideoList>;

export const VideoListQuery = Type.Object(
  {
    playlistId: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9_-]{2,64}$', description: 'A category playlist id; all videos when absent' }),
    ),
  },
  { additionalProperties: false },
);
export type VideoListQuery = Static<typeof VideoListQuery>;

/** Case-insensitive match on the title; at least 2 characters after trimming. */
export const VideoSearchQuery = Type.Object({ search: Type.String({ minLength: 2, maxLength: 100 }) }, { additionalProperties: false });
export type VideoSearchQuery = Static<typeof VideoSearchQuery>;
