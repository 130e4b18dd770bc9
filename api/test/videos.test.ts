import { CATEGORIES } from '@beacon/shared/catalogue';
import type { Video } from '@beacon/shared/schemas';
import { cachedVideos } from '../src/providers/videos/cache';
import { youtubeVideos } from '../src/providers/videos/youtube';
import type { VideoProvider } from '../src/providers/videos/types';
import { createTestContext, PUBLIC_URL, type TestContext } from './helpers/context';
import { fakeFetch } from './helpers/fake-fetch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const CARD_KEYS = ['channelAvatar', 'channelName', 'publishedDate', 'thumbnail', 'title', 'videoUrl', 'views'];

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as { videos: Video[] } };
};

const expectNewestFirst = (videos: Video[]) => {
  const dates = videos.map((v) => Date.parse(v.publishedDate));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
};

describe('GET /video-api/videos', () => {
  test.each(CATEGORIES.map((c) => [c.label, c.playlistId]))(
    "%s: the category's 8 videos, newest first, as video cards",
    async (_label, playlistId) => {
      const { status, body } = await get(`/video-api/videos?playlistId=${playlistId}`);
      expect(status).toBe(200);
      expect(body.videos).toHaveLength(8);
      for (const video of body.videos) {
        expect(Object.keys(video).sort()).toEqual(CARD_KEYS);
        expect(video.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
        expect(video.thumbnail).toMatch(new RegExp(`^${PUBLIC_URL}/media/generated/v1/thumb/`));
        expect(video.channelAvatar).toMatch(new RegExp(`^${PUBLIC_URL}/media/generated/v1/avatar/`));
        expect(Number.isInteger(video.views)).toBe(true);
        expect(new Date(video.publishedDate).toISOString()).toBe(video.publishedDate);
      }
      expectNewestFirst(body.videos);
    },
  );

  test('no playlistId: every video, newest first', async () => {
    const { body } = await get('/video-api/videos');
    expect(body.videos).toHaveLength(CATEGORIES.length * 8);
    expectNewestFirst(body.videos);
  });

  test('GET /video-api/videos/:id: one video of the catalogue by its id; unknown → 404; malformed → 400', async () => {
    const [first] = (await get('/video-api/videos')).body.videos;
    const id = new URL(first?.videoUrl ?? '').searchParams.get('v') ?? '';
    const found = await ctx.app.inject({ method: 'GET', url: `/video-api/videos/${id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(first);
    expect((await ctx.app.inject({ method: 'GET', url: '/video-api/videos/zzzzzzzzzzz' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/video-api/videos/short' })).statusCode).toBe(400);
  });

  test('unknown (well-formed) playlist → empty list; malformed → 400', async () => {
    expect((await get('/video-api/videos?playlistId=PLnothing')).body).toEqual({ videos: [] });
    expect((await get('/video-api/videos?playlistId=%3Cscript%3E')).status).toBe(400);
    expect((await get('/video-api/videos?playlistId=x')).status).toBe(400);
    expect((await get('/video-api/videos?other=1')).status).toBe(400);
  });

  test('thumbnails and avatars are served by the API as images', async () => {
    const { body } = await get('/video-api/videos');
    for (const url of [body.videos[0]?.thumbnail, body.videos[0]?.channelAvatar]) {
      const response = await ctx.app.inject({ method: 'GET', url: (url ?? '').slice(PUBLIC_URL.length) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/media/generated/v1/poster/x.svg' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/generated/v1/thumb/--.svg' })).statusCode).toBe(404);
  });
});

describe('GET /video-api/search/channel', () => {
  test('case-insensitive title match, newest first', async () => {
    const { status, body } = await get('/video-api/search/channel?search=CoUnCiL');
    expect(status).toBe(200);
    expect(body.videos.length).toBeGreaterThan(0);
    body.videos.forEach((v) => expect(v.title.toLowerCase()).toContain('council'));
    expectNewestFirst(body.videos);
  });

  test('surrounding spaces are trimmed; LIKE wildcards are plain text', async () => {
    expect((await get('/video-api/search/channel?search=%20%20live%20')).body.videos.length).toBeGreaterThan(0);
    expect((await get('/video-api/search/channel?search=%25%25')).body).toEqual({ videos: [] });
    expect((await get('/video-api/search/channel?search=__')).body).toEqual({ videos: [] });
  });

  test('no match → empty list', async () => {
    expect((await get('/video-api/search/channel?search=zzzzzz')).body).toEqual({ videos: [] });
  });

  test.each(['', '?search=', '?search=a', '?search=%20a%20', `?search=${'x'.repeat(101)}`])('%s → 400', async (query) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/video-api/search/channel${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', fields: { search: expect.any(String) } });
  });
});

describe('video cache', () => {
  test('a video by id is cached too, and each new id spends the search budget', async () => {
    const calls: string[] = [];
    const inner: VideoProvider = {
      name: 'youtube',
      list: async () => [],
      search: async () => [],
      find: async (id) => {
        calls.push(id);
        return null;
      },
    };
    const cached = cachedVideos(inner, () => new Date(0), undefined, 1);
    await expect(cached.find('aaaaaaaaaaa')).resolves.toBeNull();
    await expect(cached.find('aaaaaaaaaaa')).resolves.toBeNull();
    await expect(cached.find('bbbbbbbbbbb')).rejects.toMatchObject({ statusCode: 429 });
    expect(calls).toEqual(['aaaaaaaaaaa']);
  });

  test('5 minutes per playlist and per search term; concurrent misses share one call; failures are not kept', async () => {
    let now = 0;
    const calls: string[] = [];
    let fail = false;
    const inner: VideoProvider = {
      name: 'local',
      list: async (playlistId) => {
        calls.push(`list:${playlistId}`);
        if (fail) throw new Error('down');
        return [];
      },
      search: async (term) => {
        calls.push(`search:${term}`);
        return [];
      },
      find: async (id) => {
        calls.push(`find:${id}`);
        return null;
      },
    };
    const cached = cachedVideos(inner, () => new Date(now));
    await Promise.all([cached.list('A'), cached.list('A'), cached.list(null)]);
    await cached.search('Rally');
    await cached.search('rally');
    expect(calls).toEqual(['list:A', 'list:null', 'search:Rally']);
    now += 5 * 60 * 1000 - 1;
    await cached.list('A');
    expect(calls).toHaveLength(3);
    now += 2;
    await cached.list('A');
    expect(calls).toHaveLength(4);
    fail = true;
    await expect(cached.list('B')).rejects.toThrow('down');
    fail = false;
    await expect(cached.list('B')).resolves.toEqual([]);
  });
});

describe('YouTube provider', () => {
  const channel = {
    items: [
      {
        snippet: { title: 'Beacon Media', thumbnails: { default: { url: 'https://yt3.example/avatar.jpg' } } },
        contentDetails: { relatedPlaylists: { uploads: 'UUbeacon' } },
      },
    ],
  };
  const videos = {
    items: [
      {
        id: 'aaaaaaaaaaa',
        snippet: {
          title: 'Older Council Meeting',
          publishedAt: '2024-01-01T10:00:00Z',
          thumbnails: { high: { url: 'https://i.ytimg.com/a.jpg' } },
          channelTitle: 'Beacon Media',
          channelId: 'UCbeacon',
        },
        statistics: { viewCount: '1234' },
      },
      { id: 'bbbbbbbbbbb', snippet: { title: 'Newer rally', publishedAt: '2024-06-01T10:00:00Z', thumbnails: {} }, statistics: {} },
    ],
  };
  const api = () =>
    fakeFetch(({ url }) => {
      if (url.pathname.endsWith('/channels')) return { json: channel };
      if (url.pathname.endsWith('/playlistItems')) {
        if (url.searchParams.get('playlistId') === 'PLmissing') return { status: 404, json: { error: {} } };
        return { json: { items: [{ contentDetails: { videoId: 'aaaaaaaaaaa' } }, { contentDetails: { videoId: 'bbbbbbbbbbb' } }] } };
      }
      if (url.pathname.endsWith('/search'))
        return { json: { items: [{ id: { videoId: 'aaaaaaaaaaa' } }, { id: { videoId: 'bbbbbbbbbbb' } }] } };
      if (url.pathname.endsWith('/videos')) return { json: videos };
      return { status: 404 };
    });

  test('maps playlist items to video cards, newest first, key only on the server side call', async () => {
    const { fetch, calls } = api();
    const provider = youtubeVideos('secret-key', 'UCbeacon', fetch);
    const cards = await provider.list('PLlive');
    expect(cards).toEqual([
      {
        title: 'Newer rally',
        publishedDate: '2024-06-01T10:00:00.000Z',
        thumbnail: 'https://i.ytimg.com/vi/bbbbbbbbbbb/hqdefault.jpg',
        videoUrl: 'https://www.youtube.com/watch?v=bbbbbbbbbbb',
        views: 0,
        channelAvatar: 'https://yt3.example/avatar.jpg',
        channelName: 'Beacon Media',
      },
      {
        title: 'Older Council Meeting',
        publishedDate: '2024-01-01T10:00:00.000Z',
        thumbnail: 'https://i.ytimg.com/a.jpg',
        videoUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
        views: 1234,
        channelAvatar: 'https://yt3.example/avatar.jpg',
        channelName: 'Beacon Media',
      },
    ]);
    const playlistCall = calls.find((c) => c.url.pathname.endsWith('/playlistItems'));
    expect(playlistCall?.url.searchParams.get('playlistId')).toBe('PLlive');
    expect(playlistCall?.url.searchParams.get('key')).toBe('secret-key');
  });

  test('"all" reads the channel uploads playlist; search keeps title matches only; unknown playlist → empty', async () => {
    const { fetch, calls } = api();
    const provider = youtubeVideos('k', 'UCbeacon', fetch);
    await provider.list(null);
    expect(calls.find((c) => c.url.pathname.endsWith('/playlistItems'))?.url.searchParams.get('playlistId')).toBe('UUbeacon');
    const found = await provider.search('council');
    expect(found.map((v) => v.title)).toEqual(['Older Council Meeting']);
    expect(calls.find((c) => c.url.pathname.endsWith('/search'))?.url.searchParams.get('q')).toBe('council');
    await expect(provider.list('PLmissing')).resolves.toEqual([]);
  });

  test("a video by id: the channel's own, however old; another channel's video is none of ours", async () => {
    const { fetch, calls } = api();
    const provider = youtubeVideos('k', 'UCbeacon', fetch);
    expect((await provider.find('aaaaaaaaaaa'))?.title).toBe('Older Council Meeting');
    expect(calls.find((c) => c.url.pathname.endsWith('/videos'))?.url.searchParams.get('id')).toBe('aaaaaaaaaaa');
    // The fake answers both videos for any id; bbbbbbbbbbb names no channel, so it is not the channel's.
    expect(await provider.find('bbbbbbbbbbb')).toBeNull();
  });

  test('through the API: YOUTUBE_API_KEY selects the provider; upstream failure → 502 with the error shape', async () => {
    const { fetch } = api();
    const app = await ctx.extraApp({ youtube: { apiKey: 'k', channelId: 'UCbeacon' } }, { fetch });
    const response = await app.inject({ method: 'GET', url: '/video-api/videos?playlistId=PLlive' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { videos: Video[] }).videos).toHaveLength(2);
    const broken = await ctx.extraApp(
      { youtube: { apiKey: 'k', channelId: 'UCbeacon' } },
      { fetch: fakeFetch(() => ({ status: 500 })).fetch },
    );
    const failed = await broken.inject({ method: 'GET', url: '/video-api/videos?playlistId=PLlive' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'Bad Gateway', message: expect.any(String) });
  });
});
