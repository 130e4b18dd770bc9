/**
 * The page composer and what staff publish: a published investigation's head and its 404 while it is
 * not published, a preview link's draft (its token to the API, never indexed, never kept), the menu's
 * list of published investigations in the shell and the boot payload, the sitemap, and how soon a
 * publication is served.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOT_ELEMENT_ID, BOOT_MARKER, type BootPayload, type RenderedShell, type ShellRenderer } from '@beacon/shared/contract';
import { bootPayloadFromEnv } from '@beacon/shared/env';
import { downServerUrl, fakeServer, ok, type FakeServer } from '../testing/fakeServers';
import { testHead, testShell } from '../testing/shells';
import { createPageComposer, type PageComposer } from './pageComposer';
import { PUBLISHED_FRESHNESS } from './remoteFiles';
import { RENDER_TIMEOUT_MS } from './remotePage';

const SITE = 'https://site.test';
const TEMPLATE = `<!doctype html><html><head><meta name="description" content="Generic."><title>Beacon</title>${BOOT_MARKER}</head><body><div id="root"></div></body></html>`;

/**
 * The host's server bundle as far as these pages go: `/investigations/:id` (a detail page of the
 * media remote), `/election` (a page with its content record as data), anything else the home page.
 * The shell writes the menu entries it was given, as the real top bar does.
 */
function standInRenderer(apiUrl: string): ShellRenderer {
  return {
    renderShell(url, _config, shell) {
      const pathname = new URL(url, 'http://localhost').pathname;
      const menu = (shell?.investigations ?? []).map((item) => `<a href="/investigations/${item.slug}">${item.menuLabel}</a>`).join('');
      const page = (slot: string | null, rest: Partial<RenderedShell> = {}): RenderedShell =>
        testShell(`<nav>${menu}</nav>`, slot, { head: testHead('Generic', pathname), ...rest });
      const [, area, id] = pathname.split('/');
      if (area === 'investigations' && id) {
        return page('mfe_media/./InvestigationPage', { detail: { kind: 'investigation', id }, pattern: '/investigations/:id' });
      }
      if (pathname === '/election') {
        return page('mfe_media/./ElectionPage', { data: `${apiUrl}/content/investigation/election`, pattern: '/election' });
      }
      return page(null);
    },
  };
}

const body = (title: string, poster: string) => ({
  menuLabel: 'Water',
  label: `${title} label`,
  title: `${title}: what {organisationName} found`,
  intro: `How the contracts were signed, told by {organisationName}. ${'More. '.repeat(40)}`,
  hero: { webm: null, mp4: null, poster },
  exhibitsHeading: 'The Exhibits',
  exhibits: [],
  actionsHeading: 'What Can I Do?',
  actionsIntro: '',
  actions: [],
});
const published = (slug: string, title: string, poster: string, preview = false) => ({
  kind: 'investigation',
  slug,
  revision: 2,
  preview,
  publishedAt: '2026-11-20T10:00:00.000Z',
  body: body(title, poster),
});
const listing = (slug: string, menuLabel: string) => ({ slug, menuLabel, title: slug, intro: '', publishedAt: '2026-11-20T10:00:00.000Z' });

/** The content API: what is published can change during a test (`state`); a draft shows with the token `good-token` only. */
function contentApi(state: { title: string; listed: { slug: string; menuLabel: string }[] }) {
  return fakeServer((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const preview = searchParams.get('preview');
    if (pathname === '/content/investigation') {
      return ok({
        items: [
          listing('election', 'Election'),
          listing('hoax', 'Hoax'),
          ...state.listed.map((item) => listing(item.slug, item.menuLabel)),
        ],
      });
    }
    if (pathname === '/content/investigation/water') return ok(published('water', state.title, 'https://img.test/water.webp'));
    if (pathname === '/content/investigation/election') return ok(published('election', 'Election', 'https://img.test/election.webp'));
    if (pathname === '/content/investigation/bundled') return ok(published('bundled', 'Bundled', 'bundled:election-hero-poster.webp'));
    if (pathname === '/content/investigation/draft' && preview === 'good-token') {
      return ok(published('draft', 'Draft', 'https://img.test/draft.webp', true));
    }
    if (pathname === '/content/investigation/slow') return 'never';
    return undefined;
  });
}

/**
 * The media remote: its manifest, prerendered pages, and `render.json` echoing the address it was asked to render.
 * Its first-screen request answers null (no such record) for a preview link that expired.
 */
