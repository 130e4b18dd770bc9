import { test, expect, storeDevSession } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** Every control of the top bar that is laid out but lies outside the viewport, or whose text is cut. */
async function overflowingBarItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('header.beacon-top-bar');
    if (!bar) return ['no top bar'];
    const viewport = document.documentElement.clientWidth;
    const barBox = bar.getBoundingClientRect();
    const problems: string[] = [];
    for (const item of bar.querySelectorAll<HTMLElement>('a, button, .beacon-account')) {
      if (item.closest('dialog, [hidden]')) continue;
      const box = item.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = (item.getAttribute('aria-label') ?? item.textContent ?? item.className).trim();
      if (box.left < 0 || box.right > viewport + 0.5)
        problems.push(`${name}: ${Math.round(box.left)}–${Math.round(box.right)} of ${viewport}`);
      if (box.top < barBox.top || box.bottom > barBox.bottom + 0.5) problems.push(`${name}: taller than the bar`);
      if (item.scrollWidth > item.clientWidth + 1) problems.push(`${name}: text cut (${item.scrollWidth} > ${item.clientWidth})`);
    }
    return problems;
  });
}

const WIDTHS = [320, 390, 768, 899, 900, 960, 1035, 1100, 1200, 1366, 1920, 2560];

test.describe('the top bar fits every width', () => {
  test('signed out: every item inside the viewport and the sign-in button visible', async ({ page }) => {
    await page.goto('/events');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(await overflowingBarItems(page), `at ${width} px`).toEqual([]);
    }
  });

  test('signed in: the account button stays in view', async ({ page }) => {
    await storeDevSession(page, 'visitor');
    await page.goto('/election');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('banner').getByRole('button', { name: /Account of/ })).toBeVisible();
      expect(await overflowingBarItems(page), `at ${width} px`).toEqual([]);
    }
  });
});

test.describe('the Media Investigations trigger', () => {
  test('has the links’ font size', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    const banner = page.getByRole('banner');
    const linkSize = await banner.getByRole('link', { name: 'Events' }).evaluate((el) => getComputedStyle(el).fontSize);
    expect(linkSize).toBe('15px');
    await expect(banner.getByRole('button', { name: /Media Investigations/ })).toHaveCSS('font-size', linkSize);
  });

  for (const path of ['/election', '/riverside-hoax', '/my-new-family']) {
    test(`is highlighted like an active link on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/events');
      const banner = page.getByRole('banner');
      const activeBackground = await banner.getByRole('link', { name: 'Events' }).evaluate((el) => getComputedStyle(el).backgroundColor);
      const trigger = banner.getByRole('button', { name: /Media Investigations/ });
      await expect(trigger).not.toHaveCSS('background-color', activeBackground);
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(trigger).toHaveCSS('background-color', activeBackground);
      await expect(trigger).toHaveCSS('color', 'rgb(255, 255, 255)');
    });
  }
});
