import fs from 'node:fs';
import type { APIResponse, Browser, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { FIRST_PARTY_ORIGINS } from '../support/privacy';
import { API_URL, HOST_URL } from '../support/ports';
import { openTipAsStaff, storedTip, unlockInbox } from '../support/tips';

test.describe.configure({ timeout: 180_000 });

const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * SecureDrop's landing-page checks, on an answer of the tip path: nothing lets a third party, a cache or a later
 * visitor learn of the visit.
 */
function expectLandingPageChecks(response: Response | APIResponse, what: string): void {
  const headers = response.headers();
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('no-referrer');
  expect(headers['cache-control'], `${what}: Cache-Control`).toBe('no-store, no-cache, must-revalidate, private');
  expect(headers['set-cookie'], `${what}: a cookie`).toBeUndefined();
  expect(headers['server'], `${what}: Server`).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, `${what}: frames`).toContain("frame-ancestors 'none'");
  const own = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:', ...FIRST_PARTY_ORIGINS]);
  const foreign = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .flatMap(([name, ...values]) => values.filter((value) => !own.has(value)).map((value) => `${name} ${value}`));
  expect(foreign, `${what}: sources outside the site in its policy`).toEqual([]);
}

/** Every request the page made, and whether any left the site's own origins (none may; the fixture blocks them too). */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}
const offsite = (urls: readonly string[]): string[] => urls.filter((url) => !FIRST_PARTY_ORIGINS.has(new URL(url).origin));

/**
 * axe-core needs a script of its own, which a page with JavaScript disabled cannot run: the page as shown is audited
 * in a context with scripts on, served from the same origin (its styles load) with the site's scripts refused.
 */
async function expectServedPageAccessible(browser: Browser, page: Page, state: string): Promise<void> {
  const html = await page.content();
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const audit = await context.newPage();
    await audit.route('**/*.js', (route) => route.abort());
    await audit.route(`${HOST_URL}/__audit`, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    await audit.goto(`${HOST_URL}/__audit`);
    await expectAccessible(audit, state);
  } finally {
    await context.close();
  }
}

/** The answer to a native form post: the page it lands on, on the main site. */
async function submitNatively(page: Page, button: string, form: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().includes(`/tips?form=${form}`)),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

