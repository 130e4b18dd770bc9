import type { Page } from '@playwright/test';
import { test, expect, holdShellCode, pageIsLive, recordRequests, storeDevSession, watchNetwork } from '../support/fixtures';
import { ADMIN_ORIGIN } from '../support/ports';
import { PUBLIC_PAGES, SAMPLE_VIDEO_ID } from '../support/routes';

/** Text only a page's remote renders, where its title does not show in it. */
const PAGE_TEXT: Readonly<Record<string, RegExp>> = {
  [`/video-reports/video/${SAMPLE_VIDEO_ID}`]: /City Council Budget Hearing/,
  '/video-reports/live': /live/i,
  '/riverside-hoax': /Hoax/i,
  '/speaking': /Book .* Today|Speaking/,
  '/events': /Join Us at Events/,
  '/launch': /We're Building Something Exciting!/,
};

/** The path the page's document was loaded for (its navigation entry), whatever the address shows now. */
const documentServedFor = async (page: Page): Promise<string> =>
  new URL(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name)).pathname;

/** Every public remote page of the route manifest, with something only its remote renders. */
const ROUTES = PUBLIC_PAGES.filter(({ route }) => route.app !== 'host').map(({ path, route }) => ({
  path,
  text: PAGE_TEXT[path] ?? new RegExp(route.title),
}));

