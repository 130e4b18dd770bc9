import type { FastifyReply, RouteOptions as RouteOptionsWithSchema } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '@beacon/shared/schemas';
import type { Services } from '../services';

export interface RouteOptions {
  services: Services;
}

export type RoutePlugin = FastifyPluginAsyncTypebox<RouteOptions>;

type RouteOptionsLike = Pick<RouteOptionsWithSchema, 'url' | 'schema'>;

/** Documented error answers; the body shape is the same everywhere. */
export const errorResponses = { '4xx': ApiError, '5xx': ApiError };

export const bearerAuth = [{ bearerAuth: [] }];

/** The query string of a route that takes none: any parameter is refused (400). */
export const NoQuery = Type.Object({}, { additionalProperties: false });

/** Routes whose query string is not the API's to police: the docs UI, and images (caches may add parameters). */
const FREE_QUERY = /^\/(docs|media)(\/|$)/;

/** onRoute hook: a route without a query-string schema refuses every query parameter. */
export function refuseUnknownQuery(route: RouteOptionsLike): void {
  if (FREE_QUERY.test(route.url) || route.schema?.querystring !== undefined) return;
  route.schema = { ...route.schema, querystring: NoQuery };
}

/** Per-IP limit of a public write route (RATE_LIMIT_MAX per minute); each route counts separately. */
export const rateLimited = (services: Services) => ({
  rateLimit: { max: services.config.rateLimitMax, timeWindow: '1 minute' },
});

/** Per-IP limit of a public read route (READ_RATE_LIMIT_MAX per minute): generous, but no address reads without end. */
export const readLimited = (services: Services) => ({
  rateLimit: { max: services.config.readRateLimitMax, timeWindow: '1 minute' },
});

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an already-serialized JSON body, raw bytes or a stream. The typed reply only accepts the schema's object
 * type; these bodies were produced by that same schema's serializer (or are raw bytes), hence the plain reply.
 */
export const sendRaw = (reply: FastifyReply, body: string | Buffer | NodeJS.ReadableStream, contentType = JSON_TYPE): FastifyReply =>
  reply.type(contentType).send(body);
