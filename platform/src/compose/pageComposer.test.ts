import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  FIRST_SCREEN_MARK,
  HELD_PRELOAD_ATTRIBUTE,
  MANIFEST_ELEMENT_ID,
  PAGE_DATA_ELEMENT_ID,
  type RenderedShell,
  type ShellRenderer,
} from '@beacon/shared/contract';
import { bootPayloadFromEnv } from '@beacon/shared/env';
import { downServerUrl, fakeServer, ok, type FakeAnswer, type FakeServer } from '../testing/fakeServers';
import { testHead, testShell } from '../testing/shells';
import { createPageComposer, type PageComposer } from './pageComposer';
import { RENDER_TIMEOUT_MS, renderWaitFrom } from './remotePage';

const SITE = 'https://site.test';
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Generic."><title>Beacon</title></head><body><div id="root"></div></body></html>';
const KNOWN = '6a0c3f54-1111-4222-8333-444455556666';
const MISSING = '6a0c3f54-0000-4000-8000-000000000000';
const HOSTILE = '</title><script>alert(1)</script>"><img src=x onerror=alert(2)>';

/**
 * A stand-in for the host's server bundle: the shell with a slot for the route's remote page.
 * `/tips` is a plain remote page, `/events` a list rendered per request, `/events/:id` and
 * `/video-reports/video/:id` detail pages, `/picture` a page whose first screen is a picture, `/launch` a page
 * centred on the screen;
 * any other path is the not-found page.
 */
function standInRenderer(apiUrl: string): ShellRenderer {
  const page = (slot: string | null, rest: Partial<RenderedShell> = {}): RenderedShell =>
    testShell('<style data-precedence="shell" data-href="shell.css">.shell{}</style><header>shell</header>', slot, rest);
  return {
    renderShell(url) {
      const pathname = new URL(url, 'http://localhost').pathname;
      const [, area, id] = pathname.split('/');
      if (pathname === '/') return page(null);
      if (pathname === '/tips') return page('mfe_engage/./TipsPage', { head: testHead('Tips', '/tips') });
      if (pathname === '/picture') return page('mfe_engage/./PicturePage', { head: testHead('Picture', '/picture') });
      if (pathname === '/launch') return page(null, { head: testHead('Coming Soon', '/launch') });
      if (pathname === '/events') return page('mfe_events/./EventsPage', { data: `${apiUrl}/events`, pattern: '/events' });
      if (area === 'events' && id) {
        return page('mfe_events/./EventPage', { detail: { kind: 'event', id }, pattern: '/events/:id', data: `${apiUrl}/events/${id}` });
      }
      if (pathname.startsWith('/video-reports/video/')) {
        return page('mfe_media/./PlayerPage', { detail: { kind: 'video', id: pathname.split('/').pop() ?? '' } });
      }
      return { ...page(null), status: 404, head: testHead('Page not found', pathname, false) };
    },
  };
}

const manifest = (exposes: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: exposes.map((expose) => ({ path: expose, assets: { js: { sync: [`${expose.slice(2)}.0123456789.js`] } } })),
});

/** A remote deployment serving its manifest and prerendered pages, and `render.json` from `rendered`. */
const fakeRemote = (exposes: Record<string, string>, rendered: (url: string) => FakeAnswer | undefined = () => undefined) =>
  fakeServer((url) => {
    if (url === '/mf-manifest.json') return ok(manifest(Object.keys(exposes)));
    if (url === '/prerender.json') return ok(Object.fromEntries(Object.entries(exposes).map(([expose, html]) => [expose, { html }])));
    return url.startsWith('/render.json?') ? rendered(url) : undefined;
  });

const video = (id: string, title: string) => ({
  title,
  videoUrl: `https://www.youtube.com/watch?v=${id}`,
  publishedDate: '2026-03-04T10:00:00.000Z',
  thumbnail: 'https://img.test/thumb.jpg',
  views: 3,
  channelAvatar: '',
  channelName: 'Channel',
});
const event = (id: string, title: string, description: string) => ({
  _id: id,
  title,
  description,
  date: '2026-12-01T18:00:00.000Z',
  endDate: null,
  timeZone: 'UTC',
  status: 'scheduled',
  previousDate: null,
  location: 'Hall',
  imageUrl: null,
  updatedAt: '2026-01-02T00:00:00.000Z',
});

