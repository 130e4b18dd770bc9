import fs from 'node:fs';
import { completeCaptcha } from '../support/captcha';
import { expect, pageIsLive, test } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { openTipAsStaff, storedTip, unlockInbox } from '../support/tips';

test.describe.configure({ timeout: 150_000 });

const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('replies to a source, with the receipt', () => {
  test('staff reply in the inbox, the source reads it on /tips with the receipt and answers, staff read the answer', async ({
    page,
    browser,
  }) => {
    // The source sends a tip anonymously and keeps the receipt.
    await page.goto('/tips');
    await pageIsLive(page);
    const message = unique('Ask me about the shelter contract');
    await page.getByLabel('Message').fill(message);
    await completeCaptcha(page);
    await page.getByRole('button', { name: 'Send' }).click();
    const receipt = (await page.getByTestId('tip-receipt').textContent({ timeout: 30_000 })) ?? '';
    expect(receipt).toMatch(/^[A-Z2-7-]{48}$/);
    const stored = await storedTip(message);

    // Staff answer from the inbox, in a browser of their own.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      const dialog = await openTipAsStaff(staff, stored.id, message);
      await expect(dialog.getByText(/No messages yet/)).toBeVisible();
      const reply = unique('Thank you. Which contract number?');
      await dialog.getByLabel('Your reply to the source').fill(reply);
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await expect(staff.getByText('Reply sent.')).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByText(reply)).toBeVisible();
      // Reading it marked it read, and the reply marked it answered.
      await expect.poll(async () => (await storedTip(message)).status, { timeout: 20_000 }).toBe('answered');

      // The source opens the conversation with the receipt (typed in lower case, as a person might).
      await page.goto('/tips');
      await pageIsLive(page);
      await page.getByLabel('Receipt', { exact: true }).fill(receipt.toLowerCase());
      await page.getByRole('button', { name: 'Open' }).click();
      const conversation = page.getByRole('list', { name: 'Conversation' });
      await expect(conversation.getByText(reply)).toBeVisible({ timeout: 30_000 });
      await expect(conversation).toContainText('Newsroom');
      await expectAccessible(page, 'the source’s conversation');
      const answer = unique('Contract 2031-17, signed in March.');
      await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
      // The answer carries a file, like a tip.
      const answerForm = page.getByRole('form', { name: 'Your answer' });
      const evidence = `Contract 2031-17, page 2 ${unique('')}\n`;
      await answerForm
        .getByLabel('Files (optional)')
        .setInputFiles({ name: 'contract-p2.txt', mimeType: 'text/plain', buffer: Buffer.from(evidence) });
      await expect(answerForm.getByText(/contract-p2\.txt \(1 KB\)/)).toBeVisible();
      await expectAccessible(page, 'the answer form with a file');
      await page.getByRole('button', { name: 'Send answer' }).click();
      await expect(page.getByText('Your answer was sent, encrypted.')).toBeVisible({ timeout: 20_000 });
      await expect(conversation.getByText('Files: contract-p2.txt')).toBeVisible();
      const answered = await storedTip(message);
      expect([answered.status, answered.lastMessageFrom, answered.conversation[1]?.attachments.length]).toEqual(['new', 'source', 1]);

      // A wrong receipt opens nothing.
      await page.goto('/tips');
      await pageIsLive(page);
      const wrong = `${receipt.slice(0, -1)}${receipt.endsWith('A') ? 'B' : 'A'}`;
      await page.getByLabel('Receipt', { exact: true }).fill(wrong);
      await page.getByRole('button', { name: 'Open' }).click();
      await expect(page.getByText('No conversation was found for this receipt. It may be mistyped, or it expired.')).toBeVisible({
        timeout: 20_000,
      });

      // The inbox flags the tip and the menu counts it, before anyone opens it.
      await staff.goto('/admin/tips');
      await expect(staff.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Tips \d+ unread$/ })).toBeVisible({
        timeout: 30_000,
      });
      await expect(staff.getByRole('tab', { name: /^Inbox \(\d+ unread\)$/ })).toBeVisible();
      const row = staff.locator(`tr[data-row-key="${stored.id}"]`);
      await expect(row.locator('.ant-tag')).toHaveText(['New', 'Source replied']);
      await expectAccessible(staff, 'the tips inbox with a tip the source replied to');

      // Staff read the answer and save its file under its own name (the key was forgotten with the page: it is opened again).
      await staff.goto(`/admin/tips?view=${stored.id}`);
      await unlockInbox(staff);
      const reopened = staff.getByRole('dialog');
      await expect(reopened.getByText(answer)).toBeVisible({ timeout: 20_000 });
      const files = reopened.getByRole('region', { name: /^Files sent with this message/ });
      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        files.getByRole('button', { name: 'Download contract-p2.txt' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('contract-p2.txt');
      expect(fs.readFileSync((await download.path()) ?? '', 'utf8')).toBe(evidence);
      await expect.poll(async () => (await storedTip(message)).status, { timeout: 20_000 }).toBe('read');
    } finally {
      await staffContext.close();
    }
  });
});
