import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANDING_BODY } from '@beacon/shared/content-seed';
import { test, expect, pageIsLive } from '../support/fixtures';
import { expectAccessible, keepRealTimersForAxe } from '../support/accessibility';
import { recordAdmin } from '../support/contentAdmin';
import { withScriptsBlocked } from '../support/noScripts';
import { AppServer } from '../support/appServers';
import { API_URL, E2E_PORTS } from '../support/ports';

/** The standalone deployment of mfe-landing: its own server, at its own root. */
const LANDING_PORT = E2E_PORTS.LANDING_PORT ?? 3105;
const LANDING_URL = `http://localhost:${LANDING_PORT}`;
const HEADING = "We're Building Something Exciting!";
/** A publication reaches the served page within this (the page servers keep an answer 3 s at most); a navigation also fits in it. */
const PUBLISHED_WITHIN_MS = 5_000;
const DIST = path.resolve(__dirname, '../../mfe-landing/dist');
/** The sample donation link of the default runtime config (the browser tests set no DONATION_URL). */
const DONATION_URL = 'https://www.paypal.com/donate/?hosted_button_id=BEACONMEDIA';

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.org`;

test.describe('the standalone pre-launch page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the served HTML already holds the name card, the heading, the form and the sponsor link', async ({ page }) => {
      await page.goto(LANDING_URL);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
      await expect(page.getByText('Beacon Media', { exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Become a Sponsor/ })).toHaveAttribute('href', DONATION_URL);
      // No script to wait for: the sponsor button pulses from the start.
      await expect(page.getByRole('link', { name: /Become a Sponsor/ })).toHaveCSS('animation-name', 'landing-pulse');
      await expect(page).toHaveTitle('Coming Soon · Beacon Media');
    });

    test('Pause motion stops the pulse without a script', async ({ page }) => {
      await page.goto(LANDING_URL);
      const sponsor = page.getByRole('link', { name: /Become a Sponsor/ });
      await expect(sponsor).toHaveCSS('animation-name', 'landing-pulse');
      await page.getByRole('checkbox', { name: 'Pause motion' }).check();
      await expect(sponsor).toHaveCSS('animation-name', 'none');
    });
  });

  test('Pause motion, from the keyboard, stops the video and the pulse; cleared, both move again', async ({ page }) => {
    for (const width of [412, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(LANDING_URL);
      const video = page.locator('video');
      const sponsor = page.getByRole('link', { name: /Become a Sponsor/ });
      const box = page.getByRole('checkbox', { name: 'Pause motion' });
      await expect(video).toHaveJSProperty('paused', false);
      await expect(sponsor).toHaveCSS('animation-name', 'landing-pulse');
      // The page's first control, on a phone above the name card, on a laptop in the corner beside it.
      await page.keyboard.press('Tab');
      await expect(box).toBeFocused();
      const [control, card] = await Promise.all([
        page.locator('.landing-motion').boundingBox(),
        page.locator('.landing-card').first().boundingBox(),
      ]);
      const overlaps =
        !!control &&
        !!card &&
        control.x < card.x + card.width &&
        card.x < control.x + control.width &&
        control.y < card.y + card.height &&
        card.y < control.y + control.height;
      expect(overlaps, `${width} px: ${JSON.stringify({ control, card })}`).toBe(false);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await expect(video).toHaveJSProperty('paused', true);
      await expect(sponsor).toHaveCSS('animation-name', 'none');
      await page.keyboard.press('Space');
      await expect(video).toHaveJSProperty('paused', false);
      await expect(sponsor).toHaveCSS('animation-name', 'landing-pulse');
    }
  });

  test('runs alone: no shell, no federation runtime, no UI kit, and hydrates without a warning', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && messages.push(message.text()));
    page.on('pageerror', (error) => messages.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(LANDING_URL);
    // Hydrated and settled: the background video has started.
    await expect(page.locator('video')).toHaveJSProperty('paused', false);
    await page.waitForLoadState('load');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/standalone\.[0-9a-f]{10}\.js$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(messages).toEqual([]);
  });

  test('a deployment with another name, donation link and API than the build: corrected on hydration, then its API’s words', async ({
    page,
  }) => {
    // An API address of this deployment alone (nothing listens there: the test answers for it).
    const deploymentApi = `http://localhost:${LANDING_PORT + 42}`;
    const server = new AppServer('mfe-landing', LANDING_PORT + 41, {
      ORG_NAME: 'Harbour Light News',
      DONATION_URL: `${LANDING_URL}/give`,
      API_URL: deploymentApi,
    });
    await server.start();
    try {
      const messages: string[] = [];
      page.on('console', (message) => ['error', 'warning'].includes(message.type()) && messages.push(message.text()));
      page.on('pageerror', (error) => messages.push(error.message));
      const record = { kind: 'landing', slug: 'landing', revision: 2, preview: false, publishedAt: new Date().toISOString() };
      await page.route(`${deploymentApi}/content/landing/landing`, (route) =>
        route.fulfill({
          headers: { 'Access-Control-Allow-Origin': server.url },
          json: { ...record, body: { ...LANDING_BODY, heading: 'Harbour Light Opens Soon', pageTitle: 'Opening Soon' } },
        }),
      );
      await page.goto(server.url);
      await expect(page.getByText('Harbour Light News', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /Become a Sponsor/ })).toHaveAttribute('href', `${LANDING_URL}/give`);
      // The published words, from the API the deployment names (not the build's).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Light Opens Soon');
      await expect(page).toHaveTitle('Opening Soon · Harbour Light News');
      expect(messages).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test('a new address signs up, and the same address is then told it is already subscribed', async ({ page }) => {
    const email = uniqueEmail('new');
    // The page's clock stands still after loading, so each message stays while axe audits it.
    await keepRealTimersForAxe(page);
    await page.clock.install();
    await page.goto(LANDING_URL);
    await page.clock.pauseAt(Date.now() + 1000);
    const field = page.getByRole('textbox', { name: 'Email address' });
    const status = page.getByRole('status');
    await expectAccessible(page, 'the idle state');

    await field.fill(email);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(status).toHaveText('Thank you for joining our newsletter.');
    await expect(status.locator('span')).toHaveCSS('color', 'rgb(50, 205, 50)');
    await expect(field).toHaveValue('');
    await expectAccessible(page, 'the success state');
    await expect(status).toHaveText('Thank you for joining our newsletter.');
    await page.clock.runFor(3000);
    await expect(status).toBeEmpty();

    await field.fill(email);
    await field.press('Enter');
    await expect(status).toHaveText('You are already subscribed.');
    await expect(status.locator('span')).toHaveCSS('color', 'rgb(255, 107, 107)');
    await expectAccessible(page, 'the error state');
    await expect(status).toHaveText('You are already subscribed.');
  });

  test('with the API down the page keeps its seeded words and the visitor is asked to try again', async ({ page }) => {
    await page.route(`${API_URL}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(LANDING_URL);
    await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('down'));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status')).toHaveText('Failed to subscribe. Please try again.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  });

  test('a flood from one address is answered with how long to wait', async ({ page }) => {
    await page.route(`${API_URL}/subscribers/**`, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30', 'Access-Control-Allow-Origin': LANDING_URL, 'Access-Control-Expose-Headers': 'Retry-After' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 30 seconds' }),
      }),
    );
    await page.goto(LANDING_URL);
    await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('flood'));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status')).toHaveText('Too many sign-up attempts. Please wait 30 seconds and try again.');
  });

  test('the sponsor link opens the configured donation page in a new tab', async ({ page }) => {
    await page.goto(LANDING_URL);
    const sponsor = page.getByRole('link', { name: 'Become a Sponsor (opens in a new tab)' });
    await expect(sponsor).toHaveAttribute('href', DONATION_URL);
    await expect(sponsor).toHaveAttribute('target', '_blank');
    await expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(sponsor).toHaveCSS('animation-name', 'landing-pulse');
    await expect(sponsor).toHaveCSS('animation-duration', '2s');
    await expect(sponsor).toHaveCSS('animation-iteration-count', 'infinite');
  });

  test('with reduced motion the sponsor button does not pulse and the video stays still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(LANDING_URL);
    const sponsor = page.getByRole('link', { name: /Become a Sponsor/ });
    // Once the page has settled, when motion would start.
    await expect(sponsor).toHaveClass(/landing-pulse/);
    await expect(sponsor).toHaveCSS('animation-name', 'none');
    await expect(page.locator('video')).toHaveJSProperty('paused', true);
    await expect(page.locator('video')).not.toHaveAttribute('autoplay');
    // Nothing moves, so there is nothing to pause.
    await expect(page.getByRole('checkbox', { name: 'Pause motion' })).toBeHidden();
  });

  test('reads well from 320 px to 2560 px: nothing overflows sideways and the email field is at least 180 px wide', async ({ page }) => {
    for (const width of [320, 768, 1440, 2560]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(LANDING_URL);
      // Words for screen readers alone (the field's label, "opens in a new tab") are not shown, without the site's kit too.
      // Their layout box, not their box on screen: the sponsor button around the second pulses (scales) once settled.
      for (const words of [page.getByText('Email address', { exact: true }), page.getByText('(opens in a new tab)')]) {
        const box = await words.evaluate((element: HTMLElement) => ({ width: element.offsetWidth, height: element.offsetHeight }));
        expect(box.width <= 1 && box.height <= 1, `${width} px: ${JSON.stringify(box)}`).toBe(true);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      const field = await page.getByRole('textbox', { name: 'Email address' }).boundingBox();
      expect(field?.width ?? 0).toBeGreaterThanOrEqual(180);
      const section = await page.locator('.landing').boundingBox();
      expect(section?.height ?? 0).toBeGreaterThanOrEqual(900);
    }
  });

  test('no mailing-list service key in the built files or the served HTML', async ({ request }) => {
    // The standalone build served with a MailerLite key in its environment, as a careless deployment
    // might: the key is the API's alone, so neither the page nor any built file may carry it.
    const secret = `ml-e2e-${Date.now()}-secret`;
    const server = new AppServer('mfe-landing', LANDING_PORT + 40, { MAILERLITE_API_KEY: secret });
    await server.start();
    try {
      const served = await (await request.get(server.url)).text();
      expect(served).toContain(HEADING.replace("'", '&#x27;'));
      const files = fs.readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|html|json)$/.test(file));
      expect(files.length).toBeGreaterThan(0);
      for (const text of [served, ...files.map((file) => fs.readFileSync(path.join(DIST, file), 'utf8'))]) {
        expect(text).not.toContain(secret);
        expect(text).not.toMatch(/mailerlite/i);
      }
    } finally {
      await server.stop();
    }
  });
});

test.describe('the pre-launch page inside the host', () => {
  test('/launch renders the same page within the shell', async ({ page }) => {
    await page.goto('/launch');
    await expect(page.getByRole('banner')).toBeVisible();
    const main = page.getByRole('main');
    // (Starts with: the test of published words below adds to the heading for a few seconds.)
    await expect(main.getByRole('heading', { level: 1 })).toContainText(HEADING);
    await expect(main.getByText('TRUTH')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Join Our Mailing List' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Become a Sponsor/ })).toHaveAttribute('href', DONATION_URL);
    await expect(page).toHaveTitle('Coming Soon · Beacon Media');

    // Signing up once the page is live: this test is about the page inside the shell, not typing before it is live.
    await pageIsLive(page);
    await main.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('host'));
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(main.getByRole('status')).toHaveText('Thank you for joining our newsletter.');
    await expectAccessible(page, 'the success state in the host');
  });

  test('/launch fits a 1366×900 screen below the top bar: no vertical scroll, the sponsor button above the fold', async ({ page }) => {
    // Without the pulse, which scales the button: its box at rest is what must fit.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/launch');
    const sponsor = page.getByRole('main').getByRole('link', { name: /Become a Sponsor/ });
    await expect(sponsor).toBeVisible();
    const scroll = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
    // What is below the fold, should there be anything: each of the body's tallest boxes.
    const layout = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .map((element) => ({
          element: `${element.tagName.toLowerCase()}.${element.className}`,
          bottom: Math.round(element.getBoundingClientRect().bottom),
        }))
        .filter((box) => box.bottom > 900)
        .slice(0, 8),
    );
    expect(scroll, JSON.stringify(layout)).toBeLessThanOrEqual(0);
    const box = await sponsor.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
  });
});

test.describe('the launch page’s words, published in admin', () => {
  test('a preview link shows the draft; a published heading is in the served /launch within 5 s; the seed restored', async ({
    page,
    browser,
  }) => {
    // Starts with the seeded heading, so the other tests' checks of it (a pattern or its start) still hold meanwhile.
    const heading = `${HEADING} Opening ${randomBytes(3).toString('hex')}`;
    const admin = recordAdmin('Launch Editor', 'landing', 'landing');
    /** The heading of /launch as served (scripts blocked), once it reads `text` (within `timeout` ms of asking). */
    const servedHeadingReads = (text: string, timeout: number) =>
      withScriptsBlocked(browser, async (visitor) => {
        await expect(async () => {
          const served = await visitor.goto('/launch');
          expect(served?.status()).toBe(200);
          await expect(visitor.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(text, { timeout: 100 });
        }).toPass({ timeout });
        await expect(visitor.getByText('Preview — not published')).toHaveCount(0);
      });
    await admin.open();
    await admin.save({ ...LANDING_BODY, heading });
    try {
      const link = new URL((await admin.preview()).url);
      expect(link.pathname).toBe('/launch');
      await withScriptsBlocked(browser, async (visitor) => {
        const preview = await visitor.goto(`${link.pathname}${link.search}`);
        expect(preview?.headers()['cache-control']).toBe('no-store');
        expect(preview?.headers()['x-robots-tag']).toBe('noindex');
        await expect(visitor.getByText('Preview — not published')).toBeVisible();
        await expect(visitor.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
      });
      // Live, the preview keeps the draft and its note, and passes axe.
      await page.goto(`${link.pathname}${link.search}`);
      await pageIsLive(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText('Preview — not published')).toBeVisible();
      await expectAccessible(page, 'a preview of the launch page');
      // Visitors keep the published words until it is published.
      await servedHeadingReads(HEADING, PUBLISHED_WITHIN_MS);

      await admin.publish();
      const published = Date.now();
      await servedHeadingReads(heading, PUBLISHED_WITHIN_MS);
      test.info().annotations.push({ type: 'served after publish', description: `${Date.now() - published} ms` });
    } finally {
      // Revision 1 is the seed: published again, so the other tests see the seeded words.
      await admin.restore(1);
      await admin.publish();
    }
    await servedHeadingReads(HEADING, PUBLISHED_WITHIN_MS);
  });
});
