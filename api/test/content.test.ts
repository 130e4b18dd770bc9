import type { ContentItem, InvestigationBody, InvestigationList, PublishedContent, TeaserBody } from '@beacon/shared/schemas';
import { ELECTION_BODY } from '@beacon/shared/content-seed';
import { bearer, createTestContext, shiftableClock, type TestContext } from './helpers/context';

const time = shiftableClock();
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ siteUrl: 'https://site.test', hoaxSlug: 'harbour' }, { clock: time.clock });
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

const read = (url: string) => ctx.app.inject({ method: 'GET', url });
const adminRead = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
const adminWrite = (method: 'POST' | 'PUT', url: string, payload: object = {}, version?: string) =>
  ctx.app.inject({ method, url, payload, headers: { ...bearer(admin), ...(version ? { 'if-match': `"${version}"` } : {}) } });

/** A copy of the election page's body to edit. */
const electionCopy = (): InvestigationBody => structuredClone(ELECTION_BODY);

/** A new investigation's body: one exhibit, one card. */
const newBody = (title: string): InvestigationBody => ({
  ...electionCopy(),
  menuLabel: 'Water Contracts',
  label: 'Water Contracts',
  title,
  intro: 'Who got the water contracts, and why.',
  exhibits: [{ title: 'The Tender', description: 'Plain words.\n\nSecond paragraph.', videoUrl: null, links: [] }],
  actions: [electionCopy().actions[0]!],
});

const createInvestigation = async (slug: string, title = 'Water contracts'): Promise<ContentItem> => {
  const response = await adminWrite('POST', '/admin/content/investigation', { slug, body: newBody(title) });
  expect(response.statusCode).toBe(201);
  return response.json<ContentItem>();
};

const previewToken = async (kind: string, slug: string): Promise<string> => {
  const response = await adminWrite('POST', `/admin/content/${kind}/${slug}/preview`);
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json<{ url: string }>().url);
  return url.searchParams.get('preview') ?? '';
};

describe('the seeded pages', () => {
  test('the election page is published at revision 1 with the texts it had in code', async () => {
    const response = await read('/content/investigation/election');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=2');
    const page = response.json<PublishedContent<'investigation'>>();
    expect(page).toMatchObject({ kind: 'investigation', slug: 'election', revision: 1, preview: false });
    expect(page.body.title).toBe('Trust, but Verify: Six Unanswered Questions About How Our State Runs Its Elections');
    expect(page.body.intro).toContain('Two years of {organisationName} reporting');
    expect(page.body.exhibits).toHaveLength(6);
    expect(page.body.actions).toHaveLength(4);
    expect(page.body.hero).toEqual({
      webm: 'bundled:election-hero.webm',
      mp4: 'bundled:election-hero.mp4',
      poster: 'bundled:election-hero-poster.webp',
    });
    expect(page.body.exhibits[0]).toMatchObject({
      title: "The County Clerk's Case",
      videoUrl: 'https://www.youtube.com/watch?v=0QOHCuUGf88',
      links: [
        { href: 'https://beacon.example/reports/clerk-case-timeline', label: 'Case Timeline' },
        { href: 'https://beacon.example/reports/clerk-case-filings', label: 'Court Filings' },
      ],
    });
    expect(page.body.exhibits[0]?.description).toContain('\n\nWe followed the case');
    expect(page.body.exhibits[1]?.videoUrl).toBeNull();
    expect(page.body.actions[2]).toMatchObject({ buttonUrl: '{videoChannelUrl}', imageUrl: 'bundled:action-channel.svg', text: '' });
  });

  test('the hoax page has one exhibit and three cards, its tokens kept', async () => {
    const page = (await read('/content/investigation/hoax')).json<PublishedContent<'investigation'>>();
    expect(page.body.title).toBe('The {hoaxName} Hoax: How a Viral Story Fell Apart');
    expect(page.body.exhibits).toHaveLength(1);
    expect(page.body.actions).toHaveLength(3);
    expect(page.body.exhibits[0]?.links[0]?.href).toBe('https://beacon.example/reports/{hoaxSlug}-timeline');
    expect(page.body.hero.poster).toBe('bundled:hoax-hero-poster.webp');
  });

  test('the teaser', async () => {
    const page = (await read('/content/teaser/my-new-family')).json<PublishedContent<'teaser'>>();
    expect(page.body satisfies TeaserBody).toEqual({
      kicker: 'New Investigation Coming Soon',
      title: 'My New Family',
      paragraph: expect.stringContaining('A {organisationName} documentary series') as string,
      tipLine: 'If you have a tip to share, please click the button below.',
      tipButton: 'Tips',
    });
  });

  test('the published investigations are listed in publication order', async () => {
    const list = (await read('/content/investigation')).json<InvestigationList>();
    expect(list.items.slice(0, 2).map((item) => [item.slug, item.menuLabel])).toEqual([
      ['election', 'Election Integrity'],
      ['hoax', 'Hoax Investigation'],
    ]);
  });
});

