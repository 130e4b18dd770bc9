import AxeBuilder from '@axe-core/playwright';
import { pageIsLive, test, expect, watchNetwork } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { API_URL } from '../support/ports';
import type { Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../support/routes';

/** Every public route, the admin gate signed out and an unknown path. */
const ROUTES = [...PUBLIC_PATHS, '/admin', '/no-such-page'] as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function firstEventPath(): Promise<string> {
  const response = await fetch(`${API_URL}/events?status=upcoming&order=asc`);
  const events = (await response.json()) as { data?: { id: string }[] } | { id: string }[];
  const list = Array.isArray(events) ? events : (events.data ?? []);
  const first = list[0];
  if (!first) throw new Error('no seeded event');
  return `/events/${first.id}`;
}

/**
 * Opens a page and waits until it has settled: its heading shown, no request in flight, the page live,
 * read to its end once, and no request in flight again (what loads when scrolled to has loaded). The
 * scan (which waits for animations to end) runs with reduced motion: cards that fade in when scrolled
 * to then stand in their final state at once. With motion, a card revealed while its section was
 * skipped off-screen (content-visibility) starts its fade only when axe scrolls to it, and is caught
 * half-faded — not what a visitor reads.
 */
async function openSettled(page: Page, path: string): Promise<void> {
  const settled = watchNetwork(page);
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled();
  await pageIsLive(page);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
  await settled();
}

/**
 * The structure rules axe files under best practice rather than WCAG: one h1, heading levels that
 * do not skip, and all content (an open popup too) inside a landmark.
 */
async function expectWellStructured(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withRules(['page-has-heading-one', 'heading-order', 'region', 'landmark-one-main'])
    .analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(violations, `structure of ${state}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });

    for (const path of ROUTES) {
      test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
        await openSettled(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectAccessible(page, `${path} at ${viewport.name} width`);
        await expectWellStructured(page, path);
      });
    }

    test('an event’s page has no WCAG A/AA violation', async ({ page }) => {
      await openSettled(page, await firstEventPath());
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAccessible(page, `event detail at ${viewport.name} width`);
    });

    test('the sign-in dialog has no WCAG A/AA violation', async ({ page }) => {
      await openSettled(page, '/events');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('dialog', { name: 'Development sign-in' })).toBeVisible();
      await expectAccessible(page, `the sign-in dialog at ${viewport.name} width`);
    });
  });
}

test.describe('the top bar’s open states', () => {
  test('the phone drawer open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettled(page, '/events');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('dialog.beacon-drawer')).toBeVisible();
    await expectAccessible(page, 'the phone drawer open');
  });

  test('the Media Investigations dropdown open', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSettled(page, '/events');
    await page.getByRole('button', { name: /Media Investigations/ }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My New Family' })).toBeVisible();
    await expectAccessible(page, 'the Media Investigations dropdown open');
    await expectWellStructured(page, 'the Media Investigations dropdown open');
  });
});
