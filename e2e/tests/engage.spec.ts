import { createServer, type Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { test, expect, holdShellCode, pageIsLive } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { AppServer, warmRender } from '../support/appServers';
import { completeCaptcha } from '../support/captcha';
import { API_URL, DEV_ADMIN_CODE, ENGAGE_ORIGIN, HOST_URL, extraSitePort } from '../support/ports';
import { storedTip } from '../support/tips';

/**
 * The engage remote on the production builds and the real API: tips are encrypted in the page and
 * sent to POST /tips (the admin inbox reads them, see tips-inbox.spec.ts); booking requests go
 * through @emailjs/browser to the API's EmailJS-compatible relay; both pass the default captcha.
 * GET /booking and the outbox show what arrived.
 */

const SPEAKER = 'Jordan Reyes';
const TOP_BAR_HEIGHT = 64;
const RELAY_URL = `${API_URL}/api/v1.0/email/send`;
const TIPS_URL = `${API_URL}/tips`;

async function adminToken(): Promise<string> {
  const response = await fetch(`${API_URL}/auth/dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ role: 'admin', name: 'Ada Admin', code: DEV_ADMIN_CODE }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function fillTip(page: Page, tip: { name: string; email: string; message: string }): Promise<void> {
  await page.getByLabel('Name').fill(tip.name);
  await page.getByLabel('Email').fill(tip.email);
  await page.getByLabel('Message').fill(tip.message);
}

/**
 * Audits the state the page shows, not the pointer's hover on the button just clicked: the kit's
 * hover colour fades in over 0.2 s, and axe would measure a half-faded button.
 */
async function expectStateAccessible(page: Page, state: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await expectAccessible(page, state);
}

const rectOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

type Rect = Awaited<ReturnType<typeof rectOf>>;
const overlaps = (a: Rect, b: Rect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Text for screen readers only is out of sight: every element whose class says so (`visually-hidden`,
 * `sr-only`) is clipped to at most 1 × 1 px, so a class without its CSS shows up here.
 */
async function screenReaderOnlyBoxes(page: Page): Promise<{ text: string; width: number; height: number }[]> {
  return page.locator('[class*="visually-hidden"], [class*="sr-only"]').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: (element.textContent ?? '').trim(), width: Math.round(box.width), height: Math.round(box.height) };
    }),
  );
}

test.describe('text for screen readers only', () => {
  // The served /speaking is read below: the engage remote has rendered it once before (see warmRender).
  test.beforeAll(async () => {
    expect(await warmRender(ENGAGE_ORIGIN, './SpeakingPage', '/speaking')).toBe(200);
  });

  // /tips is served as its plain form, whose check needs no script: its note comes with the scripted form, briefly.
  for (const { path, servedNote } of [
    { path: '/tips', servedNote: false },
    { path: '/speaking', servedNote: true },
  ]) {
    test(`${path}: every screen-reader-only element is clipped to 1 px`, async ({ page }) => {
      await page.goto(path);
      await pageIsLive(page);
      const boxes = await screenReaderOnlyBoxes(page);
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.filter((box) => box.width > 1 || box.height > 1)).toEqual([]);
      if (!servedNote) return;
      // The anti-robot check's note is served as one of them (once live it may already have made way for the check).
      const served = await (await page.request.get(path)).text();
      expect(served).toMatch(/class="[^"]*visually-hidden[^"]*"[^>]*>The anti-robot check loads when you start on the form\.</);
    });
  }
});

test.describe('tips', () => {
  test('a tip typed before the page is live is sent with what was typed', async ({ page }) => {
    const release = await holdShellCode(page);
    await page.goto('/tips', { waitUntil: 'domcontentloaded' });
    const message = `Typed early (${Date.now()})`;
    await fillTip(page, { name: 'Early Bird', email: 'early@example.org', message });
    await release();
    await completeCaptcha(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' })).toBeVisible({ timeout: 30_000 });
    expect((await storedTip(message)).plaintext).toMatchObject({ name: 'Early Bird', email: 'early@example.org', message });
  });

  test('without the captcha nothing is sent and the form says why', async ({ page }) => {
    const relayCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(RELAY_URL) || (request.url() === TIPS_URL && request.method() === 'POST'))
        relayCalls.push(request.method());
    });
    await page.goto('/tips');
    await page.getByLabel('Message').fill('No captcha');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please complete the CAPTCHA before sending.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeFocused();
    expect(relayCalls).toEqual([]);
  });

  test('a tip while the API answers 429 shows the wait and keeps the text', async ({ page }) => {
    await page.route(TIPS_URL, (route) =>
      route.request().method() !== 'POST'
        ? route.fallback()
        : route.fulfill({
            status: 429,
            headers: {
              'Content-Type': 'text/plain; charset=utf-8',
              'Retry-After': '30',
              'Access-Control-Allow-Origin': new URL(page.url()).origin,
            },
            body: 'Rate limit exceeded, retry in 30 seconds',
          }),
    );
    await page.goto('/tips');
    // Typed once the page is live: text typed before then has a test of its own (above, with the code held).
    await pageIsLive(page);
    const tip = { name: 'Rita Retry', email: 'rita@example.org', message: 'Typed text that must survive a refusal' };
    await fillTip(page, tip);
    await completeCaptcha(page);
    await page.getByRole('button', { name: 'Send' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Your tip was not sent' });
    await expect(alert).toContainText('Too many tips were sent from here just now. Please wait a minute and try again.');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(tip.name);
    await expect(page.getByLabel('Email')).toHaveValue(tip.email);
    await expect(page.getByLabel('Message')).toHaveValue(tip.message);
    await expectStateAccessible(page, 'the tips error state');
  });
});

test.describe('speaking and booking', () => {
  const bookButton = (page: Page) => page.getByRole('button', { name: `Book ${SPEAKER} Today` });
  const formHeading = (page: Page) => page.getByRole('heading', { level: 2, name: `Book ${SPEAKER}` });
  const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit' });
  const stickyBar = (page: Page) => page.getByRole('region', { name: 'Book a talk' });

  test('the page: hero, topics, Quick Info, the featured event from the events table; accessible idle and error states', async ({
    page,
  }) => {
    const listed = (await (await fetch(`${API_URL}/events?status=upcoming&featured=true&limit=1`)).json()) as {
      _id: string;
      title: string;
    }[];
    const featured = listed[0];
    if (!featured) throw new Error('no featured event');
    // The seeded featured event (staff may have featured later ones meanwhile: the next one is this).
    expect(featured.title).toBe('An Evening of Courage at the Riverside Chapter');
    // Served with the page, before any script: the page server renders it from the events table.
    const served = await (await fetch(`${HOST_URL}/speaking`)).text();
    expect(served).toContain(featured.title);
    expect(served).toContain(`href="/events/${featured._id}"`);

    await page.goto('/speaking');
    await expect(page.getByRole('heading', { level: 1, name: SPEAKER })).toBeVisible();
    for (const topic of ["Children's Safety", 'Exposing Corruption', 'Faith & Freedom', 'Radio Personality']) {
      await expect(page.getByRole('list', { name: 'Topics' }).getByText(topic, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Quick Info' })).toBeVisible();
    await expect(page.getByText('Topics & Focus')).toBeVisible();
    const section = page.getByRole('region', { name: 'Featured Upcoming Event' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(featured.title);
    // 6:30 PM at the venue, in Phoenix's zone.
    await expect(section.locator('time')).toHaveText(/^\w+day, \w+ \d{1,2}, \d{4} · 6:30 PM MST$/);
    await expect(section.getByText('Riverside Community Hall, 120 Main Street, Mesa, AZ')).toBeVisible();
    await expect(section.locator('img')).toHaveJSProperty('complete', true);
    await expect(page.getByText('Submitting this form does not guarantee availability.', { exact: false })).toBeVisible();
    await expectAccessible(page, 'the idle speaking page');

    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please complete the CAPTCHA.');
    await expectStateAccessible(page, 'the booking form error state');

    await page.getByRole('button', { name: 'Featured Event' }).click();
    await expect(section.getByRole('heading', { level: 2 })).toBeFocused();
    await section.getByRole('link', { name: 'Event details' }).click();
    await expect(page).toHaveURL(`/events/${featured._id}`);
    await expect(page.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
  });

  test('a booking submitted with three quick clicks appears exactly once in GET /booking', async ({ page }) => {
    await page.goto('/speaking');
    // The form is filled once the page runs: its served copy shows before the page's code is live.
    await pageIsLive(page);
    const eventName = `Spring Gala ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bea Booker');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('bea@example.org');
    await page.getByLabel('Event Name').fill(eventName);
    await page.getByLabel('Event Date').fill('2030-04-18');
    await page.getByLabel('Event Location').fill('Town Hall, Riverside');
    await page.getByLabel('Message / Event Details').fill('Keynote, 40 minutes.');
    await completeCaptcha(page);
    await submitButton(page).click({ clickCount: 3, delay: 0 });
    // The outcome crosses the e-mail relay and the database: whichever shows first, success or an
    // alert, is reported by its text.
    const sent = 'Your request for booking has been sent successfully!';
    const outcome = page.getByRole('status').filter({ hasText: sent }).or(page.getByRole('alert'));
    await expect(outcome).toHaveText(sent, { timeout: 20_000 });
    await expectStateAccessible(page, 'the booking success view');

    const bookings = await adminGet<{ eventName: string; requesterName: string; eventDate: string; isConfirmed: boolean }[]>('/booking');
    const mine = bookings.filter((booking) => booking.eventName === eventName);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ requesterName: 'Bea Booker', eventDate: '2030-04-18', isConfirmed: false });
    const outbox = await adminGet<{ templateParams: Record<string, unknown> }[]>('/outbox?limit=20');
    expect(outbox.filter((entry) => String(entry.templateParams.message).includes(eventName))).toHaveLength(1);
  });

  test('a booking for a past date is refused by the form, before the captcha is spent, and by the API', async ({ page }) => {
    const bookings: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.url() === `${API_URL}/booking` || request.url() === RELAY_URL))
        bookings.push(request.url());
    });
    await page.goto('/speaking');
    await pageIsLive(page);
    const eventName = `Past Gala ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Past');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('pat@example.org');
    await page.getByLabel('Event Name').fill(eventName);
    await page.getByLabel('Event Date').fill('2020-01-01');
    await page.getByLabel('Event Location').fill('Town Hall');
    await page.getByLabel('Message / Event Details').fill('Keynote.');
    await completeCaptcha(page);
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('The event date has passed. Please choose today or a later date.');
    await expect(page.getByLabel('Event Date')).toBeFocused();
    expect(bookings).toEqual([]);

    const refused = await fetch(`${API_URL}/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requesterName: 'Pat Past',
        requesterEmail: 'pat@example.org',
        eventName,
        eventDate: '2020-01-01',
        eventLocation: 'Hall',
      }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.eventDate).toMatch(/^must be today or later/);
    const stored = await adminGet<{ eventName: string }[]>('/booking');
    expect(stored.filter((booking) => booking.eventName === eventName)).toEqual([]);
  });

  test('keyboard focus is never hidden under the sticky bar on a phone (390 × 844)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/speaking');
    await pageIsLive(page);
    let checked = 0;
    for (let press = 1; press <= 30; press += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const where = await focused.evaluate((element) =>
        element.closest('form') ? 'form' : element.closest('[aria-label="Book a talk"]') ? 'bar' : 'page',
      );
      if (where === 'form') break;
      if (where === 'bar') continue;
      const bar = await rectOf(stickyBar(page));
      expect(overlaps(await rectOf(focused), bar), `Tab ${press}: the focused element is under the bar`).toBe(false);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });

  for (const [width, offset] of [
    [1366, 96],
    [390, 80],
  ] as const) {
    test(`'Book ${SPEAKER} Today' brings the form's heading below the top bar at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/speaking');
      await bookButton(page).click();
      await expect(formHeading(page)).toBeFocused();
      await expect.poll(async () => Math.round((await rectOf(formHeading(page))).top), { timeout: 5000 }).toBe(offset);
      const { top, bottom } = await rectOf(formHeading(page));
      expect(top).toBeGreaterThanOrEqual(TOP_BAR_HEIGHT);
      expect(bottom).toBeLessThanOrEqual(800);
    });

    test(`the sticky bar is visible and covers neither Submit nor the footer's links at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/speaking');
      await expect(stickyBar(page)).toBeVisible();
      expect(Math.round((await rectOf(stickyBar(page))).bottom)).toBe(800);

      await stickyBar(page).getByRole('button', { name: 'Book Now' }).click();
      await expect(formHeading(page)).toBeFocused();
      for (const block of ['start', 'center', 'end'] as const) {
        await submitButton(page).evaluate((element, where) => element.scrollIntoView({ block: where, behavior: 'instant' }), block);
        const submit = await rectOf(submitButton(page));
        expect(overlaps(submit, await rectOf(stickyBar(page))), `bar over Submit (${block})`).toBe(false);
      }
      // Playwright clicks only what is not covered: the Submit button is reachable.
      await submitButton(page).click({ trial: true });

      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const footerLinks = page.locator('footer a');
      expect(await footerLinks.count()).toBeGreaterThan(0);
      const bar = await rectOf(stickyBar(page));
      for (const link of await footerLinks.all()) expect(overlaps(await rectOf(link), bar)).toBe(false);
    });
  }
});

