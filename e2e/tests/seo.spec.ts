import { isoInZone } from '@beacon/shared/time';
import { test, expect, pageIsLive } from '../support/fixtures';
import { AppServer } from '../support/appServers';
import { API_URL, EVENTS_URL, HOST_URL, extraSitePort } from '../support/ports';
import { PUBLIC_PAGES, TEST_SITE } from '../support/routes';

/** What search engines and link previews read: the served HTML, before any script runs. */
interface ServedHead {
  status: number;
  html: string;
  title: string | null;
  meta: (key: string) => string | null;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
}

const decode = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function served(path: string, origin = HOST_URL): Promise<ServedHead> {
  const response = await fetch(`${origin}${path}`);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string): string | null => {
    const tags = [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].filter((match) => match[1] === key);
    expect(tags.length, `one ${key} tag on ${path}`).toBeLessThanOrEqual(1);
    return tags[0]?.[2] !== undefined ? decode(tags[0][2]) : null;
  };
  return {
    status: response.status,
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '') || null,
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? null,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    ),
  };
}

interface ApiVideo {
  title: string;
  videoUrl: string;
  thumbnail: string;
  publishedDate: string;
  views: number;
  channelName: string;
}
interface ApiEvent {
  _id: string;
  title: string;
  date: string;
  timeZone: string;
  location: string;
  imageUrl: string | null;
}

async function apiJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** Every public page of the route manifest at its own fixed path, with the title it is served with. */
const PUBLIC_ROUTES: [path: string, title: RegExp][] = PUBLIC_PAGES.filter(({ route }) => route.link(TEST_SITE) !== null).map(
  ({ path, route }) => [path, route.app === 'host' ? new RegExp(`^${TEST_SITE.organisationName}$`) : new RegExp(`^${route.title} · `)],
);

