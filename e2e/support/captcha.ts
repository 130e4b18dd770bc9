import { expect, type Page } from '@playwright/test';

/**
 * Completes a form's bot check as a keyboard user does: Space on "I'm not a robot" (the ALTCHA
 * widget's checkbox, whose tick mark lies over it), then waits until the proof-of-work challenge from
 * the API is solved in the page and the widget says Verified.
 */
export async function completeCaptcha(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).press('Space');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
}
