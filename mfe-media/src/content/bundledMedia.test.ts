import { mediaUrl } from './bundledMedia';
import electionPoster from './assets/election-hero-poster.webp';
import watchImage from './assets/action-watch.svg';

describe('mediaUrl', () => {
  it('maps a bundled file name to this build’s file', () => {
    expect(mediaUrl('bundled:action-watch.svg')).toBe(watchImage);
    expect(mediaUrl('bundled:election-hero-poster.webp')).toBe(electionPoster);
  });

  it('uses an uploaded http(s) URL as it is', () => {
    expect(mediaUrl('https://media.example/poster.webp')).toBe('https://media.example/poster.webp');
    expect(mediaUrl('http://localhost:4000/media/a.svg')).toBe('http://localhost:4000/media/a.svg');
  });

  it('gives nothing for a bundled name this build does not have, an inherited name, another scheme or no value', () => {
    expect(mediaUrl('bundled:missing.svg')).toBeNull();
    expect(mediaUrl('bundled:toString')).toBeNull();
    expect(mediaUrl('javascript:alert(1)')).toBeNull();
    expect(mediaUrl(null)).toBeNull();
  });
});