test.describe('the tip line with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/tips is a working HTML form that says which path protects the source how, with a one-time token and no script check', async ({
    page,
    browser,
  }) => {
    const response = await page.goto('/tips');
    expect(response?.status()).toBe(200);
    expectLandingPageChecks(response as Response, '/tips');
    const form = page.getByRole('form', { name: 'Media tip' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(page.getByText(/^Scripts are off \(or not loaded yet\): the form still works\./)).toBeVisible();
    await expect(page.getByText(/^Two ways to send, both encrypted/)).toBeVisible();
    // The served copy carries a token of its own (not the build's placeholder), and no captcha widget.
    const token = await form.locator('input[name="formToken"]').getAttribute('value');
    expect(token).toMatch(/^[0-9a-f]{32}\.\d+\.[A-Za-z0-9_-]{43}$/);
    const again = await (await page.request.get(`${HOST_URL}/tips`)).text();
    expect(again).not.toContain(token ?? '');
    expect(again).not.toContain('%%beacon:');
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    // The newsroom key's fingerprint, to compare with the one printed elsewhere, is in the served page: the API's own.
    const { fingerprint } = (await (await page.request.get(`${API_URL}/tips/key`)).json()) as { fingerprint: string };
    const grouped = (fingerprint.toUpperCase().match(/.{1,4}/g) ?? []).join(' ');
    await expect(page.locator('.engage-tips-fingerprint code')).toHaveText(grouped);
    await expectServedPageAccessible(browser, page, '/tips without JavaScript');
  });

  test('a source sends a tip with a file, keeps the receipt, reads the staff reply and answers with a file; staff read both with the key', async ({
    page,
    browser,
  }) => {
    const requests = watchRequests(page);
    await page.goto('/tips');
    const message = unique('The ferry inspector signs blank certificates on Fridays');
    const name = unique('Noor');
    const evidence = `Certificate stub 4471 ${unique('')}\n`;
    const form = page.getByRole('form', { name: 'Media tip' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Message').fill(message);
    await form
      .getByLabel('Files (optional)')
      .setInputFiles({ name: 'stub-4471.txt', mimeType: 'text/plain', buffer: Buffer.from(evidence) });
    const sent = await submitNatively(page, 'Send', 'send');
    expect(sent.status()).toBe(200);
    expectLandingPageChecks(sent, 'the receipt page');
    // The receipt page is on the main site, runs nothing and is the success page.
    expect(new URL(page.url()).origin).toBe(HOST_URL);
    await expect(page.locator('script')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('Your message has been sent successfully!');
    const receipt = (await page.getByTestId('tip-receipt').textContent()) ?? '';
    expect(receipt).toMatch(/^([A-Z2-7]{6}-){6}[A-Z2-7]{6}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media Tips');
    await expectServedPageAccessible(browser, page, 'the receipt page without JavaScript');

    // Stored as ciphertext; staff decrypt it with the key: the same tip, its file named inside the encryption.
    const stored = await storedTip(message);
    expect(stored.plaintext.name).toBe(name);
    expect(stored.plaintext.attachments).toEqual([{ name: 'stub-4471.txt', type: 'text/plain', size: evidence.length }]);

    const staffContext = await browser.newContext({ javaScriptEnabled: true });
    const staff = await staffContext.newPage();
    try {
      const dialog = await openTipAsStaff(staff, stored.id, message);
      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download stub-4471.txt' }).click(),
      ]);
      expect(fs.readFileSync((await download.path()) ?? '', 'utf8')).toBe(evidence);
      const reply = unique('Thank you. Which ferry line?');
      await dialog.getByLabel('Your reply to the source').fill(reply);
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await expect(staff.getByText('Reply sent.')).toBeVisible({ timeout: 20_000 });

      // The source opens the conversation with the receipt: the server reads it for this request and shows it.
      await page.goto('/tips');
      await page.getByLabel('Receipt', { exact: true }).fill(receipt.toLowerCase());
      const opened = await submitNatively(page, 'Open', 'conversation');
      expect(opened.status()).toBe(200);
      expectLandingPageChecks(opened, 'the conversation page');
      const conversation = page.getByRole('list', { name: 'Conversation' });
      await expect(conversation.getByText(reply)).toBeVisible();
      await expect(conversation).toContainText('Newsroom');
      await expectServedPageAccessible(browser, page, 'the conversation without JavaScript');

      const answer = unique('Line 7, the 06:40 crossing.');
      const answerFile = `Crossing log ${unique('')}\n`;
      const answerForm = page.getByRole('form', { name: 'Your answer' });
      await answerForm.getByRole('textbox', { name: 'Your answer' }).fill(answer);
      await answerForm
        .getByLabel('Files (optional)')
        .setInputFiles({ name: 'log-7.txt', mimeType: 'text/plain', buffer: Buffer.from(answerFile) });
      const answered = await submitNatively(page, 'Send answer', 'answer');
      expect(answered.status()).toBe(200);
      await expect(page.getByText('Your answer was sent, encrypted.')).toBeVisible();
      await expect(conversation.getByText(answer)).toBeVisible();
      await expect(conversation.getByText('Files: log-7.txt')).toBeVisible();

      const after = await storedTip(message);
      expect([after.lastMessageFrom, after.conversation.length, after.conversation[1]?.attachments.length]).toEqual(['source', 2, 1]);
      // Staff read the answer in the inbox with the key.
      await staff.goto(`/admin/tips?view=${stored.id}`);
      await unlockInbox(staff);
      await expect(staff.getByRole('dialog').getByText(answer)).toBeVisible({ timeout: 20_000 });
    } finally {
      await staffContext.close();
    }
    expect(offsite(requests), 'requests that left the site').toEqual([]);
  });

  test('/privacy shows the newsroom key’s fingerprint without a script too', async ({ page }) => {
    expect((await page.goto('/privacy'))?.status()).toBe(200);
    await expect(page.locator('.engage-tips-fingerprint code')).toHaveText(/^[0-9A-F]{4}( [0-9A-F]{4})+$/);
  });

  test('a refused tip comes back with what the source typed, and sends with the fresh form', async ({ page, browser }) => {
    await page.goto('/tips');
    const message = unique('The harbour master logs no night arrivals <on purpose> & says so');
    const form = page.getByRole('form', { name: 'Media tip' });
    await form.getByLabel('Email').fill('night.watch@example.org');
    await form.getByLabel('Message').fill(message);
    await form.getByLabel('Files (optional)').setInputFiles({ name: 'map.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    const refused = await submitNatively(page, 'Send', 'send');
    expect(refused.status()).toBe(400);
    expectLandingPageChecks(refused, 'a refused tip');
    await expect(page.getByRole('alert')).toContainText('Your tip was not sent');
    const again = page.getByRole('form', { name: 'Media tip' });
    await expect(again.getByLabel('Message')).toHaveValue(message);
    await expect(again.getByLabel('Email')).toHaveValue('night.watch@example.org');
    await expect(page.getByText('Everything you typed is still here.', { exact: false })).toBeVisible();
    await expectServedPageAccessible(browser, page, 'a refused tip without JavaScript');
    await expect(storedTip(message)).rejects.toThrow(/no stored tip/);

    const sent = await submitNatively(page, 'Send', 'send');
    expect(sent.status()).toBe(200);
    await expect(page.getByRole('status')).toContainText('Your message has been sent successfully!');
    expect((await storedTip(message)).plaintext.email).toBe('night.watch@example.org');
  });

  test('a post without the page’s token is refused and stores nothing', async ({ page }) => {
    const message = unique('A tip sent by a script that never loaded the page');
    const answer = await page.request.post(`${HOST_URL}/tips?form=send`, { multipart: { message } });
    expect(answer.status()).toBe(400);
    expectLandingPageChecks(answer, 'a refused tip');
    expect(await answer.text()).toContain('the form’s one-time check was missing, already used or too old');
    await expect(storedTip(message)).rejects.toThrow(/no stored tip/);
  });
});
