import { screen, waitFor, within } from '@testing-library/react';
import { installFakeVideoApi, makeVideo, renderPage, renderPageToString, testConfig } from '@beacon/shared/testing';
import PlayerPage from './PlayerPage';

const renderPlayer = (path: string, config = testConfig()) =>
  renderPage(<PlayerPage />, { path, route: path.endsWith('/live') ? '/video-reports/live' : '/video-reports/video/:id', config });

describe('the video player', () => {
  it('embeds the video from the privacy-enhanced host, full screen, with a title and allow list', () => {
    renderPlayer('/video-reports/video/dQw4w9WgXcQ');
    const frame = screen.getByTitle('Video player');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://embed.test/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('allow')).toMatch(/encrypted-media/);
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(screen.getByRole('heading', { level: 1, name: 'Video Report' })).toBeInTheDocument();
  });

  it('uses the YouTube privacy-enhanced host by default', () => {
    renderPlayer('/video-reports/video/dQw4w9WgXcQ', testConfig({ videoEmbedUrl: 'https://www.youtube-nocookie.com/embed' }));
    expect(screen.getByTitle('Video player')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('links back to the archive', () => {
    renderPlayer('/video-reports/video/dQw4w9WgXcQ');
    expect(screen.getByRole('link', { name: /Back to Video Reports/ })).toHaveAttribute('href', '/video-reports');
  });

  it.each(['short', 'dQw4w9WgXcQ-extra', 'bad%20id%3F%3F%3F'])('shows a message instead of a player for the id %s', (id) => {
    renderPlayer(`/video-reports/video/${id}`);
    expect(screen.queryByTitle('Video player')).not.toBeInTheDocument();
    expect(screen.getByText('This video link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Video Reports' })).toHaveAttribute('href', '/video-reports');
  });

  it('embeds the live stream of the configured channel on /video-reports/live', () => {
    renderPlayer('/video-reports/live', testConfig({ site: { liveChannelId: 'UCtestLiveChannel' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Live Stream' })).toBeInTheDocument();
    expect(screen.getByTitle('Beacon Media live stream')).toHaveAttribute(
      'src',
      'http://embed.test/embed/live_stream?channel=UCtestLiveChannel',
    );
  });

  it('always offers the video on YouTube, built from the id (a deep link has no other fallback)', () => {
    renderPlayer('/video-reports/video/dQw4w9WgXcQ');
    const original = screen.getByRole('link', { name: /Watch on YouTube/ });
    expect(original).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(original).toHaveAttribute('target', '_blank');
    expect(original).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows the video's title, channel, date and views and names the document after it", async () => {
    const api = installFakeVideoApi();
    const video = makeVideo({
      id: 'dQw4w9WgXcQ',
      title: 'Council &amp; the budget',
      channelName: 'Beacon Channel',
      publishedDate: '2026-03-04T15:00:00.000Z',
      views: 1234,
    });
    renderPlayer('/video-reports/video/dQw4w9WgXcQ');
    expect(screen.getByRole('heading', { level: 1, name: 'Video Report' })).toBeInTheDocument();
    expect(api.lists()).toHaveLength(1);
    expect(api.lists()[0]?.url.searchParams.has('playlistId')).toBe(false);
    await api.lists()[0]?.respond([makeVideo(), video]);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Council & the budget' });
    const context = heading.nextElementSibling as HTMLElement;
    expect(within(context).getByText('Beacon Channel')).toBeInTheDocument();
    expect(within(context).getByText('March 4, 2026')).toHaveAttribute('datetime', video.publishedDate);
    expect(within(context).getByText('1,234 views')).toBeInTheDocument();
    expect(document.title).toBe('Council & the budget · Beacon Media');
  });

  it('shows the not-found page, without a player or a YouTube link, for an id the Video API does not have', async () => {
    const api = installFakeVideoApi();
    renderPlayer('/video-reports/video/dQw4w9WgXcQ');
    await api.lists()[0]?.respond([makeVideo()]);
    // Not in the list: looked up by its id, which the API answers 404.
    const lookup = await waitFor(() => {
      const request = api.requests.find((each) => each.url.pathname.endsWith('/videos/dQw4w9WgXcQ'));
      if (!request) throw new Error('no lookup yet');
      return request;
    });
    await lookup.respond([], 404);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByTitle('Video player')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Watch on YouTube/ })).not.toBeInTheDocument();
  });

  it("says '1 view' and leaves out a missing channel", async () => {
    const api = installFakeVideoApi();
    renderPlayer('/video-reports/video/dQw4w9WgXcQ');
    await api.lists()[0]?.respond([makeVideo({ id: 'dQw4w9WgXcQ', title: 'One', channelName: '', views: 1 })]);
    const context = (await screen.findByRole('heading', { level: 1, name: 'One' })).nextElementSibling as HTMLElement;
    expect(context.textContent).toBe('June 12, 20261 view');
  });

  it('keeps the generic heading and the YouTube link when the catalogue does not have the video', async () => {
    const api = installFakeVideoApi();
    renderPlayer('/video-reports/video/dQw4w9WgXcQ');
    await api.lists()[0]?.respond([makeVideo()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Video Report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Watch on YouTube/ })).toBeInTheDocument();
    expect(document.title).toBe('Video · Beacon Media');
  });

  it('prerendered by a build, is the frame alone: the heading, the way back and a placeholder for the details, no player yet', () => {
    // That copy serves every video and the live stream when the page is not rendered per request: it must embed neither.
    const html = renderPageToString(<PlayerPage />, { path: '/video-reports/video/dQw4w9WgXcQ', route: '/video-reports/video/:id' });
    expect(html).toContain('>Video Report</h1>');
    expect(html).toContain('href="/video-reports"');
    expect(html).toContain('media-player-meta-skeleton');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('Live Stream');
  });
});
