import type {
  ContentItem,
  ContentRevisionList,
  ContentSummaryList,
  LandingBody,
  PublishedContent,
  SpeakingBody,
} from '@beacon/shared/schemas';
import { HOME_BODY, LANDING_BODY, SPEAKING_BODY } from '@beacon/shared/content-seed';
import { bearer, createTestContext, type TestContext } from './helpers/context';

// The speaking, home and launch pages' words as content records: seeded as the pages had them, edited and
// published like an investigation, never taken down, and refused rather than stored when unreadable.

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

const read = (url: string) => ctx.app.inject({ method: 'GET', url });
const adminRead = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
const adminWrite = (method: 'POST' | 'PUT', url: string, payload: object, version: string) =>
  ctx.app.inject({ method, url, payload, headers: { ...bearer(admin), 'if-match': `"${version}"` } });
const item = async (kind: string): Promise<ContentItem> => (await adminRead(`/admin/content/${kind}/${kind}`)).json<ContentItem>();

test('each page is published at revision 1 with the words it had, and listed by its name', async () => {
  expect((await read('/content/speaking/speaking')).json<PublishedContent>()).toMatchObject({ revision: 1, body: SPEAKING_BODY });
  expect((await read('/content/home/home')).json<PublishedContent>()).toMatchObject({ revision: 1, body: HOME_BODY });
  expect((await read('/content/landing/landing')).json<PublishedContent>()).toMatchObject({ revision: 1, body: LANDING_BODY });
  expect((await read('/content/speaking/other')).statusCode).toBe(404);
  const list = (await adminRead('/admin/content')).json<ContentSummaryList>();
  const pages = list.items.filter((each) => ['speaking', 'home', 'landing'].includes(each.kind));
  expect(pages.map(({ kind, title, state }) => ({ kind, title, state }))).toEqual([
    { kind: 'home', title: 'Home page', state: 'published' },
    { kind: 'landing', title: 'Launch page', state: 'published' },
    { kind: 'speaking', title: 'Speaking page', state: 'published' },
  ]);
});

test('a speaking draft is published to visitors, and its history names what changed', async () => {
  const opened = await item('speaking');
  const body: SpeakingBody = { ...structuredClone(SPEAKING_BODY), topics: [...SPEAKING_BODY.topics, 'Local Radio'] };
  body.quickInfo.items[3] = { label: 'Length', text: '30 to 90 minutes.' };
  const saved = await adminWrite('PUT', '/admin/content/speaking/speaking/draft', { body }, opened.version);
  expect(saved.statusCode).toBe(200);
  expect((await read('/content/speaking/speaking')).json<PublishedContent<'speaking'>>().body.topics).toEqual(SPEAKING_BODY.topics);
  const published = await adminWrite('POST', '/admin/content/speaking/speaking/publish', {}, saved.json<ContentItem>().version);
  expect(published.statusCode).toBe(200);
  expect((await read('/content/speaking/speaking')).json<PublishedContent<'speaking'>>()).toMatchObject({ revision: 2, body });
  const history = (await adminRead('/admin/content/speaking/speaking/revisions')).json<ContentRevisionList>();
  expect(history.items[0]?.changes).toEqual([
    { path: 'topics.5', label: 'Topic 5 (added)', before: null, after: 'Local Radio' },
    {
      path: 'quickInfo.items.4.text',
      label: 'Quick Info line 4 — Text',
      before: SPEAKING_BODY.quickInfo.items[3]?.text,
      after: '30 to 90 minutes.',
    },
  ]);
});

test('a site page cannot be unpublished: it stays published for visitors', async () => {
  const opened = await item('home');
  const refused = await adminWrite('POST', '/admin/content/home/home/unpublish', {}, opened.version);
  expect(refused.statusCode).toBe(400);
  expect(refused.json<{ message: string }>().message).toMatch(/stays published/);
  expect((await read('/content/home/home')).statusCode).toBe(200);
  expect((await item('home')).state).toBe('published');
});

test('a motto colour unreadable on the dark card, or another page’s body, is refused and nothing is saved', async () => {
  const opened = await item('landing');
  const dark: LandingBody = { ...structuredClone(LANDING_BODY), motto: [{ word: 'TRUTH', color: '#1a1a1a' }] };
  const refused = await adminWrite('PUT', '/admin/content/landing/landing/draft', { body: dark }, opened.version);
  expect(refused.statusCode).toBe(400);
  expect(refused.json<{ fields: Record<string, string> }>().fields).toEqual({
    'body.motto.0.color': expect.stringMatching(/too dark to read .* needs 4\.5:1/),
  });
  const wrongKind = await adminWrite('PUT', '/admin/content/landing/landing/draft', { body: HOME_BODY }, opened.version);
  expect(wrongKind.statusCode).toBe(400);
  expect((await item('landing')).latest.number).toBe(1);
});
