// The admin Content section end to end: production builds, the real API, the development sign-in.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { adminRow } from '../support/adminData';
import { contrastOf } from '../support/contrast';
import { expect, storeDevSession, test } from '../support/fixtures';
import { withScriptsBlocked } from '../support/noScripts';
import { API_URL } from '../support/ports';

// The admin remote is the site's largest download: on a busy machine its first load takes longer than the default waits.
test.describe.configure({ timeout: 180_000, mode: 'serial' });

const ELECTION_TITLE = 'Trust, but Verify: Six Unanswered Questions About How Our State Runs Its Elections';
const EXHIBIT_TITLE = "The County Clerk's Case";

interface Published {
  preview: boolean;
  body: { title: string };
}

/** What the API serves for the election page: the published revision, or the draft a preview token names. */
async function electionAnswer(preview?: string): Promise<{ status: number; title: string | null; preview: boolean | null }> {
  const query = preview ? `?preview=${encodeURIComponent(preview)}` : '';
  const response = await fetch(`${API_URL}/content/investigation/election${query}`);
  if (!response.ok) return { status: response.status, title: null, preview: null };
  const body = (await response.json()) as Published;
  return { status: response.status, title: body.body.title, preview: body.preview };
}

async function openContent(page: Page): Promise<void> {
  await storeDevSession(page, 'admin');
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible({ timeout: 60_000 });
}

const noSidewaysScroll = (page: Page, width: number) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** The election page as the page server sends it to a visitor whose browser runs no scripts: its title and first exhibit's. */
async function servedElection(visitor: Page): Promise<{ title: string | null; exhibit: string | null }> {
  await visitor.goto('/election');
  const main = visitor.getByRole('main');
  return {
    title: await main.getByRole('heading', { level: 1 }).textContent(),
    exhibit: await main.getByRole('heading', { level: 3, name: /^Exhibit 1: / }).textContent(),
  };
}

test('an admin edits the election title and an exhibit, previews the draft, publishes it (served to visitors within 5 s), and restores the seeded text from History', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openContent(page);
  const row = adminRow(page, ELECTION_TITLE);
  await expect(row).toContainText('Published');
  await noSidewaysScroll(page, 1366);
  await expectAccessible(page, 'the content list at 1366 px');

  await row.getByRole('link', { name: ELECTION_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: ELECTION_TITLE })).toBeVisible();
  await expect(page.getByText(/^Built-in file: /).first()).toBeVisible();
  const title = `Verified ${Date.now().toString(36)}`;
  const field = page.getByRole('group', { name: 'Page' }).getByLabel('Title');
  await field.fill(title);
  const exhibitTitle = `Clerk ${Date.now().toString(36)}`;
  const exhibitField = page.getByRole('group', { name: 'Exhibit 1', exact: true }).getByLabel('Title', { exact: true });
  await exhibitField.fill(exhibitTitle);
  const save = page.getByRole('button', { name: 'Save draft' });
  await save.click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  // Still under the pointer: a hovered primary button keeps its text readable.
  await expect.poll(() => contrastOf(save, 'text'), 'the hovered Save draft button').toBeGreaterThanOrEqual(4.5);
  await noSidewaysScroll(page, 1366);
  await expectAccessible(page, 'the election editor with a saved draft');

  // Preview: a new tab on the page's address with a signed token, which shows the draft; visitors still get the published text.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
  await tab.waitForURL(/\/election\?preview=/);
  const token = new URL(tab.url()).searchParams.get('preview') ?? '';
  expect(await electionAnswer(token)).toEqual({ status: 200, title, preview: true });
  expect(await electionAnswer()).toEqual({ status: 200, title: ELECTION_TITLE, preview: false });
  expect((await electionAnswer(`${token}x`)).status).toBe(404);
  await tab.close();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors see it within seconds.')).toBeVisible();
  await expect.poll(async () => (await electionAnswer()).title, { timeout: 5_000 }).toBe(title);
  await expect(page.getByText('Unpublished changes')).toHaveCount(0);
  // A visitor with scripts blocked gets the published words in the page's HTML, each look a fresh request.
  await withScriptsBlocked(browser, (visitor) =>
    expect.poll(() => servedElection(visitor), { timeout: 5_000 }).toEqual({ title, exhibit: `Exhibit 1: ${exhibitTitle}` }),
  );

  // History: the change, field by field; the seeded revision restored as the draft and published again.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const latest = history.getByRole('list', { name: 'Revisions, newest first' }).locator(':scope > li').first();
  await expect(latest).toContainText('Saved by Ada Admin');
  await expect(latest.locator('del')).toHaveText([ELECTION_TITLE, EXHIBIT_TITLE]);
  await expect(latest.locator('ins')).toHaveText([title, exhibitTitle]);
  await expectAccessible(page, 'the History dialog');
  const seeded = history.getByRole('list', { name: 'Revisions, newest first' }).locator(':scope > li').last();
  await seeded.getByRole('button', { name: /^Restore revision \d+ as draft$/ }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Revision \d+ is now the draft\.$/)).toBeVisible();
  await expect(field).toHaveValue(ELECTION_TITLE);
  await expect(exhibitField).toHaveValue(EXHIBIT_TITLE);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors see it within seconds.').first()).toBeVisible();
  await expect.poll(async () => (await electionAnswer()).title, { timeout: 5_000 }).toBe(ELECTION_TITLE);
});

/** The first motto word's colour visitors get on the launch page. */
async function publishedMottoColour(): Promise<string | undefined> {
  const response = await fetch(`${API_URL}/content/landing/landing`);
  return ((await response.json()) as { body: { motto: { color: string }[] } }).body.motto[0]?.color;
}

test('at 412 px the list is cards, site pages first, and the editors fit the screen, axe-clean; a bad link address and an unreadable motto colour are refused at their fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await openContent(page);
  const cards = page.getByRole('list', { name: 'Content' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Speaking page');
  await expect(page.locator('main table')).toHaveCount(0);
  await noSidewaysScroll(page, 412);
  await expectAccessible(page, 'the content list as cards at 412 px');

  await cards.filter({ hasText: ELECTION_TITLE }).getByRole('link', { name: ELECTION_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: ELECTION_TITLE })).toBeVisible();
  const links = page.getByRole('group', { name: 'Links of exhibit 1' });
  await links.getByLabel('Link 1 address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(links.getByText(/Enter a web address that starts with https:\/\/ or http:\/\//)).toBeVisible();
  await noSidewaysScroll(page, 412);
  await expectAccessible(page, 'the election editor at 412 px with a refused address');
  // Nothing was saved: visitors and the editor's record keep the seeded text.
  expect((await electionAnswer()).title).toBe(ELECTION_TITLE);

  await page.getByRole('link', { name: 'All content' }).click();
  await cards.filter({ hasText: '/launch' }).getByRole('link', { name: 'Launch page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launch page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  const motto = page.getByRole('group', { name: 'Motto words' });
  await motto.getByLabel('Colour of word 1', { exact: true }).fill('#333333');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(motto.getByText(/This colour is hard to read on the launch page’s dark card/)).toBeVisible();
  await noSidewaysScroll(page, 412);
  await expectAccessible(page, 'the launch page editor at 412 px with a refused colour');
  expect(await publishedMottoColour()).toBe('#ff6b6b');
});
