import { test, expect } from '../support/fixtures';
import { API_URL, E2E_PORTS } from '../support/ports';
import { measurePrivacy, privacyTable, type PrivacyReport } from '../support/privacy';
import { PUBLIC_PATHS } from '../support/routes';

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

async function firstEventId(): Promise<string> {
  const events = (await (await fetch(`${API_URL}/events`)).json()) as { _id?: string; id?: string }[] | { data: { id: string }[] };
  const first = Array.isArray(events) ? events[0] : events.data[0];
  const id = first && ('_id' in first && first._id ? first._id : first.id);
  if (!id) throw new Error('no seeded event');
  return id;
}

test.describe('privacy per route', () => {
  // Offsite requests are blocked by the fixture either way; here they are what is measured, so they
  // are reported in the table rather than failing the test on their own.
  test.use({ expectedOffsite: /./ });

  test('every public route: the third parties it contacts, the cookies it sets, its referrer policy; /tips has none of either', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const routes: [string, string][] = [
      ...PUBLIC_PATHS.map((path): [string, string] => [path, path]),
      ['/events/:id', `/events/${encodeURIComponent(await firstEventId())}`],
    ];
    const reports: PrivacyReport[] = [];
    for (const [route, path] of routes) reports.push(await measurePrivacy(page, route, path));
    console.log(`\nPrivacy per route (default configuration)\n${privacyTable(reports)}\n`);

    const tips = reports.find((report) => report.route === '/tips');
    expect(tips?.thirdParties, 'third-party origins contacted by /tips').toEqual([]);
    expect(tips?.cookies, 'cookies set on /tips').toEqual([]);
    // Every route is measured: none is left out of the table by a failed load.
    expect(reports.map((report) => report.route)).toEqual(routes.map(([route]) => route));
  });
});
