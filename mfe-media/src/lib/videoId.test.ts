import { isVideoId, videoIdFromUrl } from './videoId';

describe('videoIdFromUrl', () => {
  it("takes the id from the URL's v parameter", () => {
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdFromUrl('https://www.youtube.com/watch?feature=share&v=a_b-C1d2E3f&t=42')).toBe('a_b-C1d2E3f');
  });

  it('returns null when there is no v parameter or it is not an 11-character id', () => {
    expect(videoIdFromUrl('https://www.youtube.com/watch')).toBeNull();
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=')).toBeNull();
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQX')).toBeNull();
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=dQw4w9WgX%3CQ')).toBeNull();
  });

  it('returns null for missing or malformed URLs', () => {
    expect(videoIdFromUrl(undefined)).toBeNull();
    expect(videoIdFromUrl(null)).toBeNull();
    expect(videoIdFromUrl('')).toBeNull();
    expect(videoIdFromUrl('watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});

describe('isVideoId', () => {
  it('accepts exactly 11 characters of letters, digits, - and _', () => {
    expect(isVideoId('dQw4w9WgXcQ')).toBe(true);
    expect(isVideoId('-_-_-_-_-_-')).toBe(true);
    expect(isVideoId('dQw4w9WgXc')).toBe(false);
    expect(isVideoId('dQw4w9WgXc!')).toBe(false);
    expect(isVideoId(undefined)).toBe(false);
  });
});
