/**
 * The page composer and the home page's words: the published home record given to the shell's render and
 * carried in the boot payload (the home page only), a preview link's draft (its token to the API, asked
 * every time, never indexed), the seeded words when the API does not answer, and how soon a publication
 * is served.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOT_ELEMENT_ID, BOOT_MARKER, type BootPayload, type ShellRenderer } from '@beacon/shared/contract';
import { HOME_BODY } from '@beacon/shared/content-seed';
import { bootPayloadFromEnv } from '@beacon/shared/env';
import { downServerUrl, fakeServer, ok, type FakeServer } from '../testing/fakeServers';
import { testHead, testShell } from '../testing/shells';
import { createPageComposer, type PageComposer } from './pageComposer';
import { PUBLISHED_FRESHNESS } from './remoteFiles';

const TEMPLATE = `<!doctype html><html><head><title>Beacon</title>${BOOT_MARKER}</head><body><div id="root"></div></body></html>`;
const HOME_RECORD = '/content/home/home';

/**
 * The host's server bundle as far as the home page goes: it writes the words it was given, or the seeded
 * ones (as the real home page does), and a note over a draft.
 */
const standInRenderer: ShellRenderer = {
  renderShell(url, _config, shell) {
    const pathname = new URL(url, 'http://localhost').pathname;
    if (pathname !== '/') return testShell('<nav></nav>', 'mfe_events/./EventsPage', { head: testHead('Events', pathname) });
    const home = shell?.home ?? { body: HOME_BODY, preview: false };
    const note = home.preview ? '<p role="status">Preview — not published</p>' : '';
    return {
      ...testShell('<nav></nav>', null, { head: testHead('Home', '/') }),
      html: `<main>${note}<p>${home.body.missionLine}</p></main>`,
    };
  },
};

const record = (missionLine: string, preview = false) => ({
  kind: 'home',
  slug: 'home',
  revision: preview ? 3 : 2,
  preview,
  publishedAt: '2026-11-20T10:00:00.000Z',
  body: { ...HOME_BODY, missionLine },
});

const bootOf = (html: string): BootPayload =>
  JSON.parse(new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? 'null') as BootPayload;

describe('the page composer and the home page’s words', () => {
  /**
   * What the API publishes (`answering: false`: it answers 503, as when its database is down), and how late
   * it answers the home record (`lateMs`, as a busy API does).
   */
  const state = { missionLine: 'Published words.', answering: true, lateMs: 0 };
  let api: FakeServer;
  let composer: PageComposer;
  let downComposer: PageComposer;
  const homeRequests = () => api.requests.filter((url) => url.startsWith(HOME_RECORD));

  beforeAll(async () => {
    api = await fakeServer((url) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (!state.answering) return { status: 503, body: { error: 'Service Unavailable' } };
      if (pathname === '/content/investigation') return ok({ items: [] });
      if (pathname !== HOME_RECORD) return undefined;
      const preview = searchParams.get('preview');
      if (preview === 'good-token') return ok(record('Draft words.', true));
      return preview ? undefined : { status: 200, body: record(state.missionLine), afterMs: state.lateMs };
    });
    const down = await downServerUrl();
    const make = (apiUrl: string) =>
      createPageComposer({
        renderer: standInRenderer,
        template: TEMPLATE,
        payload: bootPayloadFromEnv({ API_URL: apiUrl, VIDEO_API_URL: apiUrl, MFE_EVENTS_URL: down }),
        siteUrl: 'https://site.test',
      });
    composer = make(api.url);
    downComposer = make(down);
  });
  afterAll(() => api.close());

  it('renders the home page in the published words, and gives hydration the same record', async () => {
    const page = await composer.render('/');
    expect(page.status).toBe(200);
    expect(page.preview).toBe(false);
    expect(page.html).toContain('<main><p>Published words.</p></main>');
    expect(bootOf(page.html).shell).toEqual({ investigations: [], home: { body: record('Published words.').body, preview: false } });
    expect(page.html).not.toContain('noindex');
  });

  it('asks for the home record on the home page only', async () => {
    const before = homeRequests().length;
    const page = await composer.render('/events');
    expect(bootOf(page.html).shell).toEqual({ investigations: [] });
    expect(homeRequests()).toHaveLength(before);
  });

  it('renders a preview link’s draft under its note, asked of the API every time, never indexed', async () => {
    const asked = () => homeRequests().filter((url) => url === `${HOME_RECORD}?preview=good-token`).length;
    const before = asked();
    for (let visit = 0; visit < 2; visit++) {
      const page = await composer.render('/?preview=good-token');
      expect(page.preview).toBe(true);
      expect(page.html).toContain('<main><p role="status">Preview — not published</p><p>Draft words.</p></main>');
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(bootOf(page.html).shell?.home).toEqual({ body: record('Draft words.').body, preview: true });
    }
    expect(asked() - before).toBe(2);
    // Visitors keep the published words.
    expect((await composer.render('/')).html).toContain('<p>Published words.</p>');
  });

  it('renders the published words, without the note, for a preview token the API refuses (still never indexed)', async () => {
    const page = await composer.render('/?preview=expired');
    expect(page.preview).toBe(true);
    expect(page.html).toContain('<main><p>Published words.</p></main>');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
  });

  it('renders the seeded words when the API is down, and leaves hydration to ask for the record', async () => {
    const page = await downComposer.render('/');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<main><p>${HOME_BODY.missionLine}</p></main>`);
    expect(bootOf(page.html).shell).toEqual({ investigations: [] });
  });

  /** Until the cached copy is older than the page server serves one (then it asks again). */
  const untilStale = () => new Promise((resolve) => setTimeout(resolve, (PUBLISHED_FRESHNESS.maxStaleMs ?? 0) + 50));

  it('serves a publication once its copy is older than the cache keeps one', async () => {
    await composer.render('/');
    state.missionLine = 'Words published just now.';
    await untilStale();
    expect((await composer.render('/')).html).toContain('<p>Words published just now.</p>');
  });

  it('serves the last words the API gave while it fails', async () => {
    expect((await composer.render('/')).html).toContain('<p>Words published just now.</p>');
    state.answering = false;
    await untilStale();
    const page = await composer.render('/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<p>Words published just now.</p>');
    expect(bootOf(page.html).shell?.home?.body.missionLine).toBe('Words published just now.');
  });

  it('asks again a second after the API did not answer: a publication then is served within seconds', async () => {
    // The last render asked and got no answer (the API was failing).
    state.answering = true;
    state.missionLine = 'Words published as the API came back.';
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await composer.render('/')).html).toContain('<p>Words published as the API came back.</p>');
  });

  it('serves an answer later than a visitor waits to the next visitor, asked of the API once', async () => {
    state.lateMs = 600;
    state.missionLine = 'Words published while the API was busy.';
    await untilStale();
    const before = homeRequests().length;
    // The visitor does not wait for the late answer: the last words serve.
    expect((await composer.render('/')).html).toContain('<p>Words published as the API came back.</p>');
    await new Promise((resolve) => setTimeout(resolve, state.lateMs + 100));
    expect((await composer.render('/')).html).toContain('<p>Words published while the API was busy.</p>');
    expect(homeRequests().length - before).toBe(1);
    state.lateMs = 0;
  });
});
