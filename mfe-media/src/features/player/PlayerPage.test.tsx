import { act, screen } from '@testing-library/react';
import { renderPage, testConfig } from '@beacon/shared/testing';
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

  it('offers the original video URL passed by the card', async () => {
    const { router } = renderPlayer('/video-reports/video/dQw4w9WgXcQ');
    expect(screen.queryByRole('link', { name: /Watch on YouTube/ })).not.toBeInTheDocument();
    await act(() =>
      router.navigate('/video-reports/video/dQw4w9WgXcQ', { state: { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }),
    );
    const original = await screen.findByRole('link', { name: /Watch on YouTube/ });
    expect(original).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(original).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
