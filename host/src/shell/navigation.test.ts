import { hasFooter, isInvestigationPage } from './navigation';

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

describe('the Media Investigations section', () => {
  it.each(['/election', '/riverside-hoax', '/my-new-family', '/my-new-family/'])('holds %s', (path) => {
    expect(isInvestigationPage(path, 'riverside')).toBe(true);
  });
  it.each(['/', '/events', '/harbour-hoax', '/election/x'])('not %s', (path) => {
    expect(isInvestigationPage(path, 'riverside')).toBe(false);
  });
});
