// The Site health card in admin Settings, on the production builds: the charts drawn from a stubbed hour (the
// API's answer replaced in the browser), readable from the keyboard, inside the screen at 1366 and 412 px, and
// axe-clean in every state (loaded, loading, nothing measured, Prometheus not answering, failed). Without the stub,
// `npm start`'s API answers from its own counters.
import type { Page, Route } from '@playwright/test';
import type { SiteHealth } from '@beacon/shared/schemas';
import { expectAccessible, keepRealTimersForAxe } from '../support/accessibility';
import { expect, storeDevSession, test } from '../support/fixtures';
import { API_URL } from '../support/ports';

test.describe.configure({ timeout: 180_000 });

const MINUTE = 60_000;
const START = Math.floor(Date.now() / MINUTE) * MINUTE - 60 * MINUTE;

/** A busy hour: traffic in waves, a burst of errors at minute 40, latency rising with the load. */
const HOUR: SiteHealth = {
  source: 'prometheus',
  minutes: Array.from({ length: 60 }, (_, minute) => {
    const requests = Math.round(400 + 300 * Math.sin(minute / 6));
    return {
      at: new Date(START + minute * MINUTE).toISOString(),
      requests,
      errors: minute >= 40 && minute < 44 ? 12 : 0,
      p95Ms: Math.round(40 + requests / 10),
    };
  }),
  seriesProblem: null,
  instances: [
    { name: 'api-1', role: 'api', state: 'up' },
    { name: 'api-2', role: 'api', state: 'draining' },
    { name: 'host-1', role: 'pages', state: 'up' },
    { name: 'host-2', role: 'pages', state: 'down' },
  ],
  lastVerifiedBackupAt: new Date(START - 5 * 60 * MINUTE).toISOString(),
};

const CHARTS = ['Requests per minute', 'Errors (5xx) per minute', 'p95 latency (ms)'];

/** Answers the card's request in the browser with `answer` (JSON, or a status). */
async function stubSiteHealth(page: Page, answer: (route: Route) => Promise<void>): Promise<void> {
  // A CORS preflight, if the browser sends one, goes to the real API.
  await page.route(`${API_URL}/admin/site-health`, (route) => (route.request().method() === 'OPTIONS' ? route.fallback() : answer(route)));
}
const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': route.request().headers().origin ?? '*', 'cache-control': 'no-store' },
      body: JSON.stringify(body),
    });

async function openSettings(page: Page): Promise<void> {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 45_000 });
}

const card = (page: Page) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: 'Site health' }) });

/** Each chart's plot and line, measured in the page: where it lies, and how many minutes its line passes through. */
const plotsOf = (page: Page) =>
  card(page)
    .locator('[role="group"]')
    .evaluateAll((plots) =>
      plots.map((plot) => {
        const box = plot.getBoundingClientRect();
        const line = plot.querySelector('path');
        return {
          left: box.left,
          right: box.right,
          width: box.width,
          points: (line?.getAttribute('d')?.match(/[ML]/g) ?? []).length,
          lineWidth: line?.getBoundingClientRect().width ?? 0,
        };
      }),
    );

