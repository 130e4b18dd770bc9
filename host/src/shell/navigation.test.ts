import { hasFooter } from './navigation';

describe('where the footer shows', () => {
  it.each(['/video-reports', '/video-reports/', '/video-reports/video/abc', '/video-reports/live', '/speaking', '/events', '/events/'])(
    'on %s',
    (path) => {
      expect(hasFooter(path)).toBe(true);
    },
  );
  it.each(['/', '/events/abc', '/tips', '/video-reportsx', '/admin/speaking', '/speakingtour'])('not on %s', (path) => {
    expect(hasFooter(path)).toBe(false);
  });
});
