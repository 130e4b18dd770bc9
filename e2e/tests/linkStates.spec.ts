import { contrastOf } from '../support/contrast';
import { test, expect, pageIsLive, watchNetwork } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';

async function visibleLinks(page: Page, scope: string): Promise<Locator[]> {
  const links = await page.locator(`${scope} a[href]`).all();
  const visible: Locator[] = [];
  for (const link of links) if (await link.isVisible()) visible.push(link);
  return visible.slice(0, 8);
}

/** `below`: a section under the first screen, which loads once the visitor scrolls to it. */
const PAGES: readonly { path: string; scope: string; ready: string; below?: string }[] = [
  { path: '/', scope: 'main', ready: '.media-card-link', below: 'section[aria-labelledby="latest-videos"]' },
  { path: '/video-reports', scope: 'main, footer', ready: '.media-card-link' },
  { path: '/launch', scope: 'main', ready: 'a[href*="donate"]' },
  { path: '/speaking', scope: 'main, footer', ready: 'h1' },
];

test.describe('links keep 4.5:1 in every state', () => {
  for (const { path, scope, ready, below } of PAGES) {
    test(`on ${path}: at rest, hovered, focused and pressed`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      const settled = watchNetwork(page);
      await page.goto(path);
      if (below) await page.locator(below).scrollIntoViewIfNeeded();
      await expect(page.locator(ready).first()).toBeAttached();
      await settled();
      // The served copy of a remote's page is replaced once its code has loaded.
      await pageIsLive(page);
      await page
        .locator(ready)
        .first()
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const links = await visibleLinks(page, scope);
      expect(links.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const link of links) {
        const name = ((await link.textContent()) ?? '').trim().slice(0, 40);
        await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const check = async (state: string) => {
          const ratio = await contrastOf(link);
          if (ratio < 4.5) failures.push(`${name} ${state}: ${ratio.toFixed(2)}:1`);
        };
        await check('at rest');
        // Forced: a link may pulse for attention (never still long enough to count as stable).
        await link.hover({ force: true });
        await check('hovered');
        const box = await link.boundingBox();
        if (box) {
          await page.mouse.down();
          await check('pressed');
          // Releasing elsewhere does not follow the link.
          await page.mouse.move(1, 1);
          await page.mouse.up();
        }
        await link.focus();
        await check('focused');
        await link.blur();
      }
      expect(failures).toEqual([]);
    });
  }
});
