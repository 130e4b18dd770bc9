import { sitemapPaths } from '@beacon/shared/routes';
import { testConfig } from '@beacon/shared/testing';
import type { Event, Video } from '@beacon/shared/schemas';
import { applyHead, eventHead, investigationHead, robotsTxt, sitemapXml, videoHead } from '@beacon/platform/head';
import { pageHeadOf } from './renderDocument';

const SITE = 'https://beacon.example';
const TEMPLATE =
  '<html><head><meta name="description" content="Generic." />\n<title>Beacon</title></head><body><div id="root"></div></body></html>';
const config = testConfig();
const name = config.site.organisationName;

/** The served document's head, parsed as a browser would. */
function served(url: string, refine?: (head: ReturnType<typeof pageHeadOf>['head']) => ReturnType<typeof pageHeadOf>['head']) {
  const { head, status, detail } = pageHeadOf(url, config);
  const html = applyHead(TEMPLATE, refine ? refine(head) : head, SITE, name);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    status,
    detail,
    doc,
    title: doc.title,
    description: meta('meta[name="description"]'),
    descriptions: doc.querySelectorAll('meta[name="description"]').length,
    robots: meta('meta[name="robots"]'),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    og: (key: string) => meta(`meta[property="og:${key}"]`),
    twitter: (key: string) => meta(`meta[name="twitter:${key}"]`),
    jsonLd: () =>
      JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown> | null,
  };
}

const video: Video = {
  title: 'Council &amp; "budget" <b>now</b>',
  publishedDate: '2026-03-04T10:00:00.000Z',
  thumbnail: 'https://img.example/thumb.jpg',
  videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
  views: 1234,
  channelAvatar: 'https://img.example/avatar.jpg',
  channelName: 'Beacon Channel',
};

const event: Event = {
  _id: '6a0c3f54-1111-4222-8333-444455556666',
  title: 'Town hall',
  description: '<p>Join us <strong>tonight</strong>.</p>',
  date: '2026-12-01T18:00:00.000Z',
  endDate: null,
  timeZone: 'America/Phoenix',
  status: 'scheduled',
  previousDate: null,
  location: 'City Hall',
  category: 'Community',
  createdBy: null,
  isFocused: false,
  isCompleted: false,
  imageUrl: 'https://img.example/event.png',
  imagePublicId: null,
  attendees: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  revision: 0,
};

