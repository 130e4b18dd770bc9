import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { downServerUrl, fakeServer, ok, type FakeAnswer } from '../testing/fakeServers';
import { liveReleasesFrom } from './liveReleases';

const answer = (id: string) => ({
  remotes: { mfe_events: { live: { id, manifestUrl: `http://events.test/releases/${id}/mf-manifest.json` }, candidate: null } },
});

describe('what the host’s page server knows of the registry', () => {
  let now = 1_000_000;
  afterEach(() => {
    jest.restoreAllMocks();
  });
  const clock = () => jest.spyOn(Date, 'now').mockImplementation(() => now);

  it('asks the API once per five seconds, and sees a promotion after that without a restart', async () => {
    clock();
    let registry: FakeAnswer = ok(answer('aaaaaaaaaaaa'));
    const api = await fakeServer((url) => (url === '/releases/live' ? registry : undefined));
    try {
      const live = liveReleasesFrom(api.url);
      expect((await live()).mfe_events?.live?.id).toBe('aaaaaaaaaaaa');
      registry = ok(answer('bbbbbbbbbbbb'));
      now += 4_000;
      expect((await live()).mfe_events?.live?.id).toBe('aaaaaaaaaaaa');
      expect(api.requests).toEqual(['/releases/live']);
      now += 1_500;
      expect((await live()).mfe_events?.live?.id).toBe('bbbbbbbbbbbb');
      expect(api.requests).toHaveLength(2);
    } finally {
      await api.close();
    }
  });

  it('keeps the last answer while the API fails, and forgets releases when the API has no registry', async () => {
    clock();
    let registry: FakeAnswer = ok(answer('aaaaaaaaaaaa'));
    const api = await fakeServer((url) => (url === '/releases/live' ? registry : undefined));
    try {
      const live = liveReleasesFrom(api.url);
      await live();
      registry = { status: 503, body: { error: 'Service Unavailable' } };
      now += 6_000;
      expect((await live()).mfe_events?.live?.id).toBe('aaaaaaaaaaaa');
      registry = { status: 404, body: { error: 'Not Found' } };
      now += 6_000;
      expect(await live()).toEqual({});
    } finally {
      await api.close();
    }
  });

  it('names no release when the API has never answered', async () => {
    expect(await liveReleasesFrom(await downServerUrl())()).toEqual({});
  });
});
