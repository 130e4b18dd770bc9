import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { completeCaptcha } from '../support/captcha';
import { expect, pageIsLive, storeDevSession, test } from '../support/fixtures';
import { FIRST_PARTY_ORIGINS } from '../support/privacy';
import { storedTip, unlockInbox } from '../support/tips';

// The admin remote is the site's largest download, and opening keys and messages is real work.
test.describe.configure({ timeout: 120_000 });

/** A small but real PDF: documents are sent as they are (only images lose their metadata). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Every request body the page sends, as text (multipart parts included). */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const body = request.postDataBuffer();
    if (body) bodies.push(body.toString('latin1'));
  });
  return bodies;
}

test.describe('a tip, encrypted in the browser, read in the admin inbox', () => {
  test('a tip with a file leaves the page as ciphertext only, with no third party and no cookie, and staff read it with the key', async ({
    page,
    context,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    const bodies = recordBodies(page);

    await page.goto('/tips');
    await pageIsLive(page);
    await expectAccessible(page, 'the idle tips form');
    const message = unique('Council minutes, page 4:');
    await page.getByLabel('Name').fill('Tess Tipster');
    await page.getByLabel('Email').fill('tess@example.org');
    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Files (optional)').setInputFiles({ name: 'minutes.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('minutes.pdf');
    await completeCaptcha(page);
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('tip-receipt')).toHaveText(/^[A-Z2-7]{6}(-[A-Z2-7]{1,6}){6}$/);
    await expect(page.getByLabel('Message')).toHaveCount(0);
    await page.mouse.move(0, 0);
    // The button the pointer just left fades back from its hover colour: audited once it has.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await expectAccessible(page, 'the tips receipt view');

    // What left the page: nothing readable, to nobody but the site's own origins, and no cookie was set.
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      for (const plain of [message, 'Tess Tipster', 'tess@example.org', '%PDF-1.4']) expect(body).not.toContain(plain);
    }
    expect([...origins].filter((origin) => !FIRST_PARTY_ORIGINS.has(origin))).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    // What the API holds: ciphertext, and the time it arrived.
    const { plaintext, ...stored } = await storedTip(message);
    expect(plaintext).toMatchObject({
      name: 'Tess Tipster',
      email: 'tess@example.org',
      attachments: [{ name: 'minutes.pdf', type: 'application/pdf' }],
    });
    expect(JSON.stringify(stored)).not.toContain(message);
    expect(JSON.stringify(stored)).not.toContain('Tess Tipster');
    expect(stored).toMatchObject({ status: 'new', attachments: 1 });
    expect(stored.message).toMatch(/^-----BEGIN PGP MESSAGE-----/);

    // Staff open the key in the browser and read the tip there.
    await storeDevSession(page, 'admin');
    await page.goto(`/admin/tips?view=${stored.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('This tip is encrypted. Open the tips key to read it.')).toBeVisible({ timeout: 45_000 });
    await unlockInbox(page);
    await expect(dialog.getByText('Tess Tipster')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('tess@example.org')).toBeVisible();
    await expect(dialog.getByText(message)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download minutes.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('minutes.pdf');
    expect(fs.readFileSync(await download.path())).toEqual(PDF);
    await expectAccessible(page, 'an opened tip');

    // Reading it filed it as read; staff may mark it unread again. Then deleted after the prompt; all recorded in the activity.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = page.locator(`tr[data-row-key="${stored.id}"]`);
    await expect(row.getByText('Read', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Mark unread:/ }).click();
    await expect(page.getByText('Marked unread.')).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    // The row the pointer just clicked in fades back from its hover colour: audited once it has.
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await expectAccessible(page, 'the tips inbox with the key open');
    await row.getByRole('button', { name: /^Delete the tip received/ }).click();
    await expect(page.getByText(/Delete this tip for good\?/)).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Tip deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByText(/changed the status of a tip/).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/deleted a tip/).first()).toBeVisible();
  });
});
