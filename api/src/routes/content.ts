import { Type } from 'typebox';
import { CONTENT_PREVIEW_PARAM, ContentParams, InvestigationList, PublishedContent } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import { errorResponses, readLimited, sendRaw, type RoutePlugin } from './common';

/** Browsers and page servers may keep a published page's answer this long; an instance keeps its own 1 s. */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=2';
/** A preview (a draft) is nobody's to keep or index. */
const PREVIEW_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

const notPublished = (headers?: Record<string, string>) => new HttpError(404, 'This page is not published.', undefined, headers);

const PreviewQuery = Type.Object(
  {
    [CONTENT_PREVIEW_PARAM]: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'The signed token of a preview link: shows the latest revision' }),
    ),
  },
  { additionalProperties: false },
);

/** What visitors read of the site's content records: the published revisions (a preview link shows the draft). */
export const contentRoutes: RoutePlugin = async (app, { services }) => {
  const { repository, previews, cache } = services.content;

  app.get(
    '/content/investigation',
    {
      config: readLimited(services),
      schema: {
        tags: ['content'],
        summary: 'The published investigations, the built-in ones included, in the order they were first published',
        description: `For the Media Investigations menu and the sitemap. Cache-Control: ${PUBLISHED_CACHE_CONTROL}.`,
        response: { 200: InvestigationList, ...errorResponses },
      },
    },
    async (_request, reply) => {
      let answer = cache.get('investigations');
      if (!answer) {
        answer = { body: Buffer.from(reply.serialize(await repository.publishedInvestigations()) as string), etag: null };
        cache.set('investigations', answer);
      }
      return sendRaw(reply.header('cache-control', PUBLISHED_CACHE_CONTROL), answer.body);
    },
  );

  app.get(
    '/content/:kind/:slug',
    {
      config: readLimited(services),
      schema: {
        tags: ['content'],
        summary: 'A published page (an investigation, the teaser); with ?preview=<token>, the latest revision',
        description:
          `404 while the page is not published (or unknown). A preview token is valid for one page and an hour: with it the ` +
          `answer is the latest revision (\`preview: true\`), with \`Cache-Control: no-store\` and \`X-Robots-Tag: noindex\`; ` +
          `an invalid, expired or another page's token is 404, never the draft. Published answers: Cache-Control: ${PUBLISHED_CACHE_CONTROL}.`,
        params: ContentParams,
        querystring: PreviewQuery,
        response: { 200: PublishedContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, slug } = request.params;
      const token = request.query[CONTENT_PREVIEW_PARAM];
      if (token !== undefined) {
        if (!previews.verify(kind, slug, token)) throw notPublished(PREVIEW_HEADERS);
        const draft = await repository.preview(kind, slug);
        if (!draft) throw notPublished(PREVIEW_HEADERS);
        return reply.headers(PREVIEW_HEADERS).send(draft);
      }
      const cacheKey = `page:${kind}/${slug}`;
      let answer = cache.get(cacheKey);
      if (!answer) {
        const page = await repository.published(kind, slug);
        if (!page) throw notPublished();
        answer = { body: Buffer.from(reply.serialize(page) as string), etag: null };
        cache.set(cacheKey, answer);
      }
      return sendRaw(reply.header('cache-control', PUBLISHED_CACHE_CONTROL), answer.body);
    },
  );
};
