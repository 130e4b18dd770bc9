import { test, expect, pageIsLive } from '../support/fixtures';
import { ADMIN_ORIGIN, API_URL, EVENTS_URL } from '../support/ports';
import { PUBLIC_PAGES } from '../support/routes';

/** Every public route, and the text its level-one heading starts with in the served HTML. */
const SEEDED_EVENT_TITLE = 'Election Integrity Workshop';

async function publicRoutes(): Promise<{ path: string; heading: RegExp; status?: number }[]> {
  const events = (await (await fetch(`${API_URL}/events`)).json()) as
    { _id: string; title: string }[] | { data: { _id: string; title: string }[] };
  // A seeded event (tests running alongside add events of their own, some with a missing image on purpose).
  const event = (Array.isArray(events) ? events : events.data).find((each) => each.title === SEEDED_EVENT_TITLE);
  if (!event) throw new Error(`the API has no seeded event "${SEEDED_EVENT_TITLE}"`);
  const { videos } = (await (await fetch(`${API_URL}/video-api/videos`)).json()) as { videos: { title: string; videoUrl: string }[] };
  // A video whose catalogue title is plain text, so that it reads the same on the page.
  const video = videos.find((item) => !/[&<]/.test(item.title));
  const videoId = video ? new URL(video.videoUrl).searchParams.get('v') : null;
  if (!video || !videoId) throw new Error('the Video API has no video with a plain title');
  const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return [
    // Every public page of the route manifest at its own path (a heading, where nothing more specific is known).
    ...PUBLIC_PAGES.filter(({ route }) => !route.detail).map(({ path }) => ({ path, heading: HEADINGS[path] ?? /./ })),
    // A page that shows its address's video or event is served rendered for it.
    { path: `/video-reports/video/${videoId}`, heading: exactly(video.title) },
    // A video the catalogue does not have: the not-found page, as a 404.
    { path: '/video-reports/video/dQw4w9WgXcQ', heading: /^Page not found$/, status: 404 },
    { path: `/events/${event._id}`, heading: exactly(event.title) },
  ];
}

/** The heading a page's served HTML starts with, where the test knows it. */
const HEADINGS: Readonly<Record<string, RegExp>> = {
  '/': /Beacon Media/,
  '/video-reports': /Video Reports/,
  '/riverside-hoax': /The Riverside Hoax/,
  '/events': /Join Us at Events/,
};

/** A string only antd's style engine carries: no public page may download it. */
const ANTD_MARKER = 'data-token-hash';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public route serves its heading inside the shell', async ({ page }) => {
    for (const route of await publicRoutes()) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(route.status ?? 200);
      await expect(page.getByRole('banner'), route.path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).first(), route.path).toBeVisible();
      const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      await expect(heading, route.path).toHaveText(route.heading);
    }
  });

  test('the archive and the events are served with their first cards', async ({ page }) => {
    await page.goto('/video-reports');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.goto('/events');
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').first()).toBeVisible();
  });
});

test('every public route hydrates without errors or warnings and downloads no antd code', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  // The browser reports a page served as a 404 on the console; that page's own status is expected, and so is the
  // same answer to the page's own data request (the API's lookup of the unknown id the path names), which may
  // be reported after the next route has been opened.
  let expectedStatus = 200;
  const routes = await publicRoutes();
  const missingIds = routes.filter((route) => route.status === 404).map((route) => route.path.split('/').pop() ?? '');
  const isOwnStatus = (text: string, url: string) =>
    (expectedStatus !== 200 && url === page.url() && text.endsWith(`status of ${expectedStatus} (Not Found)`)) ||
    (missingIds.some((id) => url.endsWith(`/${id}`)) && text.endsWith('status of 404 (Not Found)'));
  page.on('console', (message) => {
    if (isOwnStatus(message.text(), message.location().url)) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  const antdScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(ANTD_MARKER)) antdScripts.push(response.url());
  });

  for (const route of routes) {
    problems.length = 0;
    expectedStatus = route.status ?? 200;
    expect((await page.goto(route.path))?.status(), route.path).toBe(expectedStatus);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), route.path).toHaveText(route.heading);
    // The remote's own page has replaced the served copy (or the host's page hydrated).
    await pageIsLive(page, route.path);
    expect(problems, `console on ${route.path}`).toEqual([]);
  }
  expect(antdScripts).toEqual([]);
});

