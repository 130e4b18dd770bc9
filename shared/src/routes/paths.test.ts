import { paths } from './paths';

describe('the route table', () => {
  it('builds the fixed links from their own patterns', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.videoReports.archive.href()).toBe('/video-reports');
    expect(paths.videoReports.live.href()).toBe('/video-reports/live');
    expect(paths.tips.href()).toBe('/tips');
    expect(paths.events.list.href()).toBe('/events');
    expect(paths.admin.root.href()).toBe('/admin');
    expect(paths.admin.bookings.href()).toBe('/admin/bookings');
  });

  it('links the admin dashboard to the admin area itself, its index', () => {
    expect(paths.admin.dashboard.href()).toBe('/admin');
    expect(paths.admin.dashboard.path).toBe('/admin/dashboard');
  });

  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['a/b', 'a%2Fb'],
    ['what?x=1', 'what%3Fx%3D1'],
    ['top#part', 'top%23part'],
    ['two words', 'two%20words'],
    ['café ☕', 'caf%C3%A9%20%E2%98%95'],
    ['100%', '100%25'],
  ])('keeps the id %j inside one path segment', (id, encoded) => {
    expect(paths.videoReports.video.href(id)).toBe(`/video-reports/video/${encoded}`);
    expect(paths.events.detail.href(id)).toBe(`/events/${encoded}`);
  });

  it('round-trips an encoded id through the URL parser', () => {
    const url = new URL(paths.events.detail.href('a/b?c#d'), 'http://site.test');
    expect(url.pathname.split('/')).toHaveLength(3);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname.split('/')[2] as string)).toBe('a/b?c#d');
  });

  it('names the hoax route after the configured slug', () => {
    expect(paths.hoax.path('riverside')).toBe('/riverside-hoax');
    expect(paths.hoax.href('harbor-town')).toBe('/harbor-town-hoax');
    expect(paths.hoax.href('north side')).toBe('/north%20side-hoax');
  });
});
