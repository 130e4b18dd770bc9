import { test, expect } from '../support/fixtures';
import { AppServer } from '../support/appServers';
import { API_URL, DEV_ADMIN_CODE, EVENTS_URL, extraSitePort } from '../support/ports';

test.describe('development sign-in through the API', () => {
  test('a visitor signs in and out from the top bar', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
    await dialog.getByLabel('Your name').fill('Robin');
    await dialog.getByRole('button', { name: 'Continue as visitor' }).click();
    const account = page.getByRole('banner').getByRole('button', { name: 'Account of Robin' });
    await expect(account).toBeVisible();
    await page.reload();
    await account.click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a wrong admin code is refused with the API’s message; the right one opens the admin area', async ({ page }) => {
    await page.goto('/admin/users');
    const form = page.getByRole('form', { name: 'Development sign-in' });
    await form.getByLabel('Admin code (admins only)').fill('not-the-code');
    await form.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByLabel('Admin code (admins only)').fill(DEV_ADMIN_CODE);
    await form.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(page.getByRole('main')).toContainText('Invite, search, and manage roles.');
  });
});

test.describe('a hosted provider that fails to load', () => {
  // A syntactically valid Clerk key whose frontend host does not exist.
  const key = `pk_test_${Buffer.from('clerk.beacon.invalid$').toString('base64')}`;
  test.use({ expectedOffsite: /clerk\.beacon\.invalid/ });

  test('leaves the site usable, signed out, with a small notice', async ({ page }) => {
    const host = new AppServer('host', extraSitePort(19), { API_URL, CLERK_PUBLISHABLE_KEY: key, MFE_EVENTS_URL: EVENTS_URL });
    await host.start();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const clerkScripts: Promise<boolean>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        clerkScripts.push(
          response.text().then(
            (body) => body.includes('clerk.browser.js'),
            () => false,
          ),
        );
    });
    try {
      await page.goto(`${host.url}/events`);
      await expect(page.getByRole('main')).toContainText('Join Us at Events');
      await expect(page.getByRole('banner').getByRole('status')).toHaveText('Sign-in is unavailable right now.', { timeout: 20_000 });
      await page.goto(`${host.url}/admin`);
      await expect(page.getByRole('main')).toContainText('Sign-in is unavailable right now.', { timeout: 20_000 });
      expect(errors).toEqual([]);
      // The Clerk bridge was downloaded because a key is configured.
      expect((await Promise.all(clerkScripts)).some(Boolean)).toBe(true);
    } finally {
      await host.stop();
    }
  });
});