/** An API that knows a few events and videos, fails on some ids and never answers on one. */
const fakeApi = () =>
  fakeServer((url) => {
    if (url === '/videos') return ok({ videos: [video('knownvideo1', 'Known video')] });
    if (url === '/videos/knownvideo1') return ok(video('knownvideo1', 'Known video'));
    if (url === '/videos/hostilevid1') return ok(video('hostilevid1', HOSTILE));
    if (url === '/events') return ok([event(KNOWN, 'Known event', '')]);
    if (url === `/events/${KNOWN}`) return ok(event(KNOWN, 'Known event', '<p>Come along.</p>'));
    if (url === '/events/hostile') return ok(event('hostile', HOSTILE, HOSTILE));
    if (url === '/events/failing') return { status: 500, body: { error: 'Internal Server Error' } };
    if (url === '/events/busy') return { status: 429, body: { error: 'Too Many Requests' } };
    if (url === '/events/slow') return 'never';
    if (url === '/events/not-a-uuid') return { status: 400, body: { error: 'Bad Request' } };
    return undefined;
  });

/** The document's <head> and the root element's content. */
const parts = (html: string) => ({
  head: html.slice(0, html.indexOf('</head>')),
  root: html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>')),
});

describe('the page composer', () => {
  const servers: FakeServer[] = [];
  let api: FakeServer;
  let events: FakeServer;
  let composer: PageComposer;
  let downComposer: PageComposer;
  let slowComposer: PageComposer;

  beforeAll(async () => {
    api = await fakeApi();
    const engage = await fakeRemote({
      './TipsPage':
        '<style data-precedence="page" data-href="tips.css">.tips{}</style><main><h1>Tips to %%beacon:site.organisationName%%</h1></main>',
      './PicturePage': `<main><img src="/hero.webp" elementtiming="${FIRST_SCREEN_MARK}"></main>`,
    });
    events = await fakeRemote(
      { './EventsPage': '<main>prerendered events</main>', './EventPage': '<main>prerendered event</main>' },
      (url) =>
        new URLSearchParams(url.slice(url.indexOf('?'))).get('url') === '/events'
          ? ok({ html: '<main>events rendered for /events</main>', data: { at: 1_700_000_000_000, answers: [['/events', ['one']]] } })
          : undefined,
    );
    const slow = await fakeServer(() => 'never');
    servers.push(api, engage, events, slow);
    const down = await downServerUrl();
    const make = (env: Record<string, string>) =>
      createPageComposer({
        renderer: standInRenderer(env.API_URL ?? ''),
        template: TEMPLATE,
        payload: bootPayloadFromEnv(env),
        siteUrl: SITE,
      });
    composer = make({
      API_URL: api.url,
      VIDEO_API_URL: api.url,
      MFE_ENGAGE_URL: engage.url,
      MFE_EVENTS_URL: events.url,
      MFE_MEDIA_URL: down,
    });
    downComposer = make({ API_URL: down, VIDEO_API_URL: down, MFE_ENGAGE_URL: down, MFE_EVENTS_URL: events.url });
    slowComposer = make({ API_URL: api.url, VIDEO_API_URL: api.url, MFE_ENGAGE_URL: slow.url, MFE_EVENTS_URL: slow.url });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  describe("a remote's page", () => {
    it('fills the slot from the remote’s prerendered copy, its site texts filled in and its styles in <head>', async () => {
      const page = await composer.render('/tips');
      const { head, root } = parts(page.html);
      expect(page.status).toBe(200);
      const organisation = bootPayloadFromEnv({}).config.site.organisationName;
      expect(root).toContain(`<div data-remote-slot="mfe_engage/./TipsPage"><main><h1>Tips to ${organisation}</h1></main></div>`);
      expect(root).not.toContain('<style');
      expect(head).toContain('<style data-precedence="shell" data-href="shell.css">.shell{}</style>');
      expect(head).toContain('<style data-precedence="page" data-href="tips.css">.tips{}</style>');
      expect(page.html).not.toContain('%%beacon:');
    });

    it('preloads the remote’s container and the page’s first chunk, and inlines the manifest they come from', async () => {
      const { head } = parts((await composer.render('/tips')).html);
      const base = (bootPayloadFromEnv({ MFE_ENGAGE_URL: servers[1]?.url }).remotes.mfe_engage ?? '').replace('/mf-manifest.json', '');
      expect(head).toContain(`<link rel="preload" as="script" href="${base}/remoteEntry.js">`);
      expect(head).toContain(`<link rel="preload" as="script" href="${base}/TipsPage.0123456789.js">`);
      expect(head).toContain(`<script type="application/json" id="${MANIFEST_ELEMENT_ID}" data-url="${base}/mf-manifest.json">`);
    });

    it('leaves the client-render slot when the remote is down', async () => {
      const page = await downComposer.render('/tips');
      expect(page.status).toBe(200);
      expect(parts(page.html).root).toContain('<div data-remote-slot="mfe_engage/./TipsPage"><main id="main-content"');
      expect(page.html).toContain('beacon-remote-loading');
      expect(page.html).not.toContain(MANIFEST_ELEMENT_ID);
    });

    it('leaves the client-render slot when the remote is too slow, without waiting for it', async () => {
      const page = await slowComposer.render('/tips');
      expect(page.status).toBe(200);
      expect(page.html).toContain('beacon-remote-loading');
      expect(page.html).toContain('<header>shell</header>');
    });
  });

  describe('a data page', () => {
    it('is rendered by its remote for its URL, with the answers it was rendered with inlined', async () => {
      const page = await composer.render('/events');
      const { head, root } = parts(page.html);
      expect(root).toContain('<main>events rendered for /events</main>');
      expect(root).not.toContain('prerendered events');
      expect(head).toContain(
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"at":1700000000000,"answers":[["/events",["one"]]]}</script>`,
      );
      // The answers are in the page: no need to preload the request.
      expect(head).not.toContain('as="fetch"');
      const asked = events.requests.find((url) => url.startsWith('/render.json?')) ?? '';
      expect(Object.fromEntries(new URLSearchParams(asked.slice(asked.indexOf('?'))))).toEqual({
        expose: './EventsPage',
        pattern: '/events',
        url: '/events',
      });
    });

    it('is served as prerendered, its first request preloaded, when its remote cannot render it for the URL', async () => {
      const page = await composer.render(`/events/${KNOWN}`);
      const { head, root } = parts(page.html);
      expect(root).toContain('<main>prerendered event</main>');
      expect(head).not.toContain(PAGE_DATA_ELEMENT_ID);
      expect(head).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${api.url}/events/${KNOWN}">`);
    });
  });

  describe('how long a render is waited for', () => {
    /** An events remote whose render of /events answers `lateMs` late, and a page composer (with `renderWaitMs`) that uses it. */
    async function lateRender(lateMs: number) {
      const remote = await fakeRemote({ './EventsPage': '<main>prerendered events</main>' }, () => ({
        status: 200,
        body: { html: '<main>events rendered late</main>', data: { at: 1_700_000_000_000, answers: [['/events', ['one']]] } },
        afterMs: lateMs,
      }));
      servers.push(remote);
      const composer = (renderWaitMs?: number) =>
        createPageComposer({
          renderer: standInRenderer(api.url),
          template: TEMPLATE,
          payload: bootPayloadFromEnv({ API_URL: api.url, MFE_EVENTS_URL: remote.url }),
          siteUrl: SITE,
          renderWaitMs,
        });
      return { remote, composer };
    }

    it('a render later than the page server waits is served as prerendered; with a longer RENDER_WAIT_MS, as rendered', async () => {
      const lateMs = RENDER_TIMEOUT_MS + 400;
      const { composer } = await lateRender(lateMs);
      const [byDefault, patient] = await Promise.all([
        composer(renderWaitFrom({})).render('/events'),
        composer(renderWaitFrom({ RENDER_WAIT_MS: String(lateMs + 1_000) })).render('/events'),
      ]);
      expect(parts(byDefault.html).root).toContain('<main>prerendered events</main>');
      expect(byDefault.html).not.toContain(PAGE_DATA_ELEMENT_ID);
      expect(parts(patient.html).root).toContain('<main>events rendered late</main>');
      expect(patient.html).toContain(PAGE_DATA_ELEMENT_ID);
    });

    it('a render later than a visitor waits serves the next visitor, asked of the remote once', async () => {
      const lateMs = RENDER_TIMEOUT_MS + 300;
      const { remote, composer } = await lateRender(lateMs);
      const pages = composer();
      const first = await pages.render('/events');
      expect(parts(first.html).root).toContain('<main>prerendered events</main>');
      // The render arrives after the first visitor was served.
      await new Promise((resolve) => setTimeout(resolve, lateMs - RENDER_TIMEOUT_MS + 200));
      const next = await pages.render('/events');
      expect(parts(next.html).root).toContain('<main>events rendered late</main>');
      expect(next.html).toContain(PAGE_DATA_ELEMENT_ID);
      expect(remote.requests.filter((url) => url.startsWith('/render.json?'))).toHaveLength(1);
    });

    it.each([{}, { RENDER_WAIT_MS: '' }, { RENDER_WAIT_MS: ' ' }])('is RENDER_TIMEOUT_MS with %j', (env) => {
      expect(renderWaitFrom(env)).toBe(RENDER_TIMEOUT_MS);
    });

    it.each(['fast', '99', '30001', '1.5', '-200', '1e4', '0x100'])('stops the server at start for RENDER_WAIT_MS=%s', (value) => {
      expect(() => renderWaitFrom({ RENDER_WAIT_MS: value })).toThrow(
        `RENDER_WAIT_MS must be a whole number of milliseconds from 100 to 30000, not "${value}"`,
      );
    });
  });

  describe("a page's head", () => {
    it("is a known event's and video's own, indexed", async () => {
      for (const [url, title] of [
        [`/events/${KNOWN}`, 'Known event'],
        ['/video-reports/video/knownvideo1', 'Known video'],
      ] as const) {
        const page = await composer.render(url);
        expect([url, page.status]).toEqual([url, 200]);
        expect(page.html).toContain(`<title>${title} · `);
        expect(page.html).not.toContain('noindex');
      }
    });

    it.each([`/events/${MISSING}`, '/events/not-a-uuid', '/video-reports/video/unknownvid1'])(
      'is a 404 not indexed for %s, which the API says does not exist, still showing the page',
      async (url) => {
        const page = await composer.render(url);
        expect(page.status).toBe(404);
        expect(page.html).toContain('<meta name="robots" content="noindex">');
        expect(page.html).toContain('<title>Generic</title>');
        expect(page.html).toContain('<header>shell</header>');
      },
    );

    it.each(['/events/failing', '/events/busy', '/events/slow'])(
      'is the generic one, a 200, when the API does not answer for %s',
      async (url) => {
        const page = await composer.render(url);
        expect(page.status).toBe(200);
        expect(page.html).toContain('<title>Generic</title>');
        expect(page.html).not.toContain('noindex');
      },
    );

    it('is the generic one, a 200, when the API is down', async () => {
      for (const url of [`/events/${MISSING}`, '/video-reports/video/unknownvid1']) {
        const page = await downComposer.render(url);
        expect([url, page.status]).toEqual([url, 200]);
        expect(page.html).not.toContain('noindex');
      }
    });

    it.each(['/events/hostile', '/video-reports/video/hostilevid1'])('writes hostile titles and descriptions as text (%s)', async (url) => {
      const { head } = parts((await composer.render(url)).html);
      expect(head).not.toContain('<script>alert(1)');
      expect(head).not.toContain('<img');
      expect(head.match(/<title>/g)).toHaveLength(1);
      // JSON-LD holds the title too, and cannot be closed by it.
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
      expect(jsonLd).not.toContain('<');
      expect(() => JSON.parse(jsonLd) as unknown).not.toThrow();
    });

    it("keeps an event's hostile title whole, escaped in the title, the meta tags and the JSON-LD", async () => {
      const { head } = parts((await composer.render('/events/hostile')).html);
      expect(head).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;"&gt;&lt;img src=x onerror=alert(2)&gt; · ');
      expect(head).toContain('<meta property="og:title" content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img ');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
      expect((JSON.parse(jsonLd) as { name: string }).name).toBe(HOSTILE);
    });
  });

  it('answers an unknown path with a 404 page that is not indexed', async () => {
    const page = await composer.render('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>Page not found</title>');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
  });

  it('holds the script preloads of a page whose first screen is a picture, and only of such a page', async () => {
    const picture = parts((await composer.render('/picture')).html).head;
    expect(picture).toContain(`<link ${HELD_PRELOAD_ATTRIBUTE} as="script" href=`);
    expect(picture).not.toContain('<link rel="preload" as="script"');
    const tips = parts((await composer.render('/tips')).html).head;
    expect(tips).not.toContain(HELD_PRELOAD_ATTRIBUTE);
  });

  it('holds the first paint of a page centred on the screen until all of it is parsed, and only of such a page', async () => {
    const html = (await composer.render('/launch')).html;
    const hold = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(parts(html).head);
    expect(hold).not.toBeNull();
    const root = html.indexOf('<div id="root">');
    const marker = html.indexOf(`<template id="${hold?.[1]}"></template>`);
    expect(marker).toBeGreaterThan(root);
    // Right after the root's own end tag (every <div> opened from the root on is closed): the whole page is parsed by then.
    const page = html.slice(root, marker);
    expect(page.match(/<div[\s>]/g)?.length).toBe(page.match(/<\/div>/g)?.length);
    expect(page.endsWith('</div>')).toBe(true);
    for (const path of ['/tips', '/events']) expect((await composer.render(path)).html).not.toContain('rel="expect"');
  });

  it('serves the template as it is when the shell cannot be rendered', async () => {
    const broken = createPageComposer({
      renderer: {
        renderShell: () => {
          throw new Error('render failed');
        },
      },
      template: TEMPLATE,
      payload: bootPayloadFromEnv({}),
      siteUrl: SITE,
    });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(await broken.render('/tips')).toEqual({ html: TEMPLATE, status: 200, preview: false });
    } finally {
      console.error = quiet;
    }
  });

  describe('robots.txt and sitemap.xml', () => {
    it('robots.txt keeps crawlers out of the admin area and names the sitemap', () => {
      expect(composer.robots()).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`);
    });

    it('the sitemap lists the public pages and every event and video the API lists', async () => {
      const sitemap = await composer.sitemap();
      expect(sitemap).toContain(`<loc>${SITE}/tips</loc>`);
      expect(sitemap).toContain(`<loc>${SITE}/events/${KNOWN}</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>`);
      expect(sitemap).toContain(`<loc>${SITE}/video-reports/video/knownvideo1</loc>`);
      expect(sitemap).not.toContain('/admin');
    });

    it('the sitemap lists the public pages alone when the API is down', async () => {
      const sitemap = await downComposer.sitemap();
      expect(sitemap).toContain(`<loc>${SITE}/tips</loc>`);
      expect(sitemap).not.toContain('/events/');
      expect(sitemap).not.toContain('/video-reports/video/');
    });
  });

  describe('what a page tells of the release it was composed with (the page server’s own observation)', () => {
    const RELEASE = 'aaaaaaaaaaaa';
    const seen: [string, string, boolean][] = [];
    let observed: PageComposer;
    let release: FakeServer;
    let missing: FakeServer;

    beforeAll(async () => {
      const base = `/releases/${RELEASE}`;
      release = await fakeServer((url) => {
        if (url === `${base}/mf-manifest.json`) return ok(manifest(['./EventsPage', './EventPage']));
        if (url === `${base}/prerender.json`)
          return ok({
            './EventsPage': { html: '<main>prerendered events</main>' },
            './EventPage': { html: '<main>prerendered event</main>' },
          });
        if (!url.startsWith(`${base}/render.json?`)) return undefined;
        const path = new URLSearchParams(url.slice(url.indexOf('?'))).get('url');
        if (path === '/events') return { status: 500, body: { error: 'the render failed' }, headers: { 'x-beacon-render': 'failed' } };
        if (path === '/events/slow') return 'never';
        return { status: 502, body: { error: 'Bad Gateway' } };
      });
      missing = await fakeServer(() => undefined);
      servers.push(release, missing);
      observed = createPageComposer({
        renderer: standInRenderer(api.url),
        template: TEMPLATE,
        payload: bootPayloadFromEnv({ API_URL: api.url, VIDEO_API_URL: api.url }),
        siteUrl: SITE,
        observe: (remote, manifestUrl, failed) => seen.push([remote, manifestUrl, failed]),
      });
    });

    it('a render that threw is a failure of the release, though the page is served from its prerendered copy', async () => {
      const manifestUrl = `${release.url}/releases/${RELEASE}/mf-manifest.json`;
      const page = await observed.render('/events', { mfe_events: manifestUrl });
      expect(page.html).toContain('<main>prerendered events</main>');
      expect(seen).toEqual([['mfe_events', manifestUrl, true]]);
    });

    it('missing files fail it; a page served is not a failure, even when a proxy’s 502 stood in for its render', async () => {
      seen.length = 0;
      const manifestUrl = `${release.url}/releases/${RELEASE}/mf-manifest.json`;
      const gone = `${missing.url}/releases/${RELEASE}/mf-manifest.json`;
      await observed.render(`/events/${KNOWN}`, { mfe_events: gone });
      // A proxy's 502 is not the release's doing: the prerendered page is served, and counted as served.
      await observed.render('/events/other', { mfe_events: manifestUrl });
      expect(seen).toEqual([
        ['mfe_events', gone, true],
        ['mfe_events', manifestUrl, false],
      ]);
    });
  });
});