test('the served HTML preloads the scripts the shell boots with, and each of them is used', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === new URL(baseURL ?? '').origin) requested.push(url.pathname);
  });
  const response = await page.goto('/my-new-family');
  const preloaded = [...((await response?.text()) ?? '').matchAll(/<link rel="preload" as="script" href="(\/[^"]+)">/g)].map(
    (match) => match[1],
  );
  // Booted: the remote's own page has replaced the served copy.
  await pageIsLive(page);
  const bootScripts = requested.filter((file) => !/^\/main\.[0-9a-f]+\.js$/.test(file));
  expect(bootScripts.length).toBeGreaterThan(0);
  expect(new Set(preloaded)).toEqual(new Set(bootScripts));
});

test('the scripts a page starts with ask to be compiled as they download; the admin area’s do not', async ({ page, baseURL, request }) => {
  const response = await page.goto('/election');
  const html = (await response?.text()) ?? '';
  const startup = [
    ...html.matchAll(/<script[^>]* src="([^"]+\.js)"/g),
    ...html.matchAll(/<link (?:rel="preload"|data-after-first-screen) as="script" href="([^"]+)">/g),
  ].map((match) => new URL(match[1] ?? '', baseURL).href);
  // The host's entry, its boot chunks, the remote's container and the page's own chunks.
  expect(startup.length).toBeGreaterThan(5);
  expect(startup.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await pageIsLive(page);
  for (const url of startup) {
    const text = await (await request.get(url)).text();
    expect(text.split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
  }
  const adminEntry = await (await request.get(`${ADMIN_ORIGIN}/remoteEntry.js`)).text();
  expect(adminEntry.length).toBeGreaterThan(1000);
  expect(adminEntry).not.toContain('allFunctionsCalledOnLoad');
});

test('a page whose first screen is a picture gets it before its scripts, then goes live', async ({ page, baseURL }) => {
  const seen: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') seen.push(`image ${request.url()}`);
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(`script ${request.url()}`);
  });
  const response = await page.goto('/events');
  const html = (await response?.text()) ?? '';
  const pictures = [...html.matchAll(/<img src="([^"]+)"[^>]* elementtiming="first-screen"/g)].map((match) => match[1]);
  const held = [...html.matchAll(/<link data-after-first-screen as="script" href="([^"]+)">/g)].map(
    (match) => new URL(match[1] ?? '', baseURL).href,
  );
  expect(pictures.length).toBeGreaterThan(0);
  expect(held.length).toBeGreaterThan(0);
  expect(html).not.toContain('<link rel="preload" as="script"');
  // The list came with the page: it is not also fetched before the page is live.
  expect(html).toContain('id="beacon-page-data"');
  expect(html).not.toContain('as="fetch"');
  await pageIsLive(page);
  for (const script of held) expect(seen).toContain(`script ${script}`);
  const firstScript = seen.findIndex((entry) => held.some((script) => entry === `script ${script}`));
  for (const picture of pictures) {
    const arrived = seen.indexOf(`image ${picture}`);
    expect(arrived, picture).toBeGreaterThanOrEqual(0);
    expect(arrived, picture).toBeLessThan(firstScript);
  }
});

test('a first-screen picture whose host never answers does not keep the page from going live', async ({ page, context }) => {
  // Held, never answered: the page's start-up stops waiting for it.
  await context.route(`${API_URL}/media/**`, () => {});
  await page.goto('/events', { waitUntil: 'domcontentloaded' });
  await pageIsLive(page);
});

test('the opened page boots from the manifest served with the HTML; the next remote page asks for its own', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  const response = await page.goto('/events');
  const served = /<script type="application\/json" id="beacon-manifest" data-url="([^"]+)">/.exec((await response?.text()) ?? '');
  expect(served?.[1]).toBe(`${EVENTS_URL}/mf-manifest.json`);
  await pageIsLive(page);
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  expect(manifests).toEqual([]);
  // The inline copy answers one load only: another remote's page fetches its manifest as before.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Speaking' }).click();
  await expect(page).toHaveURL(/\/speaking$/);
  await expect.poll(() => manifests.length).toBe(1);
  expect(manifests[0]).not.toBe(`${EVENTS_URL}/mf-manifest.json`);
});

test('a remote that is down when the page is served leaves the shell and the fallback', async ({ page, context }) => {
  // The host's server may have the events page; the browser cannot reach the remote.
  await context.route(`${EVENTS_URL}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/events');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 15_000 });
});
