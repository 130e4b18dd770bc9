import { test, expect } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';

const ENGAGE_URL = `http://localhost:${E2E_PORTS.ENGAGE_PORT}`;

test.describe('the privacy notice', () => {
  test('the footer links it, and it opens inside the shell', async ({ page }) => {
    await page.goto('/speaking');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Privacy');
    await expect(page).toHaveTitle(/^Privacy · Beacon Media$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'press@beacon.example' })).toHaveAttribute(
      'href',
      'mailto:press@beacon.example',
    );
  });

  for (const path of ['/tips', '/speaking']) {
    test(`the form on ${path} links it`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole('main').getByRole('link', { name: 'privacy notice' });
      await expect(link).toHaveAttribute('href', '/privacy');
      await link.click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Privacy');
    });
  }

  test('the mailing-list form on /launch links it', async ({ page }) => {
    await page.goto('/launch');
    await expect(page.getByRole('main').getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  test("the engage remote's own deployment routes it too, from the same manifest", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${ENGAGE_URL}/privacy`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Privacy');
    expect(errors, 'uncaught errors').toEqual([]);
  });
});