const mediaRemote = () =>
  fakeServer((url) => {
    if (url === '/mf-manifest.json') return ok({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] });
    if (url === '/prerender.json')
      return ok({ './InvestigationPage': { html: '<main>prerendered</main>' }, './ElectionPage': { html: '<main>e</main>' } });
    if (!url.startsWith('/render.json?')) return undefined;
    const address = new URLSearchParams(url.slice(url.indexOf('?'))).get('url') ?? '';
    const answers = address.includes('preview=expired') ? [['@"content","investigation","election","expired",', null]] : [];
    const body = { html: `<main>rendered for ${address.replace(/[<>&"]/g, '')}</main>`, data: { at: 1, answers } };
    // A draft whose API answered slowly: rendered later than a visitor's page is waited for.
    return address.includes('preview=late-token') ? { status: 200, body, afterMs: RENDER_TIMEOUT_MS + 500 } : ok(body);
  });

const bootOf = (html: string): BootPayload =>
  JSON.parse(new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? 'null') as BootPayload;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const renderUrls = (server: FakeServer) =>
  server.requests
    .filter((url) => url.startsWith('/render.json?'))
    .map((url) => new URLSearchParams(url.slice(url.indexOf('?'))).get('url'));

describe('the page composer and published content', () => {
  const state = { title: 'Water Contracts', listed: [{ slug: 'water', menuLabel: 'Water Contracts' }] };
  let api: FakeServer;
  let media: FakeServer;
  let composer: PageComposer;
  let downComposer: PageComposer;
  const organisation = bootPayloadFromEnv({}).config.site.organisationName;

  beforeAll(async () => {
    api = await contentApi(state);
    media = await mediaRemote();
    const make = (apiUrl: string) =>
      createPageComposer({
        renderer: standInRenderer(apiUrl),
        template: TEMPLATE,
        payload: bootPayloadFromEnv({ API_URL: apiUrl, VIDEO_API_URL: apiUrl, MFE_MEDIA_URL: media.url }),
        siteUrl: SITE,
      });
    composer = make(api.url);
    downComposer = make(await downServerUrl());
  });
  afterAll(async () => {
    await Promise.all([api.close(), media.close()]);
  });

  describe("a published investigation's head", () => {
    it('is its label, its intro and its hero poster, with its site tokens filled, indexed', async () => {
      const page = await composer.render('/investigations/water');
      const served = headOf(page.html);
      expect(page.status).toBe(200);
      expect(page.preview).toBe(false);
      expect(served).toContain(`<title>Water Contracts label · ${organisation}</title>`);
      expect(served).toContain(`<meta name="description" content="How the contracts were signed, told by ${organisation}. More.`);
      expect(served).toContain('<meta property="og:image" content="https://img.test/water.webp">');
      expect(served).toContain('<meta property="og:type" content="article">');
      expect(served).toContain(`<link rel="canonical" href="${SITE}/investigations/water">`);
      expect(served).not.toContain('noindex');
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(served)?.[1] ?? 'null') as Record<
        string,
        unknown
      >;
      expect(jsonLd).toMatchObject({
        '@type': 'Article',
        headline: `Water Contracts: what ${organisation} found`,
        datePublished: '2026-11-20T10:00:00.000Z',
      });
      expect(page.html).toContain('<main>rendered for /investigations/water</main>');
    });

    it('has no preview image when the poster is a file built into the site', async () => {
      const served = headOf((await composer.render('/investigations/bundled')).html);
      expect(served).toContain('<title>Bundled label · ');
      expect(served).not.toContain('og:image');
      expect(served).toContain('<meta name="twitter:card" content="summary">');
    });

    it('is a 404 not indexed while the investigation is unknown or not published, the page still shown', async () => {
      // A built-in investigation has an address of its own: not this one.
      for (const url of ['/investigations/unpublished', '/investigations/draft', '/investigations/election']) {
        const page = await composer.render(url);
        expect([url, page.status]).toEqual([url, 404]);
        expect(page.html).toContain('<meta name="robots" content="noindex">');
        expect(page.html).toContain('<div data-remote-slot="mfe_media/./InvestigationPage">');
      }
    });

    it('is the route’s generic one, a 200, when the API does not answer', async () => {
      for (const page of [await composer.render('/investigations/slow'), await downComposer.render('/investigations/water')]) {
        expect(page.status).toBe(200);
        expect(page.html).toContain('<title>Generic</title>');
      }
    });
  });

  describe('a preview link', () => {
    it('shows the draft its token names: the token goes to the API and the render, the page is never indexed', async () => {
      const before = api.requests.length;
      const page = await composer.render('/investigations/draft?preview=good-token&utm_source=mail');
      expect(page.status).toBe(200);
      expect(page.preview).toBe(true);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(page.html).toContain('<title>Draft label · ');
      expect(api.requests.slice(before)).toContain('/content/investigation/draft?preview=good-token');
      // The page's render gets the token (and nothing else of the query) to ask the API for the draft.
      expect(renderUrls(media)).toContain('/investigations/draft?preview=good-token');
      // And as a parameter of its own, which a proxy in front of the remote reads (never cached).
      const render = media.requests.filter((url) => url.startsWith('/render.json?')).at(-1) ?? '';
      expect(new URLSearchParams(render.slice(render.indexOf('?'))).get('preview')).toBe('good-token');
    });

    it('is asked of the API and rendered anew every time, never served from a copy', async () => {
      const asked = () => api.requests.filter((url) => url === '/content/investigation/draft?preview=good-token').length;
      const rendered = () => renderUrls(media).filter((url) => url === '/investigations/draft?preview=good-token').length;
      const [apiBefore, renderBefore] = [asked(), rendered()];
      await composer.render('/investigations/draft?preview=good-token');
      await composer.render('/investigations/draft?preview=good-token');
      expect(asked() - apiBefore).toBe(2);
      expect(rendered() - renderBefore).toBe(2);
    });

    it('with a token the API refuses is the not-found page, a 404, never the draft', async () => {
      const page = await composer.render('/investigations/draft?preview=forged');
      expect(page.status).toBe(404);
      expect(page.preview).toBe(true);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
    });

    it('waits for a render that takes longer than a visitor’s page is waited for: the draft is in the served HTML', async () => {
      const page = await composer.render('/election?preview=late-token');
      expect(page.status).toBe(200);
      expect(page.preview).toBe(true);
      expect(page.html).toContain('<main>rendered for /election?preview=late-token</main>');
    });

    it('of a built-in page that expired is its page saying so, a 404 not indexed', async () => {
      const page = await composer.render('/election?preview=expired');
      expect(page.status).toBe(404);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(page.html).toContain('<main>rendered for /election?preview=expired</main>');
      expect((await composer.render('/election?preview=good-token')).status).toBe(200);
    });

    it('of a built-in page preloads its content request with the token and is not indexed', async () => {
      const page = await composer.render('/election?preview=good-token');
      expect(page.preview).toBe(true);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(renderUrls(media)).toContain('/election?preview=good-token');
      const plain = await composer.render('/election?utm_source=mail');
      expect(plain.preview).toBe(false);
      expect(plain.html).not.toContain('noindex');
    });
  });

  describe('the Media Investigations menu', () => {
    it('gets the investigations staff added, in the shell and in the boot payload alike', async () => {
      const page = await composer.render('/');
      expect(page.html).toContain('<nav><a href="/investigations/water">Water Contracts</a></nav>');
      expect(bootOf(page.html).shell).toEqual({ investigations: [{ slug: 'water', menuLabel: 'Water Contracts' }] });
    });

    it('is empty of them when the API is down', async () => {
      const page = await downComposer.render('/');
      expect(page.html).toContain('<nav></nav>');
      expect(bootOf(page.html).shell).toEqual({ investigations: [] });
    });
  });

  it('lists each published investigation staff added in the sitemap, once', async () => {
    const sitemap = await composer.sitemap();
    expect(sitemap).toContain(`<url><loc>${SITE}/investigations/water</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>`);
    expect(sitemap).not.toContain('/investigations/election');
    expect(sitemap.match(new RegExp(`<loc>${SITE}/election</loc>`, 'g'))).toHaveLength(1);
  });

  it('serves a publication once its copy is older than the cache keeps one: head, page and menu', async () => {
    await composer.render('/investigations/water');
    state.title = 'Water Contracts, updated';
    state.listed = [...state.listed, { slug: 'rail', menuLabel: 'Rail' }];
    const rendersBefore = renderUrls(media).length;
    await new Promise((resolve) => setTimeout(resolve, (PUBLISHED_FRESHNESS.maxStaleMs ?? 0) + 50));
    const page = await composer.render('/investigations/water');
    expect(page.html).toContain('<title>Water Contracts, updated label · ');
    expect(page.html).toContain('<a href="/investigations/rail">Rail</a>');
    // The page itself is rendered again, not served from its earlier copy.
    expect(renderUrls(media).length).toBeGreaterThan(rendersBefore);
  });
});
