import type {
  AuditPage,
  ContentItem,
  ContentRevisionList,
  ContentSummaryList,
  InvestigationBody,
  PublishedContent,
  TeaserBody,
} from '@beacon/shared/schemas';
import { publishDueContent } from '../src/routes/content-admin';
import { ELECTION_BODY } from '@beacon/shared/content-seed';
import { bearer, createTestContext, shiftableClock, type TestContext } from './helpers/context';

const time = shiftableClock();
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ hoaxSlug: 'harbour' }, { clock: time.clock });
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

const HOUR = 60 * 60 * 1000;
/** Scheduled times are a minute ahead, and the clock moves two: admin sign-ins (an hour) stay valid. */
const MINUTE = 60 * 1000;
const read = (url: string) => ctx.app.inject({ method: 'GET', url });
const adminRead = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
const adminWrite = (method: 'POST' | 'PUT', url: string, payload: object = {}, version?: string) =>
  ctx.app.inject({ method, url, payload, headers: { ...bearer(admin), ...(version ? { 'if-match': `"${version}"` } : {}) } });

const item = async (kind: string, slug: string): Promise<ContentItem> => {
  const response = await adminRead(`/admin/content/${kind}/${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json<ContentItem>();
};

const newBody = (title: string): InvestigationBody => ({
  ...structuredClone(ELECTION_BODY),
  menuLabel: 'Water Contracts',
  title,
  intro: 'Who got the water contracts, and why.',
});

const create = async (slug: string, title = 'Water contracts'): Promise<ContentItem> => {
  const response = await adminWrite('POST', '/admin/content/investigation', { slug, body: newBody(title) });
  expect(response.statusCode).toBe(201);
  return response.json<ContentItem>();
};

/** Saves `edit` of the latest body as a draft, from the current version. */
const save = async (slug: string, edit: (body: InvestigationBody) => void): Promise<ContentItem> => {
  const current = await item('investigation', slug);
  const body = structuredClone(current.latest.body) as InvestigationBody;
  edit(body);
  const response = await adminWrite('PUT', `/admin/content/investigation/${slug}/draft`, { body }, current.version);
  expect(response.statusCode).toBe(200);
  return response.json<ContentItem>();
};

const act = async (slug: string, action: string, payload: object = {}) => {
  const current = await item('investigation', slug);
  return adminWrite('POST', `/admin/content/investigation/${slug}/${action}`, payload, current.version);
};

const auditOf = async (entityId: string) =>
  (await adminRead(`/admin/audit?entity=content&entityId=${encodeURIComponent(entityId)}`)).json<AuditPage>().entries;

describe('who may edit', () => {
  test('without a sign-in 401, as a visitor 403, on every admin content route', async () => {
    const visitor = await ctx.visitorToken();
    const routes: [string, string][] = [
      ['GET', '/admin/content'],
      ['POST', '/admin/content/investigation'],
      ['GET', '/admin/content/investigation/election'],
      ['PUT', '/admin/content/investigation/election/draft'],
      ['POST', '/admin/content/investigation/election/publish'],
      ['POST', '/admin/content/investigation/election/schedule'],
      ['POST', '/admin/content/investigation/election/unschedule'],
      ['POST', '/admin/content/investigation/election/unpublish'],
      ['POST', '/admin/content/investigation/election/restore'],
      ['GET', '/admin/content/investigation/election/revisions'],
      ['POST', '/admin/content/investigation/election/preview'],
    ];
    for (const [method, url] of routes) {
      const anonymous = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const asVisitor = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(visitor),
        payload: method === 'GET' ? undefined : {},
      });
      expect([url, asVisitor.statusCode]).toEqual([url, 403]);
    }
    expect((await item('investigation', 'election')).latest.number).toBe(1);
  });
});

describe('the list and the editor’s read', () => {
  test('lists every record with its state; one record comes with its version as ETag', async () => {
    const list = (await adminRead('/admin/content')).json<ContentSummaryList>();
    expect(list.items.map((each) => `${each.kind}/${each.slug}`)).toEqual(
      expect.arrayContaining(['investigation/election', 'investigation/hoax', 'teaser/my-new-family']),
    );
    expect(list.items.find((each) => each.slug === 'election')).toMatchObject({
      state: 'published',
      hasDraft: false,
      scheduledAt: null,
      title: ELECTION_BODY.title,
      updatedBy: null,
    });
    const response = await adminRead('/admin/content/investigation/election');
    const election = response.json<ContentItem>();
    expect(response.headers.etag).toBe(`"${election.version}"`);
    expect(election).toMatchObject({ state: 'published', hasDraft: false, latest: { number: 1, origin: 'seed', author: null } });
    expect(election.published?.body).toEqual(ELECTION_BODY);
    expect((await adminRead('/admin/content/investigation/unknown-page')).statusCode).toBe(404);
  });
});

describe('new investigations', () => {
  test('start as a draft by their author', async () => {
    const created = await create('water-contracts');
    expect(created).toMatchObject({
      kind: 'investigation',
      slug: 'water-contracts',
      state: 'draft',
      hasDraft: true,
      published: null,
      latest: { number: 1, origin: 'created', author: { name: 'Test Admin' } },
    });
    const [entry] = await auditOf('investigation/water-contracts');
    expect(entry).toMatchObject({ action: 'content.created', actor: { name: 'Test Admin' }, after: { title: 'Water contracts' } });
  });

  test('a taken or reserved slug is 409; a malformed one 400', async () => {
    await create('taken-slug');
    for (const slug of ['taken-slug', 'election', 'hoax', 'harbour', 'harbour-hoax', 'my-new-family', 'new']) {
      const response = await adminWrite('POST', '/admin/content/investigation', { slug, body: newBody('Again') });
      expect([slug, response.statusCode]).toEqual([slug, 409]);
    }
    const bad = await adminWrite('POST', '/admin/content/investigation', { slug: 'Not A Slug', body: newBody('Bad') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty('slug');
    expect((await item('investigation', 'election')).latest.number).toBe(1);
  });
});

describe('refused input', () => {
  test('a link that is not http(s) is refused, naming the field, and nothing is saved', async () => {
    const created = await create('bad-links');
    const body = newBody('Bad links');
    body.exhibits[1]!.links[0]!.href = 'javascript:alert(1)';
    const saved = await adminWrite('PUT', '/admin/content/investigation/bad-links/draft', { body }, created.version);
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ fields: Record<string, string> }>().fields).toEqual({
      'body.exhibits.1.links.0.href': 'is not in the expected format',
    });

    const card = newBody('Bad card');
    card.actions[0]!.buttonUrl = 'ftp://example.org/file';
    const refused = await adminWrite('POST', '/admin/content/investigation', { slug: 'bad-card', body: card });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['body.actions.0.buttonUrl']);
    expect((await adminRead('/admin/content/investigation/bad-card')).statusCode).toBe(404);

    const teaserBody = { kicker: 'k', title: 't', paragraph: 'p', tipLine: 'l', tipButton: 'b' } satisfies TeaserBody;
    const wrongKind = await adminWrite('PUT', '/admin/content/investigation/bad-links/draft', { body: teaserBody }, created.version);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      'body.menuLabel': 'is required',
      'body.kicker': 'is not an allowed field',
    });
    expect((await item('investigation', 'bad-links')).latest.number).toBe(1);
  });

  test('exhibit descriptions keep the events’ allowed markup only; plain text is kept as written', async () => {
    await create('markup');
    const saved = await save('markup', (body) => {
      body.exhibits[0]!.description = '<p>Kept <strong>bold</strong></p><script>alert(1)</script><a href="javascript:alert(1)">link</a>';
      body.exhibits[1]!.description = 'Plain & simple > 2.\n\nSecond paragraph.';
    });
    const [first, second] = (saved.latest.body as InvestigationBody).exhibits;
    expect(first?.description).toBe('<p>Kept <strong>bold</strong></p><a rel="noopener noreferrer nofollow" target="_blank">link</a>');
    expect(second?.description).toBe('Plain & simple > 2.\n\nSecond paragraph.');

    const current = await item('investigation', 'markup');
    const body = structuredClone(current.latest.body) as InvestigationBody;
    body.exhibits[2]!.description = '<script>alert(1)</script>';
    const emptied = await adminWrite('PUT', '/admin/content/investigation/markup/draft', { body }, current.version);
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['body.exhibits.2.description']);
  });
});

describe('drafts, publication and conflicts', () => {
  test('a stale version is 409 with the current version, and nothing changes', async () => {
    const opened = await item('investigation', 'election');
    const mine = structuredClone(opened.latest.body) as InvestigationBody;
    await save('election', (body) => {
      body.title = 'Someone else’s title';
    });
    mine.title = 'My title';
    const stale = await adminWrite('PUT', '/admin/content/investigation/election/draft', { body: mine }, opened.version);
    expect(stale.statusCode).toBe(409);
    const now = await item('investigation', 'election');
    expect(stale.headers.etag).toBe(`"${now.version}"`);
    expect((now.latest.body as InvestigationBody).title).toBe('Someone else’s title');
    const publishStale = await adminWrite('POST', '/admin/content/investigation/election/publish', {}, opened.version);
    expect(publishStale.statusCode).toBe(409);
    expect((await read('/content/investigation/election')).json<PublishedContent>().revision).toBe(1);
  });

  test('publish shows the draft to visitors; unpublish takes the page down; publish brings it back', async () => {
    await create('lifecycle', 'Lifecycle');
    expect((await read('/content/investigation/lifecycle')).statusCode).toBe(404);
    const published = await act('lifecycle', 'publish');
    expect(published.statusCode).toBe(200);
    expect(published.json<ContentItem>()).toMatchObject({ state: 'published', hasDraft: false, published: { number: 1 } });
    expect(published.headers.etag).toBe(`"${published.json<ContentItem>().version}"`);
    expect((await read('/content/investigation/lifecycle')).json<PublishedContent<'investigation'>>().body.title).toBe('Lifecycle');
    expect((await read('/content/investigation')).json<{ items: { slug: string }[] }>().items.map((each) => each.slug)).toContain(
      'lifecycle',
    );
    expect((await act('lifecycle', 'publish')).statusCode).toBe(400);

    const down = await act('lifecycle', 'unpublish');
    expect(down.json<ContentItem>()).toMatchObject({ state: 'unpublished', published: null });
    expect((await read('/content/investigation/lifecycle')).statusCode).toBe(404);
    expect((await read('/content/investigation')).json<{ items: { slug: string }[] }>().items.map((each) => each.slug)).not.toContain(
      'lifecycle',
    );
    expect((await act('lifecycle', 'unpublish')).statusCode).toBe(400);
    expect((await act('lifecycle', 'publish')).json<ContentItem>().state).toBe('published');
    expect((await read('/content/investigation/lifecycle')).statusCode).toBe(200);

    const actions = (await auditOf('investigation/lifecycle')).map((entry) => [entry.action, entry.actor?.name ?? null]);
    expect(actions).toEqual([
      ['content.published', 'Test Admin'],
      ['content.unpublished', 'Test Admin'],
      ['content.published', 'Test Admin'],
      ['content.created', 'Test Admin'],
    ]);
  });
});

describe('history', () => {
  test('each revision says what it changed, field by field; restore copies an earlier one into a new draft', async () => {
    await create('history', 'First title');
    await save('history', (body) => {
      body.title = 'Second title';
      body.exhibits[1]!.title = 'A new exhibit title';
      body.exhibits[0]!.links[1]!.href = 'https://beacon.example/reports/other';
      body.actions.splice(2, 1);
    });
    await save('history', (body) => {
      body.exhibits.push({ title: 'Exhibit seven', description: 'New.', videoUrl: null, links: [] });
    });
    const revisions = (await adminRead('/admin/content/investigation/history/revisions')).json<ContentRevisionList>();
    expect(revisions.items.map((each) => [each.number, each.origin])).toEqual([
      [3, 'saved'],
      [2, 'saved'],
      [1, 'created'],
    ]);
    expect(revisions.items[2]?.changes).toEqual([]);
    expect(revisions.items[1]?.changes).toEqual(
      expect.arrayContaining([
        { path: 'title', label: 'Title', before: 'First title', after: 'Second title' },
        { path: 'exhibits.2.title', label: 'Exhibit 2 — Title', before: "The 'Trusted Build'", after: 'A new exhibit title' },
        {
          path: 'exhibits.1.links.2.href',
          label: 'Exhibit 1 — Link 2 URL',
          before: 'https://beacon.example/reports/clerk-case-filings',
          after: 'https://beacon.example/reports/other',
        },
        {
          path: 'actions.4',
          label: 'Action card 4 (removed)',
          before: ELECTION_BODY.actions[3]!.title,
          after: null,
        },
      ]),
    );
    expect(revisions.items[0]?.changes).toEqual([{ path: 'exhibits.7', label: 'Exhibit 7 (added)', before: null, after: 'Exhibit seven' }]);

    const restored = await act('history', 'restore', { revision: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<ContentItem>().latest).toMatchObject({ number: 4, origin: 'restored', restoredFrom: 1 });
    expect((restored.json<ContentItem>().latest.body as InvestigationBody).title).toBe('First title');
    expect((await act('history', 'restore', { revision: 99 })).statusCode).toBe(400);
    const [entry] = await auditOf('investigation/history');
    expect(entry).toMatchObject({ action: 'content.restored', after: { revision: 4, restoredFrom: 1 } });
  });
});

describe('scheduled publication', () => {
  test('a time in the past is refused; a future one can be cancelled', async () => {
    await create('later', 'Later');
    const past = await act('later', 'schedule', { at: new Date(time.clock().getTime() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ fields: Record<string, string> }>().fields).toEqual({ at: 'must be in the future' });
    const at = new Date(time.clock().getTime() + HOUR).toISOString();
    const scheduled = await act('later', 'schedule', { at });
    expect(scheduled.json<ContentItem>()).toMatchObject({ scheduledAt: at, state: 'draft' });
    const cancelled = await act('later', 'unschedule');
    expect(cancelled.json<ContentItem>().scheduledAt).toBeNull();
    expect((await act('later', 'unschedule')).statusCode).toBe(400);
    expect((await auditOf('investigation/later')).map((entry) => entry.action)).toEqual([
      'content.unscheduled',
      'content.scheduled',
      'content.created',
    ]);
  });

  test('happens exactly once with two API instances on one database', async () => {
    const other = await ctx.extraApp({ hoaxSlug: 'harbour' }, { clock: time.clock });
    await other.ready();
    await create('scheduled-once', 'Scheduled once');
    const at = new Date(time.clock().getTime() + MINUTE).toISOString();
    expect((await act('scheduled-once', 'schedule', { at })).statusCode).toBe(200);
    // Nothing is due yet.
    expect(await publishDueContent(other.beacon)).toEqual([]);
    expect((await read('/content/investigation/scheduled-once')).statusCode).toBe(404);

    time.offsetMs = 2 * MINUTE;
    // Both instances at once (each one's own timer may join in: it is one more contender).
    const [one, two] = await Promise.all([publishDueContent(ctx.app.beacon), publishDueContent(other.beacon)]);
    expect([...one, ...two].length).toBeLessThanOrEqual(1);
    expect(await publishDueContent(other.beacon)).toEqual([]);

    const page = await other.inject({ method: 'GET', url: '/content/investigation/scheduled-once' });
    expect(page.json<PublishedContent>()).toMatchObject({ revision: 1, preview: false });
    const published = (await auditOf('investigation/scheduled-once')).filter((entry) => entry.action === 'content.published');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ actor: null, after: { revision: 1, title: 'Scheduled once' } });
    expect((await item('investigation', 'scheduled-once')).scheduledAt).toBeNull();
  });

  test('survives a restart: an instance that starts after the time publishes at start', async () => {
    await create('after-restart', 'After restart');
    await save('after-restart', (body) => {
      body.title = 'After restart, revised';
    });
    const at = new Date(time.clock().getTime() + MINUTE).toISOString();
    expect((await act('after-restart', 'schedule', { at })).statusCode).toBe(200);
    time.offsetMs = 2 * MINUTE;
    const started = await ctx.extraApp({ hoaxSlug: 'harbour' }, { clock: time.clock });
    await started.ready();
    const page = await started.inject({ method: 'GET', url: '/content/investigation/after-restart' });
    expect(page.json<PublishedContent>()).toMatchObject({ revision: 2, body: { title: 'After restart, revised' } });
    const published = (await auditOf('investigation/after-restart')).filter((entry) => entry.action === 'content.published');
    expect(published).toHaveLength(1);
  });
});
