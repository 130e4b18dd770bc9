import { describe, expect, it } from '@jest/globals';
import { bootPayloadFromEnv } from '@beacon/shared/env';
import { parseLiveReleases, type LiveReleases } from './liveReleases';
import { bucketOf, pinningWarning, RELEASE_COOKIE, releaseChooser } from './visitorChoice';

const DEFAULTS = bootPayloadFromEnv({}).remotes;
const LIVE = 'https://site.test/events/releases/aaaaaaaaaaaa/mf-manifest.json';
const CANDIDATE = 'https://cdn.test/mfe_events/bbbbbbbbbbbb/mf-manifest.json';
const MEDIA_LIVE = 'https://site.test/media/releases/cccccccccccc/mf-manifest.json';

const registry = (percent: number | null): LiveReleases => ({
  mfe_events: {
    live: { id: 'aaaaaaaaaaaa', manifestUrl: LIVE },
    candidate: percent === null ? null : { id: 'bbbbbbbbbbbb', manifestUrl: CANDIDATE, percent },
  },
  mfe_media: { live: { id: 'cccccccccccc', manifestUrl: MEDIA_LIVE }, candidate: null },
});

const chooser = (releases: LiveReleases, env: Record<string, string> = {}, buckets: number[] = []) =>
  releaseChooser({ defaults: DEFAULTS, env, releases: async () => releases, secure: false, newBucket: () => buckets.shift() ?? 0 });

describe('the releases a visitor is served', () => {
  it('are the live ones when no canary runs, with no cookie set, and a left-over cookie cleared', async () => {
    const choose = chooser(registry(null));
    const first = await choose(undefined);
    expect(first.remotes).toEqual({ ...DEFAULTS, mfe_events: LIVE, mfe_media: MEDIA_LIVE });
    expect(first.setCookie).toBeNull();
    expect((await choose('theme=dark')).setCookie).toBeNull();
    expect((await choose(`theme=dark; ${RELEASE_COOKIE}=42`)).setCookie).toBe(
      `${RELEASE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly`,
    );
  });

  it('are every remote’s own address while the registry names no release', async () => {
    expect((await chooser({})(undefined)).remotes).toEqual(DEFAULTS);
  });

  it('follow the environment for a remote whose address it sets, whatever the registry says', async () => {
    const choose = chooser(registry(50), { MFE_EVENTS_URL: 'http://localhost:9999' });
    const chosen = await choose(undefined);
    expect(chosen.remotes.mfe_events).toBe(DEFAULTS.mfe_events);
    expect(chosen.remotes.mfe_media).toBe(MEDIA_LIVE);
    // The only canary is on a remote the environment pins: no cookie.
    expect(chosen.setCookie).toBeNull();
  });

  it('under a canary, give a new visitor a bucket in a first-party session cookie, and the candidate below its percentage', async () => {
    const choose = chooser(registry(50), {}, [49, 50]);
    const lucky = await choose(undefined);
    expect(lucky.setCookie).toBe(`${RELEASE_COOKIE}=49; Path=/; SameSite=Lax; HttpOnly`);
    expect(lucky.remotes.mfe_events).toBe(CANDIDATE);
    expect(lucky.remotes.mfe_media).toBe(MEDIA_LIVE);
    const other = await choose(undefined);
    expect(other.setCookie).toBe(`${RELEASE_COOKIE}=50; Path=/; SameSite=Lax; HttpOnly`);
    expect(other.remotes.mfe_events).toBe(LIVE);
  });

  it('keep a visitor on one choice for the session: the cookie’s bucket decides, and is not set again', async () => {
    const choose = chooser(registry(50), {}, [99, 99, 99]);
    for (let visit = 0; visit < 3; visit += 1) {
      expect(await choose(`${RELEASE_COOKIE}=12`)).toEqual({
        remotes: expect.objectContaining({ mfe_events: CANDIDATE }),
        setCookie: null,
      });
      expect(await choose(`${RELEASE_COOKIE}=77`)).toEqual({ remotes: expect.objectContaining({ mfe_events: LIVE }), setCookie: null });
    }
    // Raising the percentage moves more buckets to the candidate; none of those already on it leaves it.
    const wider = chooser(registry(90));
    expect((await wider(`${RELEASE_COOKIE}=12`)).remotes.mfe_events).toBe(CANDIDATE);
    expect((await wider(`${RELEASE_COOKIE}=77`)).remotes.mfe_events).toBe(CANDIDATE);
  });

  it('mark the cookie Secure on an https site', async () => {
    const choose = releaseChooser({ defaults: DEFAULTS, env: {}, releases: async () => registry(10), secure: true, newBucket: () => 3 });
    expect((await choose(undefined)).setCookie).toBe(`${RELEASE_COOKIE}=3; Path=/; SameSite=Lax; HttpOnly; Secure`);
  });
});

describe('the release cookie and the registry’s answer', () => {
  it('read a bucket only from a well-formed cookie', () => {
    expect(bucketOf(`a=1; ${RELEASE_COOKIE}=7; b=2`)).toBe(7);
    expect(bucketOf(`${RELEASE_COOKIE}=99`)).toBe(99);
    for (const header of [
      undefined,
      '',
      `${RELEASE_COOKIE}=100`,
      `${RELEASE_COOKIE}=-1`,
      `${RELEASE_COOKIE}=x`,
      `${RELEASE_COOKIE}=`,
      `x${RELEASE_COOKIE}=5`,
    ]) {
      expect([header, bucketOf(header)]).toEqual([header, null]);
    }
  });

  it('keep only well-formed entries: a release id, an http(s) manifest, a percentage of 1 to 99', () => {
    const parsed = parseLiveReleases({
      remotes: {
        mfe_events: {
          live: { id: 'aaaaaaaaaaaa', manifestUrl: LIVE },
          candidate: { id: 'bbbbbbbbbbbb', manifestUrl: CANDIDATE, percent: 100 },
        },
        mfe_media: {
          live: { id: 'not-an-id', manifestUrl: MEDIA_LIVE },
          candidate: { id: 'cccccccccccc', manifestUrl: MEDIA_LIVE, percent: 5 },
        },
        mfe_engage: { live: { id: 'dddddddddddd', manifestUrl: 'javascript:alert(1)' }, candidate: null },
        mfe_admin: 'nonsense',
      },
    });
    expect(parsed).toEqual({
      mfe_events: { live: { id: 'aaaaaaaaaaaa', manifestUrl: LIVE }, candidate: null },
      mfe_media: { live: null, candidate: { id: 'cccccccccccc', manifestUrl: MEDIA_LIVE, percent: 5 } },
      mfe_engage: { live: null, candidate: null },
    });
    expect(parseLiveReleases('<html>')).toEqual({});
  });

  it('are announced at start when the environment pins remotes, naming each (and nothing when none is)', () => {
    expect(pinningWarning({ REMOTES_URL: 'https://site.test/remotes' })).toBeNull();
    const warning = pinningWarning({ MFE_EVENTS_URL: 'http://localhost:3003', MFE_MEDIA_URL: 'http://localhost:3001' }) ?? '';
    expect(warning).toMatch(
      /^Warning: MFE_MEDIA_URL, MFE_EVENTS_URL pin mfe-media, mfe-events to a fixed address: their releases are ignored/,
    );
    expect(warning).toContain('local development and tests only');
  });
});
