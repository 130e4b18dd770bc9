import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Video, VideoList, VideoListQuery, VideoSearchQuery } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import { errorResponses, readLimited, sendRaw, type RoutePlugin } from './common';

/** A video's id as the catalogue and YouTube spell it. */
const VideoIdParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{11}$' }) }, { additionalProperties: false });

/** The Video API, registered under /video-api so it can have its own base address. */
export const videoRoutes: RoutePlugin = async (app, { services }) => {
  const { videos } = services;

  // The provider cache hands out the same array for five minutes; serialize (and encode) each such array once.
  const serialized = new WeakMap<Video[], Buffer>();
  const send = (reply: FastifyReply, list: Video[]) => {
    let body = serialized.get(list);
    if (body === undefined) {
      body = Buffer.from(reply.serialize({ videos: list }) as string);
      serialized.set(list, body);
    }
    return sendRaw(reply, body);
  };

  app.get(
    '/videos',
    {
      config: readLimited(services),
      schema: {
        tags: ['videos'],
        summary: "A category's videos (all when no playlistId), newest first",
        querystring: VideoListQuery,
        response: { 200: VideoList, ...errorResponses },
      },
    },
    async (request, reply) => send(reply, await videos.list(request.query.playlistId ?? null)),
  );

  app.get(
    '/videos/:id',
    {
      config: readLimited(services),
      schema: {
        tags: ['videos'],
        summary: 'One video of the catalogue by its id (also older than the lists show); 404 when there is none',
        params: VideoIdParams,
        response: { 200: Video, ...errorResponses },
      },
    },
    async (request) => {
      const video = await videos.find(request.params.id);
      if (!video) throw new HttpError(404, 'No such video.');
      return video;
    },
  );

  app.get(
    '/search/channel',
    {
      config: readLimited(services),
      schema: {
        tags: ['videos'],
        summary: 'Videos whose title contains the search text (case-insensitive, at least 2 characters)',
        querystring: VideoSearchQuery,
        response: { 200: VideoList, ...errorResponses },
      },
    },
    async (request, reply) => send(reply, await videos.search(request.query.search)),
  );
};
