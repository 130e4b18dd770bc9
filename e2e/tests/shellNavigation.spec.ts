import { test, expect, mainThreadQuiet, pageIsLive } from '../support/fixtures';
import type { Page } from '@playwright/test';

const topBar = (page: Page) => page.locator('header.beacon-top-bar');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('scroll position per history entry', () => {
  test('an address typed in the same tab opens at the top; Back returns to where the page was left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/election');
    await expect(page.getByRole('main')).toContainText('Election Integrity');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => scrollY(page)).toBe(600);
    // A new document in the same tab, as when the visitor types `/` in the address bar.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon Media');
    await pageIsLive(page);
    await mainThreadQuiet(page);
    expect(await scrollY(page)).toBe(0);
    await expect(topBar(page)).toHaveCSS('opacity', '1');
    await page.goBack();
    await expect(page).toHaveURL(/\/election$/);
    await expect.poll(() => scrollY(page)).toBe(600);
  });
});

test.describe('the hidden top bar and the keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/election');
    await expect(page.getByRole('main')).toContainText('Election Integrity');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(topBar(page)).toHaveCSS('opacity', '0');
  });

  test('hidden, it is out of the tab order', async ({ page }) => {
    await expect(topBar(page)).toHaveAttribute('inert');
    const reachable = await topBar(page).evaluate((bar) => {
      const link = bar.querySelector('a');
      link?.focus();
      return document.activeElement === link;
    });
    expect(reachable).toBe(false);
  });

  test('Shift+Tab from the page’s first control reveals it and lands in it', async ({ page }) => {
    await page.getByRole('main').evaluate((main) => {
      const first = main.querySelector<HTMLElement>('a[href], button, input, [tabindex="0"]');
      first?.focus({ preventScroll: true });
    });
    await page.keyboard.press('Shift+Tab');
    await expect(topBar(page).locator(':focus')).toHaveCount(1);
    await expect(topBar(page)).toHaveCSS('opacity', '1');
    expect(await scrollY(page)).toBe(600);
    // Leaving it again hides it.
    await page.keyboard.press('Tab');
    await expect(topBar(page)).toHaveCSS('opacity', '0');
  });

  test('scrolling up shows it again', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(topBar(page)).toHaveCSS('opacity', '1');
    await expect(topBar(page)).not.toHaveAttribute('inert');
  });
});

test.describe('focus and announcements after a page change', () => {
  test('the first load moves nothing and announces nothing', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('main')).toContainText('Join Us at Events');
    await pageIsLive(page);
    await mainThreadQuiet(page);
    await expect(page.getByTestId('page-announcer')).toHaveText('');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('an in-app navigation focuses the new page’s heading and announces its title', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    await expect(page.getByRole('main')).toContainText('Join Us at Events');
    await pageIsLive(page);
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Speaking' }).click();
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('page-announcer')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId('page-announcer')).toHaveText(await page.title());
    await expect(page.getByTestId('page-announcer')).toContainText('Beacon Media');
  });

  test('signing in moves focus to the account button that replaced Sign in', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue as visitor' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account of/ })).toBeFocused();
  });
});
