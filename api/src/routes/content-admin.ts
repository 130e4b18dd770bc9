import { Type } from 'typebox';
import {
  BUILT_IN_INVESTIGATIONS,
  CONTENT_PREVIEW_PARAM,
  ContentItem,
  ContentParams,
  ContentPreviewLink,
  ContentRestoreInput,
  ContentRevisionList,
  ContentScheduleInput,
  ContentSummaryList,
  NewInvestigationInput,
  TEASER_SLUG,
  contentPagePath,
  type ContentKind,
  type ContentItem as ContentItemType,
} from '@beacon/shared/schemas';
import { HttpError, InputError } from '../http/errors';
import { entityTag, expectedVersion, staleVersion } from '../http/versions';
import { auditContext } from '../plugins/app/audit/context';
import { isRefusal, type ContentOutcome } from '../plugins/app/content/content-repository';
import { checkedBody } from '../plugins/app/content/validate';
import type { Services } from '../services';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

const MAX_REVISION = 2 ** 31 - 1;

/** How often each instance looks for scheduled publications that are due. */
export const SCHEDULE_CHECK_EVERY_MS = 5_000;

/**
 * Slugs a new investigation may not take: the built-in investigations and the teaser, the hoax page's own address
 * words, and words the admin's and the site's addresses use for something else.
 */
const reservedSlugs = (hoaxSlug: string): Set<string> =>
  new Set<string>([
    ...BUILT_IN_INVESTIGATIONS,
    TEASER_SLUG,
    hoaxSlug,
    `${hoaxSlug}-hoax`,
    'new',
    'edit',
    'list',
    'draft',
    'preview',
    'revisions',
    'index',
  ]);

const notFound = () => new HttpError(404, 'Page not found.');

const Versioned = {
  description:
    'With `If-Match` (the ETag of GET /admin/content/{kind}/{slug}, i.e. the quoted `version`) the write applies only to that version: 409 when the page changed meanwhile, with the current version in the ETag header.',
};

const DraftInput = Type.Object(
  {
    body: Type.Object(
      {},
      {
        additionalProperties: true,
        description: "The whole body of the page's kind: InvestigationBody for an investigation, TeaserBody for the teaser",
      },
    ),
  },
  { additionalProperties: false },
);

