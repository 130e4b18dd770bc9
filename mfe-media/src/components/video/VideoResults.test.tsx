import { act, fireEvent, screen, within } from '@testing-library/react';
import { PAGE_CLOCK_TICK_MS } from '@beacon/shared/hydration';
import { makeVideo, renderPage } from '@beacon/shared/testing';
import { videoTitle } from '../../lib/videoSubtitle';
import { VideoResults } from './VideoResults';

// Counts the cards rendered: a card words its title once per render.
jest.mock('../../lib/videoSubtitle', () => {
  const actual = jest.requireActual<typeof import('../../lib/videoSubtitle')>('../../lib/videoSubtitle');
  return { ...actual, videoTitle: jest.fn(actual.videoTitle) };
});

const NOW = Date.parse('2026-06-15T12:00:00.000Z');

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('the video card', () => {
  it("shows thumbnail, title, avatar and 'channel • views Views • relative age'", () => {
    const video = makeVideo({
      id: 'dQw4w9WgXcQ',
      title: 'Council Budget Hearing',
      channelName: 'Beacon Media',
      views: 1_234,
      publishedDate: '2026-06-12T12:00:00.000Z',
    });
    renderPage(<VideoResults videos={[video]} loading={false} emptyText="none" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Council Budget Hearing' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Council Budget Hearing' })).toHaveAttribute('href', '/video-reports/video/dQw4w9WgXcQ');
    expect(within(card).getByText('Beacon Media • 1.2k Views • 3 days ago')).toBeInTheDocument();
    const [thumbnail, avatar] = Array.from(card.querySelectorAll('img'));
    expect(thumbnail).toHaveAttribute('src', video.thumbnail);
    expect(avatar).toHaveAttribute('src', video.channelAvatar);
  });

  it("falls back to 'No Title' and 'Unknown date'", () => {
    renderPage(<VideoResults videos={[makeVideo({ title: '', publishedDate: '', views: 3_000_000 })]} loading={false} emptyText="none" />);
    expect(screen.getByRole('link', { name: 'No Title' })).toBeInTheDocument();
    expect(screen.getByText('Beacon Media • 3M Views • Unknown date')).toBeInTheDocument();
  });

  it("shows the card's placeholder in place of a thumbnail or avatar that fails to load", () => {
    renderPage(<VideoResults videos={[makeVideo({ title: 'Gone' })]} loading={false} emptyText="none" />);
    const card = screen.getByRole('article');
    const [thumbnail, avatar] = Array.from(card.querySelectorAll('img'));
    fireEvent.error(thumbnail as HTMLImageElement);
    fireEvent.error(avatar as HTMLImageElement);
    expect(card.querySelectorAll('img')).toHaveLength(0);
    expect(card.querySelector('.media-card-thumb')).toBeInTheDocument();
    expect(card.querySelector('span.media-card-avatar')).toBeInTheDocument();
  });

  it('is not a link when the video URL has no usable id', () => {
    renderPage(
      <VideoResults
        videos={[makeVideo({ title: 'Broken', videoUrl: 'https://www.youtube.com/watch' })]}
        loading={false}
        emptyText="none"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Broken' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('loads the first row of thumbnails at once, first, as the first screen, and the rest lazily, at a fixed size', () => {
    renderPage(<VideoResults videos={[makeVideo(), makeVideo(), makeVideo()]} loading={false} emptyText="none" />);
    // jsdom matches no media query: the 1-column (xs) grid, so only the first card is in the first row.
    const thumbnails = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(thumbnails.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(thumbnails.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(thumbnails.map((img) => img?.getAttribute('elementtiming'))).toEqual(['first-screen', null, null]);
    for (const img of thumbnails) {
      expect(img).toHaveAttribute('width', '320');
      expect(img).toHaveAttribute('height', '180');
    }
  });
});

describe('the video list states', () => {
  it('shows only a spinner while the first list loads', () => {
    renderPage(<VideoResults videos={[]} loading emptyText="No videos available at this time." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos…');
    expect(screen.queryByText('No videos available at this time.')).not.toBeInTheDocument();
  });

  it('keeps the previous cards, marked busy, under the spinner while the next list loads', () => {
    renderPage(<VideoResults videos={[makeVideo({ title: 'Previous' })]} loading emptyText="none" />);
    expect(screen.getByText('Loading videos…')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
  });

  it('shows the empty text when there is nothing to show', () => {
    renderPage(<VideoResults videos={[]} loading={false} emptyText="No videos available at this time." />);
    expect(screen.getByRole('status')).toHaveTextContent('No videos available at this time.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('the cards as the page’s clock moves on', () => {
  it('renders again only the cards whose age then reads differently', () => {
    const fresh = makeVideo({ title: 'Fresh', publishedDate: '2026-06-15T11:00:00.000Z' });
    const older = makeVideo({ title: 'Older', publishedDate: '2026-06-12T12:00:00.000Z' });
    renderPage(<VideoResults videos={[fresh, older]} loading={false} emptyText="none" />);
    expect(screen.getByText('Beacon Media • 1.2k Views • 1 hour ago')).toBeInTheDocument();
    const rendered = jest.mocked(videoTitle);
    rendered.mockClear();

    act(() => jest.advanceTimersByTime(PAGE_CLOCK_TICK_MS));
    expect(rendered).not.toHaveBeenCalled();

    act(() => {
      jest.setSystemTime(NOW + 60 * 60 * 1000);
      jest.advanceTimersByTime(PAGE_CLOCK_TICK_MS);
    });
    expect(screen.getByText('Beacon Media • 1.2k Views • 2 hours ago')).toBeInTheDocument();
    expect(screen.getByText('Beacon Media • 1.2k Views • 3 days ago')).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledWith(fresh);
    expect(rendered).not.toHaveBeenCalledWith(older);
  });
});
