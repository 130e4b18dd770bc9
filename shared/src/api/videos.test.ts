import { fetchVideos, isAbortError, VideoApiConfigError, VideoApiError, videoQueryUrl } from './videos';

const BASE = 'http://videos.test/video-api';

describe('videoQueryUrl', () => {
  it('lists every video, a category by playlist id, or searches', () => {
    expect(videoQueryUrl(BASE, { kind: 'category', playlistId: null })).toBe(`${BASE}/videos`);
    expect(videoQueryUrl(`${BASE}/`, { kind: 'category', playlistId: 'PL1' })).toBe(`${BASE}/videos?playlistId=PL1`);
    expect(videoQueryUrl(BASE, { kind: 'search', term: 'city hall & co' })).toBe(`${BASE}/search/channel?search=city+hall+%26+co`);
  });

  it('throws a configuration error without a base address', () => {
    expect(() => videoQueryUrl('  ', { kind: 'category', playlistId: null })).toThrow(VideoApiConfigError);
  });
});

describe('fetchVideos', () => {
  const answer = (status: number, body: unknown) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  afterEach(() => jest.restoreAllMocks());

  it('returns the videos array and passes the abort signal on', async () => {
    const fetchMock = answer(200, { videos: [{ title: 'A' }] });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const controller = new AbortController();
    await expect(fetchVideos(BASE, { kind: 'category', playlistId: null }, controller.signal)).resolves.toEqual([{ title: 'A' }]);
    expect(fetchMock).toHaveBeenCalledWith(`${BASE}/videos`, expect.objectContaining({ signal: controller.signal }));
  });

  it('rejects with VideoApiError on an error status or a body without videos', async () => {
    globalThis.fetch = answer(503, {}) as unknown as typeof fetch;
    await expect(fetchVideos(BASE, { kind: 'search', term: 'ab' })).rejects.toBeInstanceOf(VideoApiError);
    globalThis.fetch = answer(200, { items: [] }) as unknown as typeof fetch;
    await expect(fetchVideos(BASE, { kind: 'search', term: 'ab' })).rejects.toThrow('without a videos list');
  });

  it('rejects without a request when the base address is missing', async () => {
    const fetchMock = answer(200, { videos: [] });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchVideos('', { kind: 'category', playlistId: null })).rejects.toBeInstanceOf(VideoApiConfigError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('isAbortError', () => {
  it('recognises a cancelled request', () => {
    expect(isAbortError(new DOMException('Aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('boom'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});