/** Staff's reads and writes of the content records (admin), and the timer that publishes scheduled drafts. */
export const contentAdminRoutes: RoutePlugin = async (app, { services }) => {
  const { requireAdmin, config, clock } = services;
  const { repository, previews, cache } = services.content;

  /** A write's answer: the record with its new version, or the error its outcome calls for. */
  const answer = async (kind: ContentKind, slug: string, outcome: ContentOutcome): Promise<ContentItemType> => {
    if (outcome === 'missing') throw notFound();
    if (outcome === 'stale') {
      const current = await repository.item(kind, slug);
      throw staleVersion('page', current ? { etag: entityTag(current.version) } : undefined);
    }
    if (isRefusal(outcome)) throw outcome.fields ? new InputError(outcome.fields) : new HttpError(400, outcome.refused);
    cache.clear();
    return outcome;
  };

  const admin = { onRequest: requireAdmin };
  const doc = (summary: string) => ({ tags: ['content'], summary, security: bearerAuth });

  app.get(
    '/admin/content',
    {
      ...admin,
      schema: { ...doc('Every content record with its state (admin)'), response: { 200: ContentSummaryList, ...errorResponses } },
    },
    async () => repository.list(),
  );

  app.post(
    '/admin/content/investigation',
    {
      ...admin,
      schema: {
        ...doc('Create an investigation as a draft (admin); 409 when the slug is taken or reserved'),
        body: NewInvestigationInput,
        response: { 201: ContentItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { slug } = request.body;
      if (reservedSlugs(config.hoaxSlug).has(slug)) throw new HttpError(409, `The address “${slug}” is reserved: choose another.`);
      const body = checkedBody('investigation', request.body.body);
      const created = await repository.create(slug, body, auditContext(request));
      if (created === 'taken') throw new HttpError(409, `An investigation at “${slug}” already exists: choose another address.`);
      cache.clear();
      return reply.status(201).header('etag', entityTag(created.version)).send(created);
    },
  );

  app.get(
    '/admin/content/:kind/:slug',
    {
      ...admin,
      schema: {
        ...doc('One record for its editor: published and latest revisions; ETag: its version (admin)'),
        params: ContentParams,
        response: { 200: ContentItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const item = await repository.item(request.params.kind, request.params.slug);
      if (!item) throw notFound();
      return reply.header('etag', entityTag(item.version)).send(item);
    },
  );

  app.put(
    '/admin/content/:kind/:slug/draft',
    {
      ...admin,
      schema: {
        ...doc('Save the whole body as a new draft revision (admin); 400 names each invalid field'),
        ...Versioned,
        params: ContentParams,
        body: DraftInput,
        response: { 200: ContentItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, slug } = request.params;
      const expected = expectedVersion(request.headers['if-match']);
      const body = checkedBody(kind, request.body.body);
      const item = await answer(kind, slug, await repository.saveDraft(kind, slug, body, expected, auditContext(request)));
      return reply.header('etag', entityTag(item.version)).send(item);
    },
  );

  /** The state changes: each takes If-Match and answers the record as it now is. */
  const action = (name: 'publish' | 'unschedule' | 'unpublish', summary: string, run: typeof repository.publish): void => {
    app.post(
      `/admin/content/:kind/:slug/${name}`,
      {
        ...admin,
        schema: { ...doc(summary), ...Versioned, params: ContentParams, response: { 200: ContentItem, ...errorResponses } },
      },
      async (request, reply) => {
        const { kind, slug } = request.params;
        const outcome = await run(kind, slug, expectedVersion(request.headers['if-match']), auditContext(request));
        const item = await answer(kind, slug, outcome);
        return reply.header('etag', entityTag(item.version)).send(item);
      },
    );
  };
  action('publish', 'Publish the latest revision now (admin); 400 when there is nothing new to publish', repository.publish);
  action('unschedule', 'Cancel the scheduled publication (admin)', repository.unschedule);
  action('unpublish', 'Take the page down: visitors get 404, its revisions stay (admin)', repository.unpublish);

  app.post(
    '/admin/content/:kind/:slug/schedule',
    {
      ...admin,
      schema: {
        ...doc('Publish the latest revision at `at` (admin): once, by whichever API instance is up then'),
        ...Versioned,
        params: ContentParams,
        body: ContentScheduleInput,
        response: { 200: ContentItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, slug } = request.params;
      const expected = expectedVersion(request.headers['if-match']);
      const at = new Date(request.body.at);
      if (at.getTime() <= clock().getTime()) throw new InputError({ at: 'must be in the future' });
      const item = await answer(kind, slug, await repository.schedule(kind, slug, at, expected, auditContext(request)));
      return reply.header('etag', entityTag(item.version)).send(item);
    },
  );

  app.post(
    '/admin/content/:kind/:slug/restore',
    {
      ...admin,
      schema: {
        ...doc('Copy an earlier revision into a new draft (admin)'),
        ...Versioned,
        params: ContentParams,
        body: ContentRestoreInput,
        response: { 200: ContentItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, slug } = request.params;
      const expected = expectedVersion(request.headers['if-match']);
      const { revision } = request.body;
      // Revision numbers are database integers: a larger one names no revision (rather than failing the query).
      if (revision > MAX_REVISION) throw new InputError({ revision: 'is not a revision of this page' });
      const outcome = await repository.restore(kind, slug, revision, expected, auditContext(request));
      const item = await answer(kind, slug, outcome);
      return reply.header('etag', entityTag(item.version)).send(item);
    },
  );

  app.get(
    '/admin/content/:kind/:slug/revisions',
    {
      ...admin,
      schema: {
        ...doc('Every revision, newest first, with what it changed field by field (admin)'),
        params: ContentParams,
        response: { 200: ContentRevisionList, ...errorResponses },
      },
    },
    async (request) => {
      const list = await repository.revisions(request.params.kind, request.params.slug);
      if (!list) throw notFound();
      return list;
    },
  );

  app.post(
    '/admin/content/:kind/:slug/preview',
    {
      ...admin,
      schema: {
        ...doc('A private link to the latest revision through the real page, valid for one hour (admin)'),
        params: ContentParams,
        response: { 200: ContentPreviewLink, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, slug } = request.params;
      if (!(await repository.item(kind, slug))) throw notFound();
      const { token, expiresAt } = previews.issue(kind, slug);
      const url = `${config.siteUrl}${contentPagePath(kind, slug, config.hoaxSlug)}?${CONTENT_PREVIEW_PARAM}=${encodeURIComponent(token)}`;
      return reply.header('cache-control', 'no-store').send({ url, expiresAt: expiresAt.toISOString() });
    },
  );

  registerScheduledPublication(app, services);
};

/** Every instance checks at start and every few seconds; the database lets exactly one publish each draft. */
function registerScheduledPublication(app: Parameters<RoutePlugin>[0], services: Services): void {
  let timer: NodeJS.Timeout | null = null;
  const run = async (): Promise<void> => {
    try {
      const published = await publishDueContent(services);
      if (published.length > 0) app.log.info({ published }, 'published scheduled content');
    } catch (error) {
      app.log.error({ err: error }, 'scheduled content publication failed');
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), SCHEDULE_CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/** Publishes the scheduled drafts that are due (the timer's work; tests call it on several instances at once). */
export async function publishDueContent(services: Services): Promise<{ kind: ContentKind; slug: string; revision: number }[]> {
  const published = await services.content.repository.publishDue();
  if (published.length > 0) services.content.cache.clear();
  return published;
}
