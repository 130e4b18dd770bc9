import { test, expect, pageIsLive } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { recordAdmin } from '../support/contentAdmin';
import { withScriptsBlocked } from '../support/noScripts';
import { API_URL } from '../support/ports';

/**
 * The speaking page's words are the content record speaking/speaking: a draft staff save shows through a preview
 * link only (under its note, never cached, not indexed), and once published every visitor, scripts blocked, gets
 * it in the served HTML within 5 s. The seeded words (revision 1) are published again at the end, so other tests
 * read what they expect. Only the biography changes: tests running meanwhile check the other words.
 */

/** A publication reaches the served page within this (the page servers keep an answer 3 s at most). */
const PUBLISHED_WITHIN_MS = 5_000;

interface SpeakingRecord {
  body: { biography: string } & Record<string, unknown>;
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a speaking text staff publish is previewed, then served to visitors with scripts blocked within 5 s', async ({ page, browser }) => {
  const published = (await (await fetch(`${API_URL}/content/speaking/speaking`)).json()) as SpeakingRecord;
  const marker = `Edited ${Date.now().toString(36)}`;
  const biography = `{name} now also reports from the road (${marker}).\n\nBook early.`;
  const admin = recordAdmin('Speaking Editor', 'speaking', 'speaking');
  await admin.open();
  // The page's first render for an address loads the remote's server code: done before anything is timed.
  await page.request.get('/speaking');
  try {
    await admin.save({ ...published.body, biography });
    const link = new URL((await admin.preview()).url);
    expect(link.pathname).toBe('/speaking');

    // The draft, through its preview link only: under its note, never cached, not indexed.
    await withScriptsBlocked(browser, async (served) => {
      const preview = await served.goto(`${link.pathname}${link.search}`);
      expect(preview?.headers()['cache-control']).toBe('no-store');
      expect(preview?.headers()['x-robots-tag']).toBe('noindex');
      await expect(served.getByText('Preview — not published')).toBeVisible();
      await expect(served.getByText(`Jordan Reyes now also reports from the road (${marker}).`)).toBeVisible();
      await served.goto('/speaking');
      await expect(served.getByRole('heading', { level: 1, name: 'Jordan Reyes' })).toBeVisible();
      await expect(served.getByText(marker)).toHaveCount(0);
    });
    await page.goto(`${link.pathname}${link.search}`);
    await pageIsLive(page);
    await expect(page.getByText(marker)).toBeVisible();
    await expect(page.getByText('Preview — not published')).toBeVisible();
    await expectAccessible(page, 'a preview of the speaking page’s draft');

    await admin.publish();
    const publishedAt = Date.now();
    await withScriptsBlocked(browser, async (served) => {
      await expect(async () => {
        await served.goto('/speaking');
        await expect(served.getByText(`Jordan Reyes now also reports from the road (${marker}).`)).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: PUBLISHED_WITHIN_MS });
      const servedAfter = Date.now() - publishedAt;
      test.info().annotations.push({ type: 'served after publish', description: `${servedAfter} ms` });
      expect(servedAfter).toBeLessThanOrEqual(PUBLISHED_WITHIN_MS);
      await expect(served.getByText('Book early.')).toBeVisible();
      await expect(served.getByText('Preview — not published')).toHaveCount(0);
    });
  } finally {
    // The seeded words again (revision 1), published: other tests read them.
    await admin.restore(1);
    await admin.publish();
  }
});

test('a preview link that is not valid (expired or altered) is the not-found page, served as a 404 not indexed', async ({ browser }) => {
  await withScriptsBlocked(browser, async (served) => {
    const response = await served.goto('/speaking?preview=not-a-valid-token');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(served.getByText('This preview link has expired or is not valid.', { exact: false })).toBeVisible();
    await expect(served.getByText('Preview — not published')).toHaveCount(0);
  });
});