test.describe('the shell around every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its remote's page inside the shell`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
      await expect(page.getByRole('main')).toContainText(route.text);
      await expect(page).toHaveTitle(/Beacon Media/);
    });
  }

  test('the home page is the host’s own hero with calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Beacon Media');
    for (const name of ['Video Reports', 'Send a Tip', 'Events', 'Book a Speaker']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    }
    const video = page.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
  });

  test('unknown paths get a 404 page with a link home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('main')).toContainText('Page not found');
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon Media');
  });

  test('deep links, client-side navigation and back/forward', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    await expect(page.getByRole('main')).toContainText('Join Us at Events');
    await pageIsLive(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'Speaking' }).click();
    await expect(page).toHaveURL(/\/speaking$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Election Integrity' }).click();
    await expect(page.getByRole('main')).toContainText('Election Integrity');
    await page.goBack();
    await expect(page).toHaveURL(/\/speaking$/);
    await page.goBack();
    await expect(page.getByRole('main')).toContainText('Join Us at Events');
    await page.goForward();
    await expect(page).toHaveURL(/\/speaking$/);
    // One page load throughout: navigation never reloaded the document.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('a link to the tips page loads it as a page of its own, with its own headers, and Back returns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    await pageIsLive(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const tipsPage = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/tips' && response.request().resourceType() === 'document',
    );
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Tips' }).click();
    const served = await tipsPage;
    expect(served.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('main')).toContainText('Media Tips');
    // A sensitive page never renders inside another page's document (whose remotes may be a canary's).
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    // Back may traverse within the tips document, even while it starts: the events page is loaded as its own.
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('main')).toContainText('Join Us at Events');
    expect(await documentServedFor(page)).toBe('/events');
  });

  test('Back from the tips page after it has loaded but before its scripts started the page still loads the events page as its own', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    await pageIsLive(page);
    // The tips document's timers wait until released: its start-up stands still after the load event, as on a busy phone.
    await page.addInitScript(() => {
      if (location.pathname !== '/tips') return;
      const realSetTimeout = window.setTimeout.bind(window);
      const held: Array<() => void> = [];
      (window as unknown as { releaseTimers: () => void }).releaseTimers = () => {
        window.setTimeout = realSetTimeout as typeof window.setTimeout;
        for (const start of held.splice(0)) start();
      };
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
        held.push(() => realSetTimeout(handler, ms, ...args));
        return 0;
      }) as typeof window.setTimeout;
    });
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Tips' }).click();
    await expect(page.getByRole('main')).toContainText('Media Tips');
    await page.waitForLoadState('load');
    await page.goBack();
    await page.evaluate(() => (window as unknown as { releaseTimers?: () => void }).releaseTimers?.());
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('main')).toContainText('Join Us at Events');
    expect(await documentServedFor(page)).toBe('/events');
  });

  test('the Media Investigations dropdown leads to the teaser', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    await page.getByRole('button', { name: /Media Investigations/ }).click();
    await page.getByRole('banner').getByRole('link', { name: 'My New Family' }).click();
    await expect(page).toHaveURL(/\/my-new-family$/);
  });

  test('a tap on the dropdown before the page is live opens it once it is', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdShellCode(page);
    await page.goto('/events', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: /Media Investigations/ }).click();
    await release();
    await page.getByRole('banner').getByRole('link', { name: 'My New Family' }).click();
    await expect(page).toHaveURL(/\/my-new-family$/);
  });
});

test.describe('top bar', () => {
  const header = (page: import('@playwright/test').Page) => page.locator('header.beacon-top-bar');

  test('is transparent on / and black elsewhere', async ({ page }) => {
    await page.goto('/');
    await expect(header(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.goto('/events');
    await expect(header(page)).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  });

  test('fades out once the page is scrolled 100 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/video-reports');
    await expect(page.getByRole('main')).toContainText('Video Reports');
    await page.evaluate(() => (document.body.style.minHeight = '3000px'));
    await page.evaluate(() => window.scrollTo(0, 99));
    await expect(header(page)).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header(page)).toHaveCSS('opacity', '0');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveCSS('opacity', '1');
  });

  test('shows the links from 900 px and a 240 px drawer below', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/events');
    await expect(page.locator('.beacon-nav-links')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await page.setViewportSize({ width: 899, height: 800 });
    await expect(page.locator('.beacon-nav-links')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('dialog.beacon-drawer');
    await expect(drawer).toBeVisible();
    // Measured once the slide-in animation has settled.
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(240);
    await drawer.getByRole('link', { name: 'My New Family' }).click();
    await expect(page).toHaveURL(/\/my-new-family$/);
    await expect(drawer).toBeHidden();
  });

  test('offers sign-in when signed out and a user button when signed in', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await storeDevSession(page, 'visitor');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account of Vic Visitor/ })).toBeVisible();
  });
});

test.describe('footer', () => {
  // Where the route manifest says the footer shows, and where it does not.
  for (const { path } of PUBLIC_PAGES.filter(({ route }) => route.footer)) {
    test(`shows on ${path}`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Follow Us');
      await expect(footer.getByRole('link', { name: /press@beacon.example/ })).toHaveAttribute('href', 'mailto:press@beacon.example');
      await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Beacon Media`);
    });
  }
  const withoutFooter = PUBLIC_PAGES.filter(({ route }) => !route.footer).map(({ path }) => path);
  for (const path of [...withoutFooter, '/events/00000000-0000-4000-8000-000000000000']) {
    test(`is absent on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }
});

test.describe('what each page downloads', () => {
  for (const path of ['/', '/video-reports', '/events', '/tips', '/launch', '/admin']) {
    test(`${path} downloads react-dom exactly once`, async ({ page }) => {
      const scripts: string[] = [];
      const settled = watchNetwork(page);
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.url());
      });
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      // Read to its end: what a page loads when scrolled to (the home page's widget) counts too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settled();
      // Each script fetched again by its address: the browser may have let go of a body it already ran,
      // which read from the page's response came back empty.
      const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
      // A string only React DOM's client renderer contains.
      expect(bodies.filter((body) => body.includes('__reactContainer$'))).toHaveLength(1);
      // With no Clerk key configured, no Clerk code is downloaded at all.
      expect(bodies.filter((body) => body.includes('clerk.browser.js'))).toHaveLength(0);
    });
  }

  test('opening a page preloads that page only, not the remote’s other pages', async ({ page }) => {
    const requests = recordRequests(page);
    const settled = watchNetwork(page);
    await page.goto('/election');
    await expect(page.getByRole('main')).toContainText('Election Integrity');
    await settled();
    const exposes = requests.map((url) => url.match(/__federation_expose_(\w+)\./)?.[1]).filter(Boolean);
    expect(exposes).toEqual(['ElectionPage']);
  });

  test('public routes never request the admin remote', async ({ page }) => {
    const requests = recordRequests(page);
    const settled = watchNetwork(page);
    for (const path of ['/', '/video-reports', '/events', '/tips', '/speaking', '/election', '/launch']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
    }
    await settled();
    expect(requests.filter((url) => url.startsWith(ADMIN_ORIGIN))).toEqual([]);
  });
});

test.describe('admin gate', () => {
  test('signed out: a sign-in screen, and nothing of the admin remote is fetched', async ({ page }) => {
    const requests = recordRequests(page);
    const settled = watchNetwork(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Development sign-in' })).toBeVisible();
    await settled();
    expect(requests.filter((url) => url.startsWith(ADMIN_ORIGIN))).toEqual([]);
  });

  test('signed in without the admin role: Not Authorized, and nothing fetched', async ({ page }) => {
    await storeDevSession(page, 'visitor');
    const requests = recordRequests(page);
    const settled = watchNetwork(page);
    await page.goto('/admin/bookings');
    await expect(page.getByText('Not Authorized')).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await settled();
    expect(requests.filter((url) => url.startsWith(ADMIN_ORIGIN))).toEqual([]);
  });

  test('an admin gets the admin area with its left menu', async ({ page }) => {
    await storeDevSession(page, 'admin');
    const requests = recordRequests(page);
    await page.goto('/admin');
    await expect(page.getByRole('main')).toContainText('Quick stats and recent activity.');
    expect(requests.some((url) => url === `${ADMIN_ORIGIN}/mf-manifest.json`)).toBe(true);
    const menu = page.getByRole('navigation', { name: 'Admin sections' });
    for (const item of ['Bookings', 'Events', 'Dashboard', 'Users', 'Settings'])
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    await menu.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('main')).toContainText('Invite, search, and manage roles.');
    await menu.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('main')).toContainText('What the site is connected to right now, checked live.');
  });
});