describe("a served page's head", () => {
  it.each([
    ['/', name, '/'],
    ['/video-reports?category=pride', `Video Reports · ${name}`, '/video-reports'],
    ['/events/', `Events · ${name}`, '/events'],
    ['/Riverside-Hoax', `Hoax Investigation · ${name}`, '/riverside-hoax'],
    ['/tips', `Tips · ${name}`, '/tips'],
  ])('%s has its own title, description, canonical URL and Open Graph tags', (url, title, canonical) => {
    const page = served(url);
    expect(page.status).toBe(200);
    expect(page.title).toBe(title);
    expect(page.descriptions).toBe(1);
    expect(page.description).not.toBe('Generic.');
    expect(page.description).toMatch(/\S{3}/);
    expect(page.canonical).toBe(`${SITE}${canonical}`);
    expect(page.og('title')).toBe(title);
    expect(page.og('description')).toBe(page.description);
    expect(page.og('url')).toBe(`${SITE}${canonical}`);
    expect(page.og('type')).toBe('website');
    expect(page.twitter('card')).toBe('summary');
    expect(page.robots).toBeNull();
  });

  it('differs from route to route', () => {
    const descriptions = ['/', '/video-reports', '/election', '/tips', '/speaking', '/events', '/launch'].map(
      (url) => served(url).description,
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(['/admin', '/admin/bookings'])('%s is not indexed', (url) => {
    const page = served(url);
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex');
  });

  it.each(['/admin/no-such-section', '/admin/bookings/7'])('an unknown admin section %s is a 404 that is not indexed', (url) => {
    const page = served(url);
    expect(page.status).toBe(404);
    expect(page.robots).toBe('noindex');
  });

  it.each(['/events/%E0%A4', '/video-reports/video/%FF'])(
    'a detail page whose id does not decode (%s) is a 404 that is not indexed',
    (url) => {
      const page = served(url);
      expect(page.status).toBe(404);
      expect(page.detail).toBeNull();
      expect(page.robots).toBe('noindex');
    },
  );

  it('an unknown path is a 404 page that is not indexed', () => {
    const page = served('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.robots).toBe('noindex');
    expect(page.title).toBe(`Page not found · ${name}`);
  });

  it("a video's page shows the video: title, description, thumbnail and a VideoObject", () => {
    const page = served('/video-reports/video/abcdefghijk', (head) => videoHead(head, video, 'abcdefghijk', config));
    expect(page.detail).toEqual({ kind: 'video', id: 'abcdefghijk' });
    expect(page.title).toBe(`Council & "budget" now · ${name}`);
    expect(page.og('title')).toBe(`Council & "budget" now · ${name}`);
    expect(page.description).toBe('Council & "budget" now: a video report by Beacon Channel, published March 4, 2026.');
    expect(page.og('type')).toBe('video.other');
    expect(page.og('image')).toBe(video.thumbnail);
    expect(page.twitter('card')).toBe('summary_large_image');
    expect(page.canonical).toBe(`${SITE}/video-reports/video/abcdefghijk`);
    expect(page.doc.querySelector('b')).toBeNull();
    expect(page.jsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Council & "budget" now',
      thumbnailUrl: [video.thumbnail],
      uploadDate: video.publishedDate,
      embedUrl: `${config.videoEmbedUrl}/abcdefghijk`,
      interactionStatistic: { userInteractionCount: 1234 },
    });
  });

  it("a video's page keeps the generic head when the API did not know the video", () => {
    const page = served('/video-reports/video/abcdefghijk');
    expect(page.title).toBe(`Video · ${name}`);
    expect(page.description).toBe(`A video report from ${name}.`);
    expect(page.jsonLd()).toBeNull();
  });

  it("an event's page shows the event: title, plain-text description, image and an Event", () => {
    const page = served(`/events/${event._id}/`, (head) => eventHead(head, event, SITE, name));
    expect(page.detail).toEqual({ kind: 'event', id: event._id });
    expect(page.canonical).toBe(`${SITE}/events/${event._id}`);
    expect(page.title).toBe(`Town hall · ${name}`);
    expect(page.description).toBe('Join us tonight.');
    expect(page.og('image')).toBe(event.imageUrl);
    expect(page.jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Town hall',
      // 18:00 UTC is 11 AM at the venue in Phoenix (UTC−7).
      startDate: '2026-12-01T11:00:00-07:00',
      endDate: '2026-12-01T13:00:00-07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'City Hall', address: 'City Hall' },
      image: [event.imageUrl],
      description: 'Join us tonight.',
      url: `${SITE}/events/${event._id}`,
      organizer: { '@type': 'Organization', name, url: SITE },
    });
  });

  it("an event's JSON-LD carries its status, and a moved event's former start", () => {
    const jsonLd = (changes: Partial<Event>) =>
      served(`/events/${event._id}`, (head) => eventHead(head, { ...event, ...changes }, SITE, name)).jsonLd();
    expect(jsonLd({ status: 'cancelled' })).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    expect(jsonLd({ status: 'cancelled' })).not.toHaveProperty('previousStartDate');
    expect(jsonLd({ status: 'postponed' })).toMatchObject({ eventStatus: 'https://schema.org/EventPostponed' });
    expect(jsonLd({ status: 'postponed' })).not.toHaveProperty('previousStartDate');
    expect(jsonLd({ status: 'postponed', previousDate: '2026-11-20T18:00:00.000Z' })).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2026-12-01T11:00:00-07:00',
      previousStartDate: '2026-11-20T11:00:00-07:00',
    });
  });

  it("an event's dates are the venue's, daylight saving included, and the description without one names the venue's day", () => {
    // 03:30 UTC on July 4 is 11:30 PM on July 3 in New York (EDT, UTC−4).
    const page = served(`/events/${event._id}`, (head) =>
      eventHead(head, { ...event, description: null, date: '2026-07-04T03:30:00.000Z', timeZone: 'America/New_York' }, SITE, name),
    );
    expect(page.jsonLd()).toMatchObject({ startDate: '2026-07-03T23:30:00-04:00', endDate: '2026-07-04T01:30:00-04:00' });
    expect(page.description).toBe('Town hall, Friday, July 3, 2026, City Hall.');
  });

  it("a published investigation's page shows it: label, intro, uploaded poster and an Article", () => {
    const body = {
      menuLabel: 'Water',
      label: 'Water Contracts',
      title: 'Who signed the {hoaxName} water contracts?',
      intro: `What ${'{organisationName}'} found in <two> years of records.`,
      hero: { webm: null, mp4: null, poster: 'https://img.example/water.webp' },
      exhibitsHeading: 'The Exhibits',
      exhibits: [],
      actionsHeading: 'What Can I Do?',
      actionsIntro: '',
      actions: [],
    };
    const page = served('/investigations/water-contracts', (head) =>
      investigationHead(head, { body, publishedAt: '2026-11-20T10:00:00.000Z' }, SITE, config.site),
    );
    expect(page.status).toBe(200);
    expect(page.detail).toEqual({ kind: 'investigation', id: 'water-contracts' });
    expect(page.title).toBe(`Water Contracts · ${name}`);
    expect(page.description).toBe(`What ${name} found in <two> years of records.`);
    expect(page.og('image')).toBe('https://img.example/water.webp');
    expect(page.og('type')).toBe('article');
    expect(page.canonical).toBe(`${SITE}/investigations/water-contracts`);
    expect(page.robots).toBeNull();
    expect(page.jsonLd()).toMatchObject({
      '@type': 'Article',
      headline: `Who signed the ${config.site.hoaxName} water contracts?`,
      image: ['https://img.example/water.webp'],
      datePublished: '2026-11-20T10:00:00.000Z',
      url: `${SITE}/investigations/water-contracts`,
    });
    const bundled = served('/investigations/water-contracts', (head) =>
      investigationHead(
        head,
        { body: { ...body, hero: { ...body.hero, poster: 'bundled:hoax-hero-poster.webp' } }, publishedAt: null },
        SITE,
        config.site,
      ),
    );
    expect(bundled.og('image')).toBeNull();
    expect(bundled.twitter('card')).toBe('summary');
  });

  it('an investigation’s page before the API is asked is the route’s generic one, its canonical address its own', () => {
    const page = served('/Investigations/Water-Contracts/');
    expect(page.detail).toEqual({ kind: 'investigation', id: 'Water-Contracts' });
    expect(page.canonical).toBe(`${SITE}/investigations/Water-Contracts`);
    expect(page.title).toBe(`Investigation · ${name}`);
  });

  it('JSON-LD text cannot close its script element', () => {
    const page = served(`/events/${event._id}`, (head) => eventHead(head, { ...event, title: '</script><b>x' }, SITE, name));
    expect(page.doc.querySelectorAll('b')).toHaveLength(0);
    expect(page.jsonLd()).toMatchObject({ name: '</script><b>x' });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows everything but the admin area and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('the sitemap lists the public pages, every published investigation staff added, every event and every video', () => {
    const investigations = [
      { slug: 'election', publishedAt: '2026-11-01T00:00:00.000Z' },
      { slug: 'hoax', publishedAt: '2026-11-01T00:00:00.000Z' },
      { slug: 'water-contracts', publishedAt: '2026-11-20T10:00:00.000Z' },
    ];
    const doc = new DOMParser().parseFromString(sitemapXml(SITE, config.site, [event], [video], investigations), 'application/xml');
    const locations = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    // The route manifest's sitemap pages (its own test lists them, the built-in investigations among
    // them), then every investigation staff added, every event and every video.
    expect(locations).toEqual([
      ...sitemapPaths(config.site).map((path) => `${SITE}${path}`),
      `${SITE}/investigations/water-contracts`,
      `${SITE}/events/${event._id}`,
      `${SITE}/video-reports/video/abcdefghijk`,
    ]);
    expect(locations).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/events`, `${SITE}/${config.site.hoaxSlug}-hoax`]));
    expect(locations.some((loc) => loc?.includes('/admin'))).toBe(false);
  });
});
