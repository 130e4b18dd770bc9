import { ROUTES } from '@beacon/shared/routes';
import { matchesPattern, remoteRoutes, routeAnswers, routeForPath } from './routeTable';

describe('the route table', () => {
  const routes = remoteRoutes({ hoaxSlug: 'harbour', organisationName: 'Harbour News', founderName: 'Sam Lee' });

  it("has every remote page of the route manifest, in the manifest's order", () => {
    const site = { hoaxSlug: 'harbour' };
    expect(routes.map((route) => route.path)).toEqual(ROUTES.filter((route) => route.expose !== null).map((route) => route.pattern(site)));
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/events/:id', '/harbour-hoax', '/admin/*']));
    expect(routes.filter((route) => route.gated).map((route) => route.remote)).toEqual(['mfe_admin']);
    expect(routes.filter((route) => route.sensitive).map((route) => route.path)).toEqual(['/tips']);
    expect(routes.find((route) => route.path === '/speaking')?.description).toBe('Book Sam Lee of Harbour News to speak at your event.');
  });

  it.each([
    ['/events/42', '/events/:id', './EventDetailPage'],
    ['/events', '/events', './EventsPage'],
    ['/video-reports/live', '/video-reports/live', './PlayerPage'],
    ['/video-reports/video/abcdefghijk', '/video-reports/video/:id', './PlayerPage'],
    ['/admin/bookings/7', '/admin/*', './AdminApp'],
    ['/admin', '/admin/*', './AdminApp'],
    ['/Harbour-Hoax', '/harbour-hoax', './HoaxPage'],
  ])('finds the page for %s', (pathname, path, expose) => {
    expect(routeForPath(routes, pathname)).toMatchObject({ path, expose });
  });

  it.each(['/', '/event', '/events/42/extra', '/video-reports/video', '/riverside-hoax'])('finds no remote page for %s', (pathname) => {
    expect(routeForPath(routes, pathname)).toBeUndefined();
  });

  it('matches trailing slashes like the router does', () => {
    expect(matchesPattern('/events', '/events/')).toBe(true);
    expect(matchesPattern('/events/:id', '/events//')).toBe(false);
  });

  it.each(['/admin', '/admin/', '/admin/bookings', '/admin/Events', '/admin/dashboard', '/admin/users/', '/admin/settings'])(
    'the admin area answers its section %s',
    (pathname) => {
      const route = routeForPath(routes, pathname);
      expect(route && routeAnswers(route, pathname)).toBe(true);
    },
  );

  it.each(['/admin/no-such-section', '/admin/bookings/7', '/admin/root', '/admin/*'])('the admin area has no page %s', (pathname) => {
    const route = routeForPath(routes, pathname);
    expect(route?.path).toBe('/admin/*');
    expect(route && routeAnswers(route, pathname)).toBe(false);
  });

  it('every other route answers whatever it matched', () => {
    for (const pathname of ['/events/42', '/video-reports/video/anything', '/tips/']) {
      const route = routeForPath(routes, pathname);
      expect(route && routeAnswers(route, pathname)).toBe(true);
    }
  });
});
