import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, pageIsLive } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { recordAdmin } from '../support/contentAdmin';
import { HOST_URL } from '../support/ports';

/**
 * An investigation staff publish through the API, as a visitor meets it: not there (a 404 and the
 * not-found page) while it is a draft; once published, in the Media Investigations menu, at its own
 * address with its head, and in sitemap.xml; a preview link shows the next draft, not indexed and never
 * cached, while visitors keep the published text; unpublished, a 404 again. Page servers keep what the
 * API answers for a few seconds at most: each check waits for the change to show (10 s at most).
 */

const PROPAGATION_MS = 10_000;

const body = (label: string, title: string) => ({
  menuLabel: label,
  label,
  title,
  intro: `${title}: two years of records, read line by line.`,
  hero: { webm: null, mp4: null, poster: 'bundled:election-hero-poster.webp' },
  exhibitsHeading: 'The Exhibits',
  exhibits: [
    {
      title: 'The first contract',
      description: 'Signed on a Sunday.\n\nNobody was told.',
      videoUrl: null,
      links: [{ label: 'The contract', href: 'https://beacon.example/reports/contract' }],
    },
  ],
  actionsHeading: 'What Can I Do?',
  actionsIntro: 'Ask your council.',
  actions: [],
});

async function openInvestigationsMenu(page: Page): Promise<void> {
  const trigger = page.getByRole('button', { name: /Media Investigations/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

test.describe('investigations staff publish', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  // A server's first page of a kind loads its code (the media remote's render, the API's content routes); one
  // slower than the page server waits for is served as the route's generic page, a 200. Warmed first, so the
  // checks below see the answers, not a cold start.
  test.beforeAll(async ({ request }) => {
    for (const path of ['/investigations/warm-up', '/election', '/sitemap.xml']) await request.get(path);
  });

  test('a draft is not found; published, it is in the menu, at its address with its head, and in the sitemap', async ({ page }) => {
    const slug = `water-${randomBytes(3).toString('hex')}`;
    const label = `Water ${slug.slice(6)}`;
    const title = `Who signed the water contracts (${slug})?`;
    const admin = recordAdmin('Content Admin', 'investigation', slug);
    await admin.create(body(label, title));

    const draft = await page.goto(`/investigations/${slug}`);
    expect(draft?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await admin.publish();
    await expect(async () => {
      const served = await page.goto('/');
      expect(served?.status()).toBe(200);
      await pageIsLive(page);
      await openInvestigationsMenu(page);
      await expect(page.getByRole('link', { name: label })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: PROPAGATION_MS });
    // The manifest's entry first, then the published ones (other tests may publish theirs meanwhile).
    const entries = await page.locator('.bk-menu-popup').getByRole('link').allTextContents();
    expect(entries[0]).toBe('My New Family');
    expect(entries).toContain(label);
    await expectAccessible(page, 'the Media Investigations menu with a published investigation');

    // From the menu, by keyboard.
    await page.getByRole('link', { name: label }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${HOST_URL}/investigations/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: /Media Investigations/ })).toHaveClass(/is-active/);

    // Served as it is, with its own head.
    const served = await page.goto(`/investigations/${slug}`);
    expect(served?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${label} · `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `${title}: two years of records, read line by line.`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/investigations/${slug}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await pageIsLive(page);
    await expectAccessible(page, 'a published investigation');

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/investigations/${slug}</loc>`);

    await admin.unpublish();
    await expect(async () => {
      const gone = await page.request.get(`/investigations/${slug}`);
      expect(gone.status()).toBe(404);
    }).toPass({ timeout: PROPAGATION_MS });
    await expect(async () => {
      expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/investigations/${slug}<`);
    }).toPass({ timeout: PROPAGATION_MS });
  });

  test('a preview link shows the draft, not indexed and never cached; visitors keep the published text', async ({ page }) => {
    const slug = `rail-${randomBytes(3).toString('hex')}`;
    const published = `The rail deals (${slug})`;
    const drafted = `The rail deals, revised (${slug})`;
    const admin = recordAdmin('Content Admin', 'investigation', slug);
    await admin.create(body('Rail', published));
    await admin.publish();
    await admin.save(body('Rail', drafted));
    const { url } = await admin.preview();
    const link = new URL(url);
    expect(link.pathname).toBe(`/investigations/${slug}`);

    const preview = await page.goto(`${link.pathname}${link.search}`);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toBe('no-store');
    expect(preview?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText('Preview — not published')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: drafted })).toBeVisible();
    await pageIsLive(page);
    await expectAccessible(page, 'a preview of a draft');

    await expect(async () => {
      await page.goto(`/investigations/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: published })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: PROPAGATION_MS });
    await expect(page.getByText('Preview — not published')).toHaveCount(0);

    // A token it did not sign shows nothing of the draft.
    const forged = await page.goto(`/investigations/${slug}?preview=forged-token`);
    expect(forged?.status()).toBe(404);
    await expect(page.getByText(drafted)).toHaveCount(0);
  });
});
