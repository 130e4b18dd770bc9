// Staff tools end to end: actions in view at laptop and phone sizes, Recently deleted, CSV export,
// bulk approval, the activity log and Settings, on production builds and the real API.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { adminRow, adminRows, enterEventDateTime, postBooking, postEvent } from '../support/adminData';
import { expect, storeDevSession, test } from '../support/fixtures';
import { API_URL } from '../support/ports';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAAH0lEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBfSwAADQw6MftkeWRwAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ timeout: 150_000 });

const SIZES = [
  [1366, 900],
  [1280, 800],
  [390, 844],
] as const;

const stamp = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A requester or title as long as real ones get: two given names, a double surname, a place. */
const longName = (tag: string): string => `Maximiliana Constanza Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh ${tag}`;

async function openSection(page: Page, section: 'bookings' | 'events' | 'activity' | 'settings', heading: string): Promise<void> {
  await storeDevSession(page, 'admin');
  await page.goto(`/admin/${section}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 45_000 });
}

const rowOf = adminRow;
const search = (page: Page, text: string) => page.getByRole('searchbox').fill(text);

/**
 * Scrolled to (a phone's cards run below the fold), the element lies inside the window and is the topmost thing at its
 * centre (not under the scrolled part of a row).
 */
async function expectInView(page: Page, target: Locator, what: string): Promise<void> {
  await expect(target, what).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  const inView = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return box.left >= 0 && box.right <= window.innerWidth && (top === element || element.contains(top));
  });
  expect(inView, `${what} is inside the window and not covered`).toBe(true);
}

test.describe('every row action stays in view, with long names', () => {
  for (const [width, height] of SIZES) {
    test(`bookings and events at ${width}×${height}: visible, operable by keyboard, axe-clean`, async ({ page }) => {
      const tag = stamp();
      const requester = longName(tag);
      const title = `${longName(tag)} public meeting about the river`;
      await postBooking(requester, `A very long event name for the ${tag} community forum`);
      await postEvent(title);
      await page.setViewportSize({ width, height });

      await openSection(page, 'bookings', 'Bookings');
      await search(page, tag);
      const booking = rowOf(page, requester);
      for (const name of ['View booking from', 'Approve booking from', 'Delete booking from']) {
        await expectInView(page, booking.getByRole('button', { name: `${name} ${requester}` }), `${name} at ${width} px`);
      }
      await expectInView(page, booking.getByRole('link', { name: `Email ${requester}` }), `Email at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `bookings with a long name at ${width} px`);
      // By keyboard: focus reaches View, Enter opens the dialog, Escape closes it.
      await booking.getByRole('button', { name: `View booking from ${requester}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Booking request' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Booking request' }).getByRole('heading', { name: 'History' })).toBeVisible();
      await expectAccessible(page, `the booking's View dialog with its history at ${width} px`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Booking request' })).toHaveCount(0);
      await booking.getByRole('button', { name: `Approve booking from ${requester}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Booking approved.')).toBeVisible();

      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Events' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
      await search(page, tag);
      const event = rowOf(page, title);
      for (const name of ['View', 'Edit', 'Delete']) {
        await expectInView(page, event.getByRole('button', { name: `${name} ${title}` }), `${name} at ${width} px`);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `events with a long title at ${width} px`);
      await event.getByRole('button', { name: `Edit ${title}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
      await page.keyboard.press('Escape');
      await event.getByRole('button', { name: `Delete ${title}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Delete this event?')).toBeVisible();
      await page.keyboard.press('Escape');
    });
  }
});

test('an event with its image is deleted, then restored from Recently deleted with the same id and image', async ({ page }) => {
  const title = `Restorable ${stamp()}`;
  await openSection(page, 'events', 'Events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').fill('Forum');
  await dialog.getByLabel('Location').fill('Mesa Library');
  await enterEventDateTime(page, dialog, '2031-05-06 18:30');
  await dialog.getByLabel('Upload image').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
  const preview = dialog.getByRole('img', { name: 'Event image preview' });
  await expect(preview).toHaveAttribute('src', new RegExp(`^${API_URL}/media/uploads/events/`));
  const imageUrl = (await preview.getAttribute('src')) ?? '';
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event created.')).toBeVisible();
  const listed = (await (await fetch(`${API_URL}/events`)).json()) as { _id: string; title: string }[];
  const id = listed.find((each) => each.title === title)?._id ?? '';
  expect(id).not.toBe('');

  await search(page, title);
  await rowOf(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Event deleted.')).toBeVisible();
  expect((await fetch(`${API_URL}/events/${id}`)).status).toBe(404);
  expect((await fetch(imageUrl)).status).toBe(200);

  await page.getByRole('tab', { name: 'Recently deleted' }).click();
  const deleted = rowOf(page, title);
  await expect(deleted.getByRole('img', { name: `Image of ${title}` })).toHaveAttribute('src', imageUrl);
  await expectAccessible(page, 'Recently deleted events');
  await deleted.getByRole('button', { name: `Restore ${title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Event restored.')).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);

  const restored = (await (await fetch(`${API_URL}/events/${id}`)).json()) as { title: string; imageUrl: string };
  expect(restored).toMatchObject({ title, imageUrl });
  expect((await fetch(imageUrl)).status).toBe(200);
  await page.getByRole('tab', { name: 'Current' }).click();
  await search(page, title);
  await expect(rowOf(page, title)).toHaveCount(1);
});

/** RFC 4180 rows of a small CSV (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

test('export downloads a CSV whose rows are the rows of the filtered table', async ({ page }) => {
  const tag = `Export ${stamp()}`;
  for (const name of [`${tag} Ana`, `${tag} Émile`, `=HYPERLINK("x") ${tag}`]) await postBooking(name);
  await openSection(page, 'bookings', 'Bookings');
  await search(page, tag);
  const tableRows = page.getByRole('row').filter({ hasText: tag });
  await expect(tableRows).toHaveCount(3);
  // The Requester cell: after the selection checkbox's.
  const shown = await Promise.all((await tableRows.all()).map((row) => row.getByRole('cell').nth(1).innerText()));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bookings-.*\.csv$/);
  const text = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  const name = (header ?? []).indexOf('requesterName');
  const exported = rows.map((row) => row[name] ?? '');
  // Formula-looking cells come neutralised: the spreadsheet shows them as text.
  expect(exported.sort()).toEqual(shown.map((cell) => (cell.startsWith('=') ? `'${cell}` : cell)).sort());
  await expect(page.getByText('Exported 3 rows.')).toBeVisible();
});

test('bulk: two bookings approved at once after one confirmation, each row reported, both in the activity log', async ({ page }) => {
  const tag = `Bulk ${stamp()}`;
  await postBooking(`${tag} one`);
  await postBooking(`${tag} two`);
  await openSection(page, 'bookings', 'Bookings');
  await search(page, tag);
  for (const which of ['one', 'two']) {
    await rowOf(page, `${tag} ${which}`)
      .getByRole('checkbox', { name: `Select the booking from ${tag} ${which}` })
      .check();
  }
  const bar = page.getByRole('group', { name: 'Selected rows' });
  await expect(bar).toContainText('2 selected');
  await expectAccessible(page, 'bookings with two rows selected');
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByText('Approve 2 bookings?')).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Approved 2 of 2.' });
  await expect(outcome).toBeVisible();
  await expect(outcome.getByRole('listitem')).toHaveCount(2);
  await expect(rowOf(page, `${tag} one`).getByText('Confirmed')).toBeVisible();
  await expectAccessible(page, 'bookings with the bulk outcome');

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(adminRow(page, 'approved the booking').first()).toBeVisible();
  await expectAccessible(page, 'the Activity view');
});

test.describe('Activity and Settings at each size', () => {
  for (const [width, height] of SIZES) {
    test(`at ${width}×${height}: the dashboard's recent activity, Activity filtered, Settings, all axe-clean`, async ({ page }) => {
      await postBooking(`Activity ${stamp()}`);
      await page.setViewportSize({ width, height });
      await storeDevSession(page, 'admin');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 45_000 });
      await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page, `dashboard with recent activity at ${width} px`);

      await openSection(page, 'activity', 'Activity');
      await expect(adminRows(page).nth(1)).toBeVisible();
      await page.getByLabel('Item').selectOption({ label: 'Sign-ins' });
      await expect(adminRow(page, 'signed in').first()).toBeVisible();
      await expectAccessible(page, `Activity filtered at ${width} px`);

      await openSection(page, 'settings', 'Settings');
      await expect(page.getByRole('row').filter({ hasText: 'Sign-in' })).toContainText(/Answers|No answer/, { timeout: 20_000 });
      await expect(page.getByRole('row').filter({ hasText: 'mfe_events' })).toContainText('Answers');
      await expect(page.getByRole('row').filter({ hasText: 'mfe_events' })).toContainText('^');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `Settings at ${width} px`);
    });
  }
});