describe('what visitors never see', () => {
  test('an unknown page, and a draft that was never published, are 404', async () => {
    expect((await read('/content/investigation/nothing-here')).statusCode).toBe(404);
    await createInvestigation('never-published');
    const response = await read('/content/investigation/never-published');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
    const list = (await read('/content/investigation')).json<InvestigationList>();
    expect(list.items.map((item) => item.slug)).not.toContain('never-published');
  });

  test('a saved draft does not change the published page', async () => {
    const item = (await adminRead('/admin/content/teaser/my-new-family')).json<ContentItem>();
    const body = { ...(item.latest.body as TeaserBody), title: 'Draft title' };
    expect((await adminWrite('PUT', '/admin/content/teaser/my-new-family/draft', { body }, item.version)).statusCode).toBe(200);
    const page = (await read('/content/teaser/my-new-family')).json<PublishedContent<'teaser'>>();
    expect(page.body.title).toBe('My New Family');
    expect(page.revision).toBe(1);
  });
});

describe('preview links', () => {
  test('show the latest revision of their page, never cached nor indexed', async () => {
    const created = await createInvestigation('previewed', 'Previewed draft');
    const asked = time.clock().getTime();
    const link = (await adminWrite('POST', '/admin/content/investigation/previewed/preview')).json<{ url: string; expiresAt: string }>();
    expect(link.url).toMatch(/^https:\/\/site\.test\/investigations\/previewed\?preview=[^&]+$/);
    // An hour from when it was made.
    expect(Date.parse(link.expiresAt)).toBeGreaterThanOrEqual(asked + 60 * 60 * 1000);
    expect(Date.parse(link.expiresAt)).toBeLessThanOrEqual(time.clock().getTime() + 60 * 60 * 1000);
    const token = new URL(link.url).searchParams.get('preview') ?? '';
    const response = await read(`/content/investigation/previewed?preview=${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.json<PublishedContent>()).toMatchObject({ preview: true, revision: created.latest.number, publishedAt: null });
    expect(response.json<PublishedContent<'investigation'>>().body.title).toBe('Previewed draft');
  });

  test('the built-in pages’ links are their own addresses on the site', async () => {
    const hoax = (await adminWrite('POST', '/admin/content/investigation/hoax/preview')).json<{ url: string }>();
    expect(hoax.url).toMatch(/^https:\/\/site\.test\/harbour-hoax\?preview=/);
    const teaser = (await adminWrite('POST', '/admin/content/teaser/my-new-family/preview')).json<{ url: string }>();
    expect(teaser.url).toMatch(/^https:\/\/site\.test\/my-new-family\?preview=/);
  });

  test('another page’s token, an expired one or a tampered one is 404, never the draft', async () => {
    await createInvestigation('secret-draft', 'Secret draft');
    const token = await previewToken('investigation', 'secret-draft');
    const electionToken = await previewToken('investigation', 'election');
    const url = (value: string) => `/content/investigation/secret-draft?preview=${encodeURIComponent(value)}`;

    const other = await read(url(electionToken));
    expect(other.statusCode).toBe(404);
    expect(other.headers['cache-control']).toBe('no-store');
    expect(other.body).not.toContain('Secret draft');

    const [expires, signature] = token.split('.') as [string, string];
    const later = `${Number(expires) + 60 * 60 * 1000}.${signature}`;
    expect((await read(url(later))).statusCode).toBe(404);
    const flipped = `${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await read(url(flipped))).statusCode).toBe(404);
    expect((await read(url('not-a-token'))).statusCode).toBe(404);

    expect((await read(url(token))).statusCode).toBe(200);
    time.offsetMs = 60 * 60 * 1000 + 1;
    const expired = await read(url(token));
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain('Secret draft');
  });

  test('a published page with an invalid token is 404 too (a link that no longer works says so)', async () => {
    expect((await read('/content/investigation/election?preview=1234567890.abc')).statusCode).toBe(404);
  });
});
