import { randomBytes } from 'node:crypto';
import { HOME_BODY } from '@beacon/shared/content-seed';
import { test, expect, pageIsLive } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { recordAdmin } from '../support/contentAdmin';
import { withScriptsBlocked } from '../support/noScripts';

/**
 * The home page's words are its content record: staff change the mission line through the API; a preview
 * link shows the draft under a note (never cached, never indexed) while visitors keep the published words;
 * published, the new line is in the HTML `/` serves (scripts blocked) within 5 s. Revision 1, the seeded
 * words, is restored and published again at the end, so other tests see the site as it was.
 */

/** A publication reaches the page servers' copies within seconds (they keep one at most 3 s). */
const PUBLISHED_WITHIN_MS = 5_000;
const PREVIEW_NOTE = /Preview — not published/;

test.describe('the home page words staff publish', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  // A server's first answer of a kind loads its code; one slower than the page server waits for serves the
  // seeded words. Warmed first, so the checks below see the answers, not a cold start.
  test.beforeAll(async ({ request }) => {
    for (const path of ['/', '/?preview=warm-up']) await request.get(path);
  });

  test('a draft is previewed under its note; published, a scripts-blocked visitor reads it on / within 5 s', async ({ page, browser }) => {
    const missionLine = `Reporting that answers to readers (${randomBytes(3).toString('hex')}).`;
    const admin = recordAdmin('Home Words Admin', 'home', 'home');
    await admin.open();
    await admin.save({ ...HOME_BODY, missionLine });
    try {
      const previewPath = `/${new URL((await admin.preview()).url).search}`;
      await withScriptsBlocked(browser, async (visitor) => {
        const preview = await visitor.goto(previewPath);
        expect(preview?.headers()['cache-control']).toContain('no-store');
        expect(preview?.headers()['x-robots-tag']).toBe('noindex');
        await expect(visitor.getByRole('status')).toHaveText(PREVIEW_NOTE);
        await expect(visitor.getByText(missionLine)).toBeVisible();
        // Visitors keep the published words meanwhile.
        await visitor.goto('/');
        await expect(visitor.getByText(HOME_BODY.missionLine)).toBeVisible();
        await expect(visitor.getByText(PREVIEW_NOTE)).toHaveCount(0);
      });

      // Hydrated, the preview keeps the draft and its note; axe-clean.
      await page.goto(previewPath);
      await pageIsLive(page);
      await expect(page.getByRole('status').filter({ hasText: PREVIEW_NOTE })).toBeVisible();
      await expect(page.getByText(missionLine)).toBeVisible();
      await expectAccessible(page, 'the home page previewing a draft');

      await admin.publish();
      const published = Date.now();
      await withScriptsBlocked(browser, async (visitor) => {
        await expect(async () => {
          await visitor.goto('/');
          await expect(visitor.getByText(missionLine)).toBeVisible({ timeout: 250 });
        }).toPass({ timeout: PUBLISHED_WITHIN_MS, intervals: [250] });
        expect(Date.now() - published).toBeLessThanOrEqual(PUBLISHED_WITHIN_MS);
        await expect(visitor.getByRole('link', { name: HOME_BODY.buttons.tips })).toBeVisible();
        await expect(visitor.getByRole('heading', { level: 2, name: HOME_BODY.latestVideosHeading })).toBeVisible();
      });
    } finally {
      // The seeded words (revision 1) published again.
      await admin.restore(1);
      await admin.publish();
    }
  });
});
