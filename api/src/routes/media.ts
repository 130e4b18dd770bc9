import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { GENERATED_KINDS, GENERATED_PREFIX, SLUG_PATTERN, renderGenerated, type GeneratedKind } from '../media/generated';
import { HttpError } from '../http/errors';
import { CONTENT_TYPES } from '../uploads/sniff';
import { errorResponses, sendRaw, type RoutePlugin } from './common';

/**
 * Images the site shows from other origins (its pages run on other ports): cacheable for a year (names
 * never change content), and Cross-Origin-Resource-Policy relaxed so <img> on those pages may load them.
 */
const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'cross-origin-resource-policy': 'cross-origin',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * Set before the handler, so an image route's error answers (404, a refused name) carry it too: a page
 * whose <img> names a missing image then gets the 404 it shows a placeholder for, not a blocked response
 * logged in its console. Only these routes: every other answer keeps same-origin.
 */
const imagesFromAnyOrigin = {
  onRequest: async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('cross-origin-resource-policy', IMAGE_HEADERS['cross-origin-resource-policy']);
  },
  /*
   * An <img> on another origin may not read a JSON answer either (the browser's opaque-response
   * blocking logs it as blocked): the error an <img> gets is an empty image, which it reports as
   * broken, so the page shows its placeholder quietly. Other callers get the API's JSON error.
   */
  onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode < 400 || request.headers['sec-fetch-dest'] !== 'image') return payload;
    reply.type('image/svg+xml');
    return '';
  },
};

const isKind = (value: string): value is GeneratedKind => (GENERATED_KINDS as readonly string[]).includes(value);

export const mediaRoutes: RoutePlugin = async (app, { services }) => {
  const { storage } = services.uploads;

  app.get(
    `${GENERATED_PREFIX}/:kind/:file`,
    {
      ...imagesFromAnyOrigin,
      schema: {
        tags: ['media'],
        summary: 'Generated artwork for the sample content (SVG)',
        params: Type.Object(
          { kind: Type.Enum([...GENERATED_KINDS]), file: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.svg$' }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.String({ description: 'image/svg+xml' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const slug = request.params.file.slice(0, -'.svg'.length);
      if (!isKind(request.params.kind) || !SLUG_PATTERN.test(slug)) throw new HttpError(404, 'No such image.');
      return reply.headers(IMAGE_HEADERS).type('image/svg+xml; charset=utf-8').send(renderGenerated(request.params.kind, slug));
    },
  );

  app.get(
    '/media/uploads/:folder/:file',
    {
      ...imagesFromAnyOrigin,
      schema: {
        tags: ['media'],
        summary: 'An uploaded image',
        params: Type.Object(
          {
            folder: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' }),
            file: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.(png|jpg|gif|webp)$' }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.String({ description: 'The image bytes' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await storage.read(`${request.params.folder}/${request.params.file}`);
      if (!image) throw new HttpError(404, 'No such image.');
      return sendRaw(reply.headers(IMAGE_HEADERS), image.bytes, CONTENT_TYPES[image.format]);
    },
  );
};
