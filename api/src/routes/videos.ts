import { VideoList, VideoListQuery, VideoSearchQuery } from '@beacon/shared/schemas';
import { errorResponses, type RoutePlugin } from './common';

/** The Video API (spec §7), registered under /video-api so it can have its own base address. */
export const videoRoutes: RoutePlugin = async (app, { services }) => {
  const { videos } = services;

  app.get(
    '/videos',
    {
      schema: {
        tags: ['videos'],
        summary: "A category's videos (all when no playlistId), newest first",
        querystring: VideoListQuery,
        response: { 200: VideoList, ...errorResponses },
      },
    },
    async (request) => ({ videos: await videos.list(request.query.playlistId ?? null) }),
  );

  app.get(
    '/search/channel',
    {
      schema: {
        tags: ['videos'],
        summary: 'Videos whose title contains the search text (case-insensitive, at least 2 characters)',
        querystring: VideoSearchQuery,
        response: { 200: VideoList, ...errorResponses },
      },
    },
    async (request) => ({ videos: await videos.search(request.query.search) }),
  );
};
