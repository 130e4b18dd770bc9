import { videoSubtitle, videoTitle } from './videoSubtitle';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');

describe('videoSubtitle', () => {
  it("reads exactly 'channel • views Views • relative age'", () => {
    const video = { channelName: 'Beacon Media', views: 1_234, publishedDate: '2026-06-12T12:00:00.000Z' };
    expect(videoSubtitle(video, NOW)).toBe('Beacon Media • 1.2k Views • 3 days ago');
  });

  it("says '1 View' for one view", () => {
    const video = { channelName: 'Beacon Media', views: 1, publishedDate: '2026-06-12T12:00:00.000Z' };
    expect(videoSubtitle(video, NOW)).toBe('Beacon Media • 1 View • 3 days ago');
  });

  it('starts at the views when there is no channel name', () => {
    for (const channelName of ['', '   ']) {
      const video = { channelName, views: 2, publishedDate: '2025-06-15T12:00:00.000Z' };
      expect(videoSubtitle(video, NOW)).toBe('2 Views • 1 year ago');
    }
  });

  it("says 'Unknown date' for a missing date and decodes escaped channel names", () => {
    const video = { channelName: 'Q&amp;A Desk', views: 3_000_000, publishedDate: '' };
    expect(videoSubtitle(video, NOW)).toBe('Q&A Desk • 3M Views • Unknown date');
  });
});

describe('videoTitle', () => {
  it("defaults to 'No Title'", () => {
    expect(videoTitle({ title: '' })).toBe('No Title');
    expect(videoTitle({ title: '   ' })).toBe('No Title');
  });

  it('decodes the HTML entities video platforms put in titles', () => {
    expect(videoTitle({ title: 'Mayor&#39;s Q&amp;A &quot;Live&quot;' })).toBe('Mayor\'s Q&A "Live"');
  });
});
