import { waitFor } from '@testing-library/react';
import { renderPageForAddress } from '@beacon/shared/ssr';
import { installFakeVideoApi, makeVideo, testConfig } from '@beacon/shared/testing';
import PlayerPage from './PlayerPage';

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('the video player, rendered by the remote’s server for a request', () => {
  it('shows the video, its details and its player', async () => {
    const api = installFakeVideoApi();
    const video = makeVideo({
      id: 'dQw4w9WgXcQ',
      title: 'Council &amp; the budget',
      publishedDate: '2026-03-04T15:00:00.000Z',
      views: 1234,
    });
    const rendering = renderPageForAddress(
      PlayerPage,
      { url: '/video-reports/video/dQw4w9WgXcQ', pattern: '/video-reports/video/:id' },
      testConfig(),
      1000,
    );
    await waitFor(() => expect(api.lists()).toHaveLength(1));
    await api.lists()[0]?.respond([makeVideo(), video]);
    const { html, data } = await rendering;
    expect(html).toContain('>Council &amp; the budget</h1>');
    expect(html).toContain('>March 4, 2026</time>');
    expect(html).toContain('1,234 views');
    expect(html).toContain('src="http://embed.test/embed/dQw4w9WgXcQ"');
    expect(data.answers).toHaveLength(1);
  });
});