test.describe('what search engines and link previews see', () => {
  test('each public route serves its own title, description, canonical URL, Open Graph and Twitter tags', async () => {
    const descriptions = new Set<string>();
    for (const [path, title] of PUBLIC_ROUTES) {
      const head = await served(path);
      expect(head.status, path).toBe(200);
      expect(head.title, path).toMatch(title);
      const description = head.meta('description');
      expect(description, path).toMatch(/\w+ \w+/);
      descriptions.add(description ?? '');
      expect(head.canonical, path).toBe(`${HOST_URL}${path}`);
      expect(head.meta('og:title'), path).toBe(head.title);
      expect(head.meta('og:description'), path).toBe(description);
      expect(head.meta('og:url'), path).toBe(`${HOST_URL}${path}`);
      expect(head.meta('og:type'), path).toBe('website');
      expect(head.meta('twitter:card'), path).toBe('summary');
      expect(head.meta('robots'), path).toBeNull();
    }
    expect(descriptions.size).toBe(PUBLIC_ROUTES.length);
  });

  test('the admin area is not indexed; an unknown path is a 404 page that is not indexed', async () => {
    for (const path of ['/admin', '/admin/bookings']) {
      const head = await served(path);
      expect(head.status, path).toBe(200);
      expect(head.meta('robots'), path).toBe('noindex');
    }
    const missing = await served('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.meta('robots')).toBe('noindex');
    expect(missing.html).toContain('Page not found');
    expect(missing.html).toContain('id="beacon-boot"');
  });

  test("a video's page is named after the video and carries its VideoObject", async () => {
    const { videos } = await apiJson<{ videos: ApiVideo[] }>(`${API_URL}/video-api/videos`);
    const video = videos[0];
    if (!video) throw new Error('no video');
    const id = new URL(video.videoUrl).searchParams.get('v') ?? '';
    const head = await served(`/video-reports/video/${id}`);
    expect(head.title).toBe(`${video.title} · Beacon Media`);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('description')).toContain(video.title);
    expect(head.meta('og:type')).toBe('video.other');
    expect(head.meta('og:image')).toBe(video.thumbnail);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.canonical).toBe(`${HOST_URL}/video-reports/video/${id}`);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: video.title,
        thumbnailUrl: [video.thumbnail],
        uploadDate: video.publishedDate,
        embedUrl: expect.stringMatching(new RegExp(`/${id}$`)) as unknown,
      }),
    ]);

    // A video the catalogue does not have: its page all the same, as a 404 search engines drop.
    const unknown = await served('/video-reports/video/zzzzzzzzzzz');
    expect(unknown.status).toBe(404);
    expect(unknown.meta('robots')).toBe('noindex');
    expect(unknown.title).toBe('Video · Beacon Media');
    expect(unknown.jsonLd).toEqual([]);
    expect(unknown.html).toContain('id="beacon-boot"');
  });

  test("an event's page is named after the event and carries its Event", async () => {
    const [event] = await apiJson<ApiEvent[]>(`${API_URL}/events?status=upcoming`);
    if (!event) throw new Error('no upcoming event');
    const head = await served(`/events/${event._id}`);
    expect(head.title).toBe(`${event.title} · Beacon Media`);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('description')).toMatch(/\w+ \w+/);
    expect(head.meta('og:image')).toBe(event.imageUrl);
    expect(head.canonical).toBe(`${HOST_URL}/events/${event._id}`);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        // The venue's local time with its offset.
        startDate: isoInZone(event.date, event.timeZone),
        location: { '@type': 'Place', name: event.location, address: event.location },
      }),
    ]);
  });

  test('an unknown event is its page all the same, as a 404 that is not indexed', async () => {
    for (const path of ['/events/00000000-0000-4000-8000-000000000000', '/events/not-an-id']) {
      const head = await served(path);
      expect(head.status, path).toBe(404);
      expect(head.meta('robots'), path).toBe('noindex');
      expect(head.title, path).toBe('Event · Beacon Media');
      expect(head.jsonLd, path).toEqual([]);
      expect(head.html, path).toContain('id="beacon-boot"');
    }
  });

  test('an unknown admin section is a 404 that is not indexed', async () => {
    for (const path of ['/admin/no-such-section', '/admin/bookings/7']) {
      const head = await served(path);
      expect(head.status, path).toBe(404);
      expect(head.meta('robots'), path).toBe('noindex');
      expect(head.html, path).toContain('id="beacon-boot"');
    }
  });

  test("a remote's own server answers its pages, and any other path with a 404 that is not indexed", async () => {
    for (const path of ['/events', '/events/00000000-0000-4000-8000-000000000000', '/']) {
      const head = await served(path, EVENTS_URL);
      expect(head.status, path).toBe(200);
      expect(head.meta('robots'), path).toBeNull();
    }
    for (const path of ['/no-such-page', '/tips', '/events/1/2']) {
      const head = await served(path, EVENTS_URL);
      expect(head.status, path).toBe(404);
      expect(head.meta('robots'), path).toBe('noindex');
      expect(head.html, path).toContain('id="beacon-boot"');
    }
  });

  test('robots.txt keeps crawlers out of the admin area and points to the sitemap', async () => {
    const response = await fetch(`${HOST_URL}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${HOST_URL}/sitemap.xml$`, 'm'));
  });

  test('sitemap.xml lists the public routes and every event', async () => {
    const response = await fetch(`${HOST_URL}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const [path] of PUBLIC_ROUTES) expect(locations).toContain(`${HOST_URL}${path}`);
    const events = await apiJson<ApiEvent[]>(`${API_URL}/events`);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(locations).toContain(`${HOST_URL}/events/${event._id}`);
    expect(locations.filter((location) => location?.includes('/admin'))).toEqual([]);
  });
});

test.describe('a page server whose API does not answer', () => {
  // Nothing listens on the API port this deployment is given.
  const host = new AppServer('host', extraSitePort(17), { API_URL: `http://localhost:${extraSitePort(18)}`, MFE_EVENTS_URL: EVENTS_URL });
  test.beforeAll(async () => host.start());
  test.afterAll(async () => host.stop());

  test("still serves every page: a detail page with its route's head, the sitemap with the public routes", async () => {
    const [event] = await apiJson<ApiEvent[]>(`${API_URL}/events`);
    if (!event) throw new Error('no event');
    for (const path of [`/events/${event._id}`, '/video-reports/video/dQw4w9WgXcQ']) {
      const head = await served(path, host.url);
      expect(head.status, path).toBe(200);
      expect(head.title, path).toMatch(/ · Beacon Media$/);
      expect(head.title, path).not.toContain(event.title);
      expect(new URL(head.canonical ?? '/', host.url).pathname, path).toBe(path);
      expect(head.jsonLd, path).toEqual([]);
    }
    const sitemap = await fetch(`${host.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(paths.sort()).toEqual(PUBLIC_ROUTES.map(([path]) => path).sort());
  });
});

test("a remote's own deployment shows a not-found page on a path it has no page for, and opens its page at its root", async ({ page }) => {
  const response = await page.goto(`${EVENTS_URL}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start' }).click();
  await expect(page).toHaveURL(`${EVENTS_URL}/events`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Join Us at Events/);
});

test.describe('the player page in the browser', () => {
  test("a deep link shows the video's title, channel, date and views, names the document and links to YouTube", async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    const { videos } = await apiJson<{ videos: ApiVideo[] }>(`${API_URL}/video-api/videos`);
    const video = videos[1] ?? videos[0];
    if (!video) throw new Error('no video');
    const id = new URL(video.videoUrl).searchParams.get('v') ?? '';
    await page.goto(`/video-reports/video/${id}`);

    const heading = page.getByRole('heading', { level: 1, name: video.title });
    await expect(heading).toBeVisible();
    const details = page.locator('.media-player-meta');
    if (video.channelName) await expect(details).toContainText(video.channelName);
    await expect(details.locator('time')).toHaveAttribute('datetime', video.publishedDate);
    await expect(details).toContainText(`${new Intl.NumberFormat('en-US').format(video.views)} view`);
    await expect(page).toHaveTitle(`${video.title} · Beacon Media`);
    await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${id}`);
    await pageIsLive(page);
    expect(problems).toEqual([]);
  });
});