test('at 1366 px: the hour as three charts with their summaries, each minute readable from the keyboard; instances, backup; axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeDevSession(page, 'admin');
  await stubSiteHealth(page, json(HOUR));
  await openSettings(page);

  const health = card(page);
  for (const name of CHARTS) await expect(health.getByRole('group', { name })).toBeVisible();
  await expect(health.getByRole('group', { name: 'Errors (5xx) per minute' })).toHaveAccessibleDescription(/^Last hour: 48 errors in all;/);
  // Drawn: every minute on each line, the line across its plot, the three side by side inside the card.
  const plots = await plotsOf(page);
  const cardBox = await health.boundingBox();
  expect(plots).toHaveLength(3);
  for (const plot of plots) {
    expect(plot.points).toBe(60);
    expect(plot.lineWidth).toBeGreaterThan(plot.width * 0.95);
    expect(plot.left).toBeGreaterThanOrEqual(cardBox?.x ?? 0);
    expect(plot.right).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  }
  expect(new Set(plots.map((plot) => Math.round(plot.left))).size).toBe(3);

  await expect(health.getByRole('listitem')).toHaveText([
    'api-1 (API): up',
    'api-2 (API): draining',
    'host-1 (page server): up',
    'host-2 (page server): down',
  ]);
  await expect(health).toContainText('Last verified backup');
  await expect(health).toContainText('Every instance, from Prometheus');

  // The keyboard reaches the first chart straight after "Check again", and reads out its minutes.
  await page.getByRole('button', { name: 'Check again' }).focus();
  await page.keyboard.press('Tab');
  const requests = health.getByRole('group', { name: 'Requests per minute' });
  await expect(requests).toBeFocused();
  await page.keyboard.press('End');
  const last = HOUR.minutes.at(-1);
  await expect(health.locator('[aria-live="polite"]').first()).toHaveText(new RegExp(`: ${last?.requests} requests$`));
  await expectAccessible(page, 'the Site health card at 1366 px, a minute read out');
});

test('at 412 px: the charts stack inside the screen, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await storeDevSession(page, 'admin');
  await stubSiteHealth(page, json(HOUR));
  await openSettings(page);
  const health = card(page);
  await expect(health.getByRole('group', { name: CHARTS[2] })).toBeVisible();
  const plots = await plotsOf(page);
  for (const plot of plots) {
    expect(plot.left).toBeGreaterThanOrEqual(0);
    expect(plot.right).toBeLessThanOrEqual(412);
    expect(plot.width).toBeGreaterThan(200);
    expect(plot.points).toBe(60);
  }
  expect(new Set(plots.map((plot) => Math.round(plot.left))).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expectAccessible(page, 'the Site health card at 412 px');
});

test('every other state axe-clean: loading, nothing measured, Prometheus not answering, failed; and npm start’s own counters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeDevSession(page, 'admin');
  await keepRealTimersForAxe(page);
  await page.clock.install();

  // npm start has no Prometheus: the API answers from its own counters, and it has served this session's requests.
  await openSettings(page);
  await expect(card(page)).toContainText('This API process (no Prometheus configured)');
  await expect(card(page).getByRole('group', { name: CHARTS[0] })).toBeVisible();
  await expect(card(page).getByRole('listitem')).toHaveText(['api (API): up']);

  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await stubSiteHealth(page, async (route) => {
    await held;
    await json(HOUR)(route);
  });
  await openSettings(page);
  await expect(card(page)).toContainText('Loading the last hour…');
  // The page's clock stands still while the held state is audited, so the client's 15 s time-out cannot end it
  // on a slow machine; axe runs on real timers.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expectAccessible(page, 'the Site health card loading');
  await expect(card(page)).toContainText('Loading the last hour…');
  release();
  await page.clock.resume();
  await expect(card(page).getByRole('group', { name: CHARTS[0] })).toBeVisible();

  await page.unrouteAll();
  await stubSiteHealth(
    page,
    json({
      ...HOUR,
      minutes: HOUR.minutes.map((minute) => ({ ...minute, requests: null, errors: null, p95Ms: null })),
      lastVerifiedBackupAt: null,
    }),
  );
  await openSettings(page);
  await expect(card(page)).toContainText('Nothing measured in the last hour yet.');
  await expect(card(page)).toContainText('never');
  await expectAccessible(page, 'the Site health card with nothing measured');

  await page.unrouteAll();
  await stubSiteHealth(page, json({ ...HOUR, minutes: [], instances: [], seriesProblem: 'Prometheus did not answer (fetch failed).' }));
  await openSettings(page);
  await expect(card(page)).toContainText('Prometheus did not answer (fetch failed).');
  await expectAccessible(page, 'the Site health card without Prometheus');

  await page.unrouteAll();
  await stubSiteHealth(page, json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500));
  await openSettings(page);
  await expect(card(page)).toContainText('Failed to load the site’s health.');
  await expect(card(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page, 'the Site health card failed');
});
