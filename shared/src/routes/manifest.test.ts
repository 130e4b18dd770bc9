import { contentPagePath, publishedContentPath } from '../api/content';
import { exposesOfApp, paths, privatePrefixes, REMOTE_NAMES, routeAt, ROUTES, sitemapPaths, standaloneRoutes } from './manifest';

describe('the route links', () => {
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

describe('the route manifest', () => {
  const site = { hoaxSlug: 'harbour' };

  it('declares every page once, in order, each with its pattern', () => {
    expect(ROUTES.map((route) => route.pattern(site))).toEqual([
      '/',
      '/video-reports',
      '/video-reports/video/:id',
      '/video-reports/live',
      '/election',
      '/harbour-hoax',
      '/my-new-family',
      '/investigations/:id',
      '/tips',
      '/speaking',
      '/events',
      '/events/:id',
      '/launch',
      '/admin/*',
      '/privacy',
    ]);
    expect(new Set(ROUTES.map((route) => route.key)).size).toBe(ROUTES.length);
  });

  it('gives every remote page an exposed module of its app, and only the home page to the host', () => {
    for (const route of ROUTES) expect(route.app === 'host').toBe(route.expose === null);
    expect(exposesOfApp('mfe_engage')).toEqual(['./TipsPage', './SpeakingPage', './PrivacyPage']);
    expect(exposesOfApp('mfe_media')).toEqual([
      './ArchivePage',
      './PlayerPage',
      './ElectionPage',
      './HoaxPage',
      './TeaserPage',
      './InvestigationPage',
      './LatestVideos',
    ]);
    for (const app of REMOTE_NAMES) expect(exposesOfApp(app).length).toBeGreaterThan(0);
  });

  it('finds the page a path shows, case- and trailing-slash-insensitively', () => {
    expect(routeAt('/Tips/', site)?.key).toBe('tips');
    expect(routeAt('/events/42', site)?.key).toBe('events.detail');
    expect(routeAt('/harbour-hoax', site)?.key).toBe('hoax');
    expect(routeAt('/admin/users', site)?.key).toBe('admin.root');
    expect(routeAt('/investigations/water-contracts', site)?.key).toBe('investigations');
    expect(routeAt('/investigations', site)).toBeUndefined();
    expect(routeAt('/nope', site)).toBeUndefined();
  });

  it('serves a published investigation at /investigations/<slug>, as a public detail page of the section', () => {
    const route = paths.investigations;
    expect(route.href('water-contracts')).toBe('/investigations/water-contracts');
    expect(route.href('a/b')).toBe('/investigations/a%2Fb');
    expect(contentPagePath('investigation', 'water-contracts', 'riverside')).toBe('/investigations/water-contracts');
    expect(route).toMatchObject({ app: 'mfe_media', expose: './InvestigationPage', public: true, sitemap: false, detail: 'investigation' });
    expect(ROUTES.filter((item) => item.investigation).map((item) => item.key)).toEqual([
      'election',
      'hoax',
      'myNewFamily',
      'investigations',
    ]);
  });

  it('starts the built-in content pages with their published record from the API', () => {
    const config = { apiUrl: 'https://api.example.org/', videoApiUrl: 'https://videos.example.org' };
    expect(paths.election.data?.(config)).toBe('https://api.example.org/content/investigation/election');
    expect(paths.hoax.data?.(config)).toBe('https://api.example.org/content/investigation/hoax');
    expect(paths.myNewFamily.data?.(config)).toBe('https://api.example.org/content/teaser/my-new-family');
    // The same requests the API client makes.
    expect(paths.election.data?.(config)).toBe(`https://api.example.org${publishedContentPath('investigation', 'election')}`);
    expect(paths.hoax.data?.(config)).toBe(`https://api.example.org${publishedContentPath('investigation', 'hoax')}`);
    expect(paths.myNewFamily.data?.(config)).toBe(`https://api.example.org${publishedContentPath('teaser', 'my-new-family')}`);
    // Each built-in page's route is the one the content records link.
    expect(contentPagePath('investigation', 'election', 'harbour')).toBe('/election');
    expect(contentPagePath('investigation', 'hoax', 'harbour')).toBe('/harbour-hoax');
    expect(contentPagePath('teaser', 'my-new-family', 'harbour')).toBe('/my-new-family');
    expect(contentPagePath('speaking', 'speaking', 'harbour')).toBe('/speaking');
    expect(contentPagePath('home', 'home', 'harbour')).toBe('/');
  });

  it('starts the launch page with its words, the published record landing/landing', () => {
    const config = { apiUrl: 'https://api.example.org/', videoApiUrl: 'https://videos.example.org' };
    expect(paths.launch.data?.(config)).toBe(`https://api.example.org${publishedContentPath('landing', 'landing')}`);
    expect(contentPagePath('landing', 'landing', 'harbour')).toBe('/launch');
  });

  it('marks the tips page, and only it, sensitive', () => {
    expect(ROUTES.filter((route) => route.sensitive).map((route) => route.key)).toEqual(['tips']);
  });

  it('lists the public pages without parameters in the sitemap and keeps the admin area from crawlers', () => {
    expect(sitemapPaths(site)).toEqual([
      '/',
      '/video-reports',
      '/video-reports/live',
      '/election',
      '/harbour-hoax',
      '/my-new-family',
      '/tips',
      '/speaking',
      '/events',
      '/launch',
      '/privacy',
    ]);
    expect(privatePrefixes()).toEqual(['/admin']);
    expect(sitemapPaths({ hoaxSlug: 'north side' })).toContain('/north%20side-hoax');
    for (const route of ROUTES.filter((route) => route.sitemap)) expect(route.link(site)).not.toBeNull();
    for (const route of ROUTES.filter((route) => !route.public)) expect(route.fixed).not.toBeNull();
    for (const route of ROUTES.filter((route) => route.sitemap)) expect(route.public).toBe(true);
  });

  it("routes each remote's own pages for its standalone build", () => {
    expect(standaloneRoutes('mfe_events', site)).toEqual([
      { path: '/events', expose: './EventsPage', gated: false },
      { path: '/events/:id', expose: './EventDetailPage', gated: false },
    ]);
    expect(standaloneRoutes('mfe_media', site)).toContainEqual({ path: '/harbour-hoax', expose: './HoaxPage', gated: false });
    expect(standaloneRoutes('mfe_admin', site)).toEqual([{ path: '/admin/*', expose: './AdminApp', gated: true }]);
  });

  it("names each page's description after the organisation", () => {
    const content = { ...site, organisationName: 'Harbour News', founderName: 'Sam Lee' };
    for (const route of ROUTES) expect(route.description(content)).toContain('Harbour News');
    expect(paths.speaking.description(content)).toContain('Sam Lee');
  });
});
