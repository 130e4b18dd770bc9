import type { Browser, Page } from '@playwright/test';
import type { ContentItem, InvestigationBody } from '@beacon/shared/schemas';
import { expectAccessible } from '../support/accessibility';
import { adminToken } from '../support/adminData';
import { pageIsLive, test, expect } from '../support/fixtures';
import { withScriptsBlocked } from '../support/noScripts';
import { API_URL } from '../support/ports';

/**
 * What a published investigation's page is made of, from its content record: its texts in the served HTML
 * (a visitor without scripts reads them; site tokens filled, a rich-text description as its paragraphs),
 * and once the page runs the description's markup, sanitized. The menu, head, sitemap, 404 and preview
 * headers are investigations.spec.ts's. Each run uses a slug of its own (the database outlives a run).
 */

const body = (title: string): InvestigationBody => ({
  menuLabel: 'Water Contracts',
  label: 'Water Investigation',
  title,
  intro: 'A year of {organisationName} reporting on the city’s water contracts.',
  hero: { webm: null, mp4: null, poster: 'bundled:hoax-hero-poster.webp' },
  exhibitsHeading: 'The Evidence',
  exhibits: [
    {
      title: 'The Tender',
      description:
        '<p>The tender ran for <strong>nine days</strong>.</p><p>Read <a href="https://beacon.example/tender">the notice</a>.</p>',
      videoUrl: null,
      links: [{ label: 'Tender Notice', href: 'https://beacon.example/tender' }],
    },
  ],
  actionsHeading: 'What Can I Do?',
  actionsIntro: 'Ask your council.',
  actions: [
    {
      title: 'Read the contracts.',
      text: '',
      buttonText: 'Read Them',
      buttonColor: '#1f5fd6',
      buttonUrl: 'https://beacon.example/contracts',
      imageUrl: 'bundled:action-reports.svg',
      imageAlt: 'A report page under a magnifying glass',
    },
  ],
});

async function admin(path: string, init: { method: string; body?: unknown; version?: string }): Promise<Response> {
  return fetch(`${API_URL}${path}`, {
    method: init.method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await adminToken()}`,
      ...(init.version ? { 'If-Match': `"${init.version}"` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('a published investigation is served with its texts, and shows its rich text once live', async ({ page, browser }) => {
  const slug = `water-page-${Date.now().toString(36)}`;
  const created = await admin('/admin/content/investigation', {
    method: 'POST',
    body: { slug, body: body('Who Signed the Water Contracts?') },
  });
  expect(created.status).toBe(201);
  const draft = (await created.json()) as ContentItem;
  const published = await admin(`/admin/content/investigation/${slug}/publish`, { method: 'POST', body: {}, version: draft.version });
  expect(published.status).toBe(200);
  const { version } = (await published.json()) as ContentItem;
  try {
    await expectServedAndLive(page, browser, slug);
  } finally {
    // Taken down again, so the menu and the sitemap other tests read do not grow with every run.
    await admin(`/admin/content/investigation/${slug}/unpublish`, { method: 'POST', body: {}, version });
  }
});

async function expectServedAndLive(page: Page, browser: Browser, slug: string): Promise<void> {
  await withScriptsBlocked(browser, async (served) => {
    // Page servers keep what the API answered for a few seconds at most.
    await expect(async () => {
      await served.goto(`/investigations/${slug}`);
      await expect(heading(served)).toHaveText('Who Signed the Water Contracts?', { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(served.getByText('A year of Beacon Media reporting on the city’s water contracts.')).toBeVisible();
    await expect(served.getByText('The tender ran for nine days.')).toBeVisible();
    await expect(served.getByRole('link', { name: /^Tender Notice/ })).toHaveAttribute('href', 'https://beacon.example/tender');
  });

  await page.goto(`/investigations/${slug}`);
  await pageIsLive(page);
  const exhibit = page.getByRole('article', { name: /Exhibit 1:/ });
  await expect(exhibit.getByRole('link', { name: 'the notice' })).toHaveAttribute('target', '_blank');
  await expect(exhibit.locator('strong')).toHaveText('nine days');
  await expectAccessible(page, 'a published investigation with rich text');
}