test.describe('the speaking page when no event is featured and its words cannot be read', () => {
  // A site of its own whose events table features nothing and whose content records fail: an API stand-in
  // answering every list with [] and every content read with 503, and the engage remote and the host asking it.
  let api: Server;
  const apiPort = extraSitePort(21);
  const engage = new AppServer('mfe-engage', extraSitePort(22), { API_URL: `http://localhost:${apiPort}` });
  const host = new AppServer('host', extraSitePort(23), { API_URL: `http://localhost:${apiPort}`, MFE_ENGAGE_URL: engage.url });
  const asked: string[] = [];

  test.beforeAll(async () => {
    api = createServer((request, response) => {
      const url = new URL(request.url ?? '/', `http://localhost:${apiPort}`);
      asked.push(`${url.pathname}${url.search}`);
      const list = url.pathname === '/events';
      const status = list ? 200 : url.pathname.startsWith('/content/') ? 503 : 404;
      response.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(list ? '[]' : `{"error":"${status === 503 ? 'Service Unavailable' : 'Not Found'}"}`);
    });
    await new Promise<void>((resolve) => api.listen(apiPort, resolve));
    // Two page servers starting on a busy machine: more than a test's usual time.
    test.setTimeout(120_000);
    await Promise.all([engage.start(), host.start()]);
    expect(await engage.warmRender('./SpeakingPage', '/speaking')).toBe(200);
  });
  test.afterAll(async () => {
    await Promise.all([host.stop(), engage.stop()]);
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  test('neither the featured section nor its button, in the served page and once live; the seeded words; accessible', async ({ page }) => {
    const served = await (await fetch(`${host.url}/speaking`)).text();
    expect(asked).toContain('/events?status=upcoming&featured=true&limit=1');
    expect(asked).toContain('/content/speaking/speaking');
    expect(served).toContain('id="beacon-page-data"');
    expect(served).toContain('Book ');
    expect(served).toContain(`${SPEAKER} founded this newsroom to ask the questions others would not.`);
    expect(served).not.toContain('Featured Upcoming Event');
    expect(served).not.toContain('Featured Event');

    await page.goto(`${host.url}/speaking`);
    await pageIsLive(page);
    await expect(page.getByRole('button', { name: /^Book .* Today$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Upcoming Event' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Featured Event' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Topics' }).getByText('Radio Personality', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page, 'the speaking page with no featured event');
  });
});
