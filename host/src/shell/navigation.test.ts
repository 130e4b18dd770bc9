import { BUILT_IN_INVESTIGATIONS } from '@beacon/shared/schemas';
import { FOOTER_LINKS, hasFooter, INVESTIGATION_LINKS, investigationLinks, isInvestigationPage, NAV_LINKS } from './navigation';
import { BUILT_IN_INVESTIGATION_SLUGS } from './shellData';

describe('where the footer shows', () => {
  it.each(['/video-reports', '/video-reports/', '/video-reports/video/abc', '/video-reports/live', '/speaking', '/events', '/events/'])(
    'on %s',
    (path) => {
      expect(hasFooter(path, 'riverside')).toBe(true);
    },
  );
  it.each(['/', '/events/abc', '/tips', '/video-reportsx', '/admin/speaking', '/speakingtour', '/riverside-hoax'])('not on %s', (path) => {
    expect(hasFooter(path, 'riverside')).toBe(false);
  });

  it('links the privacy notice', () => {
    expect(FOOTER_LINKS).toEqual([{ to: '/privacy', label: 'Privacy' }]);
  });
});

describe('the Media Investigations section', () => {
  it.each(['/election', '/riverside-hoax', '/my-new-family', '/my-new-family/', '/investigations/water-contracts'])('holds %s', (path) => {
    expect(isInvestigationPage(path, 'riverside')).toBe(true);
  });
  it.each(['/', '/events', '/harbour-hoax', '/election/x', '/investigations', '/investigations/a/b'])('not %s', (path) => {
    expect(isInvestigationPage(path, 'riverside')).toBe(false);
  });
});

describe('the menus', () => {
  it('lists the top bar links in their order', () => {
    expect(NAV_LINKS).toEqual([
      { to: '/', label: 'Home' },
      { to: '/video-reports', label: 'Video Reports' },
      { to: '/tips', label: 'Tips' },
      { to: '/events', label: 'Events' },
      { to: '/speaking', label: 'Speaking' },
      { to: '/election', label: 'Election Integrity' },
    ]);
    expect(INVESTIGATION_LINKS).toEqual([{ to: '/my-new-family', label: 'My New Family' }]);
  });

  it('lists the published investigations staff added after the dropdown’s own entries, in their order', () => {
    expect(
      investigationLinks([
        { slug: 'water-contracts', menuLabel: 'Water Contracts' },
        { slug: 'rail', menuLabel: 'Rail Deals' },
      ]),
    ).toEqual([
      { to: '/my-new-family', label: 'My New Family' },
      { to: '/investigations/water-contracts', label: 'Water Contracts' },
      { to: '/investigations/rail', label: 'Rail Deals' },
    ]);
    expect(investigationLinks([])).toEqual(INVESTIGATION_LINKS);
  });

  it('leaves out of the added ones exactly the built-in investigations, which have routes of their own', () => {
    expect(BUILT_IN_INVESTIGATION_SLUGS).toEqual([...BUILT_IN_INVESTIGATIONS]);
  });
});
