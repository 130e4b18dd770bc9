import { waitFor } from '@testing-library/react';
import { renderPageForAddress } from '@beacon/shared/ssr';
import { installFakeVideoApi, makeVideo, testConfig } from '@beacon/shared/testing';
import ArchivePage from './ArchivePage';

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('the video archive, rendered by the remote’s server for a request', () => {
  it('asks once for every video and serves their cards', async () => {
    const api = installFakeVideoApi();
    const rendering = renderPageForAddress(ArchivePage, { url: '/video-reports', pattern: '/video-reports' }, testConfig(), 1000);
    await waitFor(() => expect(api.lists()).toHaveLength(1));
    expect(api.lists()[0]?.url.searchParams.get('playlistId')).toBeNull();
    await api.lists()[0]?.respond([makeVideo({ title: 'Council &amp; the budget' }), makeVideo({ title: 'School board night' })]);

    const { html, data } = await rendering;

    expect(api.requests).toHaveLength(1);
    expect(data.answers).toHaveLength(1);
    expect(html).toContain('Council &amp; the budget');
    expect(html).toContain('School board night');
    expect(html).not.toContain('class="media-card media-card-skeleton"');
  });
});
