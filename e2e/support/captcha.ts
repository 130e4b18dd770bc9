import { expect, type Page } from '@playwright/test';

/**
 * Completes the forms' captcha as a visitor does: ticks "I'm not a robot" and waits until the
 * check says Verified (the default proof-of-work challenge is solved in the page meanwhile).
 */
export async function completeCaptcha(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
}
