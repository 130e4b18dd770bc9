import { describe, expect, it, jest } from '@jest/globals';
import type { RemotesMap } from '@beacon/shared/contract';
import type { LiveReleases } from './liveReleases';
import { pagesOf, releaseWarmer, warmGate, type WarmOutcome } from './warmUp';

const ref = (id: string) => ({ id, manifestUrl: `http://remote.test/releases/${id}/mf-manifest.json` });
const A = ref('aaaaaaaaaaaa');
const B = ref('bbbbbbbbbbbb');
const C = ref('cccccccccccc');
const SITE = { hoaxSlug: 'riverside', organisationName: 'Beacon', founderName: 'Ada' };

/** A warmer the test finishes by hand: one pending outcome per release asked for. */
function manualWarmer() {
  const pending = new Map<string, (outcome: WarmOutcome) => void>();
  const warm = jest.fn((_remote: string, manifestUrl: string) => new Promise<WarmOutcome>((resolve) => pending.set(manifestUrl, resolve)));
  const finish = async (manifestUrl: string, outcome: WarmOutcome = { warm: true, pages: 2 }) => {
    pending.get(manifestUrl)?.(outcome);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { warm, finish };
}

describe('the warm gate: a page server serves a release the registry names only once it is warm', () => {
  it('keeps serving the previous live release while the new one warms, then switches', async () => {
    let registry: LiveReleases = { mfe_events: { live: A, candidate: null } };
    const { warm, finish } = manualWarmer();
    const gate = warmGate(async () => registry, warm, new Set());
    // The first answer after a start has nothing before it: served as it is, and warmed meanwhile.
    expect((await gate.releases()).mfe_events?.live).toEqual(A);
    await finish(A.manifestUrl);

    registry = { mfe_events: { live: B, candidate: null } };
    expect((await gate.releases()).mfe_events?.live).toEqual(A);
    expect((await gate.releases()).mfe_events?.live).toEqual(A);
    expect(warm).toHaveBeenCalledTimes(2);
    await finish(B.manifestUrl);
    expect((await gate.releases()).mfe_events?.live).toEqual(B);
  });

  it('starts no canary before its candidate is warm, and none with a candidate that cannot be', async () => {
    const { warm, finish } = manualWarmer();
    const gate = warmGate(async () => ({ mfe_events: { live: A, candidate: { ...C, percent: 50 } } }), warm, new Set());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await gate.releases()).mfe_events?.candidate).toBeNull();
    await finish(C.manifestUrl, { warm: false, message: '/events answered only its loading frame' });
    expect((await gate.releases()).mfe_events?.candidate).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('cccccccccccc is not warm: /events answered only its loading frame'),
    );
    // A release that failed is not asked again at once.
    expect(warm.mock.calls.filter(([, url]) => url === C.manifestUrl)).toHaveLength(1);
  });

  it('serves at once what the registry warmed before switching, and leaves pinned remotes alone', async () => {
    const { warm, finish } = manualWarmer();
    let registry: LiveReleases = { mfe_events: { live: A, candidate: null }, mfe_media: { live: B, candidate: null } };
    const gate = warmGate(async () => registry, warm, new Set(['mfe_media']));
    await gate.releases();
    await finish(A.manifestUrl);
    const asked = gate.warm('mfe_events', C.manifestUrl);
    await finish(C.manifestUrl);
    expect(await asked).toEqual({ warm: true, pages: 2 });
    registry = { mfe_events: { live: C, candidate: null }, mfe_media: { live: C, candidate: null } };
    expect(await gate.releases()).toEqual(registry);
    expect(warm.mock.calls.map(([remote]) => remote)).not.toContain('mfe_media');
  });
});

describe('warming a release: what it needs is loaded and each of its remote’s pages composes complete', () => {
  // The page's styles name the loading frame's class in every page: only a slot showing it counts.
  const STYLES = '<style>.beacon-remote-loading{display:flex}</style>';
  const LOADING = `${STYLES}<main><div class="beacon-remote-loading"></div></main>`;
  const fetchMock = () =>
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).endsWith('/render.json') ? new Response('{}', { status: 400 }) : new Response('{}', { status: 200 }),
      );

  it('one URL per page of the remote, a sample id in detail pages; none of the gated admin pages', () => {
    expect(pagesOf('mfe_events', SITE)).toEqual(['/events', '/events/warm-up']);
    expect(pagesOf('mfe_admin', SITE)).toEqual([]);
  });

  it('is warm once every page composes with the release', async () => {
    const spy = fetchMock();
    const compose = jest.fn(async (url: string, _remotes: RemotesMap) => ({ html: `${STYLES}<h1>${url}</h1>` }));
    const warm = releaseWarmer({ compose, current: async () => ({ mfe_events: A.manifestUrl }), site: SITE, sleep: async () => undefined });
    expect(await warm('mfe_events', B.manifestUrl)).toEqual({ warm: true, pages: 2 });
    expect(compose.mock.calls.map(([url, remotes]) => [url, remotes.mfe_events])).toEqual([
      ['/events', B.manifestUrl],
      ['/events/warm-up', B.manifestUrl],
    ]);
    // Its manifest, its prerendered pages, and each page's render (which loads its server bundle on the remote's server).
    expect(spy.mock.calls.map(([url]) => String(url))).toEqual([
      B.manifestUrl,
      'http://remote.test/releases/bbbbbbbbbbbb/prerender.json',
      'http://remote.test/releases/bbbbbbbbbbbb/render.json?expose=.%2FEventsPage&pattern=%2Fevents&url=%2Fevents',
      'http://remote.test/releases/bbbbbbbbbbbb/render.json?expose=.%2FEventDetailPage&pattern=%2Fevents%2F%3Aid&url=%2Fevents%2Fwarm-up',
    ]);
    spy.mockRestore();
  });

  it('is not warm when a page stays the loading frame where the live release renders it, or its files are missing', async () => {
    const spy = fetchMock();
    const compose = async (url: string, remotes: RemotesMap) => ({
      html: remotes.mfe_events === B.manifestUrl && url === '/events' ? LOADING : '<h1>ok</h1>',
    });
    const warm = releaseWarmer({ compose, current: async () => ({ mfe_events: A.manifestUrl }), site: SITE, sleep: async () => undefined });
    expect(await warm('mfe_events', B.manifestUrl)).toEqual({
      warm: false,
      message: '/events answered only its loading frame (no prerendered or rendered page)',
    });

    spy.mockImplementation(async () => new Response('{}', { status: 404 }));
    expect(await warm('mfe_events', C.manifestUrl)).toEqual({ warm: false, message: `its manifest (${C.manifestUrl}) answered HTTP 404` });
    spy.mockRestore();
  });

  it('asks nothing more of a page that is not complete with the live release either (the API is down)', async () => {
    const spy = fetchMock();
    const warm = releaseWarmer({
      compose: async () => ({ html: LOADING }),
      current: async () => ({}),
      site: SITE,
      sleep: async () => undefined,
    });
    expect(await warm('mfe_events', B.manifestUrl)).toEqual({ warm: true, pages: 2 });
    spy.mockRestore();
  });
});
