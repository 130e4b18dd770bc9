import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '@beacon/shared/schemas';
import type { Services } from '../services';

export interface RouteOptions {
  services: Services;
}

export type RoutePlugin = FastifyPluginAsyncTypebox<RouteOptions>;

/** Documented error answers; the body shape is the same everywhere. */
export const errorResponses = { '4xx': ApiError, '5xx': ApiError };

export const bearerAuth = [{ bearerAuth: [] }];

/** Per-IP limit of a public write route (RATE_LIMIT_MAX per minute); each route counts separately. */
export const rateLimited = (services: Services) => ({
  rateLimit: { max: services.config.rateLimitMax, timeWindow: '1 minute' },
});

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an already-serialized JSON body or a stream. The typed reply only accepts the schema's object
 * type; these bodies were produced by that same schema's serializer (or are raw bytes), hence the plain reply.
 */
export const sendRaw = (reply: FastifyReply, body: string | NodeJS.ReadableStream, contentType = JSON_TYPE): FastifyReply =>
  reply.type(contentType).send(body);
