// The admin's tables fit: at a laptop's 1366 px every column of every table lies inside the table's box with its
// content uncut (no sideways scrolling, nothing under a pinned column); at a phone's 412 px the lists are cards that
// lie inside the screen. Each state axe-clean. Measured on the production builds with long real-world names.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { adminToken, postBooking, postEvent } from '../support/adminData';
import { expect, storeDevSession, test } from '../support/fixtures';
import { API_URL } from '../support/ports';

test.describe.configure({ timeout: 150_000 });

const stamp = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const longName = (tag: string): string => `Maximiliana Constanza Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh ${tag}`;

/** Two releases of the landing remote, published (not live: the site's pages are not affected). */
async function publishReleases(): Promise<void> {
  const token = await adminToken('Release Publisher');
  for (const id of ['e2e0a0000001', 'e2e0a0000002']) {
    const response = await fetch(`${API_URL}/releases`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        remote: 'mfe_landing',
        id,
        version: '1.0.0',
        sharedRange: '^1.5.0',
        builtAt: '2031-01-01T10:00:00.000Z',
        manifestUrl: `http://localhost:9/releases/${id}/mf-manifest.json`,
      }),
    });
    expect([200, 201]).toContain(response.status);
  }
}

const SECTIONS = [
  { path: 'bookings', heading: 'Bookings' },
  { path: 'events', heading: 'Events' },
  { path: 'activity', heading: 'Activity' },
  { path: 'tips', heading: 'Tips' },
  { path: 'settings', heading: 'Settings' },
] as const;

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 45_000 });
  // The lists have loaded: no table is still showing its spinner.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
}

/** Every table's columns against its box: what does not fit, by table, column and cell (empty when all fit). */
const overflowsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const wrappers = [...document.querySelectorAll<HTMLElement>('main .ant-table-wrapper')].filter((wrapper) => wrapper.offsetParent);
    wrappers.forEach((wrapper, index) => {
      const box = wrapper.getBoundingClientRect();
      const name = `table ${index + 1} (${wrapper.closest('section, .ant-card')?.querySelector('h2, h3, h1')?.textContent ?? '?'})`;
      for (const scroller of wrapper.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        if (scroller.scrollWidth > scroller.clientWidth + 1)
          problems.push(`${name} scrolls sideways: ${scroller.scrollWidth} px in ${scroller.clientWidth}`);
      }
      const headers = [...wrapper.querySelectorAll<HTMLElement>('thead th')].filter((th) => th.getBoundingClientRect().width > 0);
      for (const th of headers) {
        const cell = th.getBoundingClientRect();
        const label = th.textContent?.trim() || '(selection)';
        if (cell.left < box.left - 1 || cell.right > box.right + 1 || cell.right > window.innerWidth)
          problems.push(
            `${name}: column ${label} lies outside (${Math.round(cell.left)}–${Math.round(cell.right)} in ${Math.round(box.left)}–${Math.round(box.right)})`,
          );
        if (th.scrollWidth > th.clientWidth + 1) problems.push(`${name}: the heading ${label} is cut`);
      }
      for (const td of wrapper.querySelectorAll<HTMLElement>('tbody td')) {
        if (td.scrollWidth > td.clientWidth + 1)
          problems.push(`${name}: "${td.textContent?.slice(0, 40)}" is cut (${td.scrollWidth} px in ${td.clientWidth})`);
      }
    });
    return problems;
  });

/** Cards and their controls that stick out of the screen, and whether the page scrolls sideways. */
const phoneProblemsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('main .admin-card, main .admin-card button, main .admin-card a')) {
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth + 0.5)
        problems.push(`"${element.textContent?.slice(0, 40)}" spans ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    return problems;
  });

test.beforeAll(async () => {
  const tag = stamp();
  await postBooking(longName(tag), `A very long event name for the ${tag} community forum in the river valley`);
  await postEvent(`${longName(tag)} public meeting about the river and its bridges`);
  await publishReleases();
});

test('at 1366×900 every admin table shows every column inside its box, nothing cut, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeDevSession(page, 'admin');
  for (const { path, heading } of SECTIONS) {
    await open(page, path, heading);
    if (path === 'settings') await expect(page.getByRole('region', { name: 'mfe_landing' }).getByRole('row')).toHaveCount(3);
    else if (path !== 'tips') await expect(page.locator('main tbody tr.ant-table-row').first()).toBeVisible();
    expect(await overflowsOf(page), `${path} at 1366 px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await expectAccessible(page, `${path} at 1366 px`);
  }
  // The Releases table, scrolled to: Health and Actions wholly in view, Promote on every published row.
  const landing = page.getByRole('region', { name: 'mfe_landing' });
  await landing.getByRole('columnheader', { name: 'Actions' }).scrollIntoViewIfNeeded();
  for (const name of ['Health', 'Actions']) await expect(landing.getByRole('columnheader', { name })).toBeInViewport({ ratio: 1 });
  await expect(landing.getByRole('button', { name: 'Promote' })).toHaveCount(2);
});

test('at 412 px bookings, events, activity and releases are cards inside the screen, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await storeDevSession(page, 'admin');
  const lists = { bookings: 'Booking requests', events: 'Events', activity: 'Activity entries', settings: 'Releases of mfe_landing' };
  for (const [path, list] of Object.entries(lists)) {
    const heading = SECTIONS.find((section) => section.path === path)?.heading ?? '';
    await open(page, path, heading);
    const cards = page.getByRole('list', { name: list }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    if (path !== 'settings') await expect(page.locator('main table')).toHaveCount(0);
    // A card shows what the table's columns did, each labelled.
    await expect(cards.first().locator('dt').first()).toBeVisible();
    expect(await phoneProblemsOf(page), `${path} at 412 px`).toEqual([]);
    await expectAccessible(page, `${path} as cards at 412 px`);
  }
  // Promote and Canary are on screen for a published release.
  const release = page.getByRole('list', { name: 'Releases of mfe_landing' }).getByRole('listitem').first();
  await release.getByRole('button', { name: 'Promote' }).scrollIntoViewIfNeeded();
  await expect(release.getByRole('button', { name: 'Promote' })).toBeInViewport();
  // Asking before a promote, on a phone too.
  await release.getByRole('button', { name: 'Promote' }).click();
  const dialog = page.getByRole('dialog', { name: /^Promote e2e0a000000\d of mfe_landing\?$/ });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the promote confirmation at 412 px');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
