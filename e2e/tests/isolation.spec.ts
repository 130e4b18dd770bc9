import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, recordRequests, storeDevSession } from '../support/fixtures';
import { AppServer, Site, type AppDir } from '../support/appServers';
import { API_URL, extraSitePort } from '../support/ports';

const siteEnv = { API_URL, VIDEO_EMBED_URL: 'http://localhost:3999/embed' };

/** For each remote: a route it serves and what its page shows, and a route of another remote. */
const CASES: { app: AppDir; path: string; text: RegExp; other: { path: string; text: RegExp }; admin?: boolean }[] = [
  { app: 'mfe-media', path: '/election', text: /Election Integrity/, other: { path: '/events', text: /Join Us at Events/ } },
  { app: 'mfe-engage', path: '/tips', text: /Media Tips/, other: { path: '/election', text: /Election Integrity/ } },
  { app: 'mfe-events', path: '/events', text: /Join Us at Events/, other: { path: '/tips', text: /Media Tips/ } },
  {
    app: 'mfe-admin',
    path: '/admin/settings',
    text: /What the site is connected to right now, checked live\./,
    other: { path: '/events', text: /Join Us at Events/ },
    admin: true,
  },
  { app: 'mfe-landing', path: '/launch', text: /We're Building Something Exciting!/, other: { path: '/speaking', text: /Book .* Today/ } },
];

test.describe('a remote that is down takes down only its own section', () => {
  test.describe.configure({ mode: 'serial' });
  const site = new Site(extraSitePort(0), siteEnv);
  test.beforeAll(async () => site.start());
  test.afterAll(async () => site.stop());

  for (const testCase of CASES) {
    test(`${testCase.app} stopped: fallback on ${testCase.path}, the rest works, Retry recovers without a reload`, async ({ page }) => {
      if (testCase.admin) await storeDevSession(page, 'admin');
      const remote = site.remote(testCase.app);
      await remote.stop();
      try {
        await page.goto(`${site.host.url}${testCase.path}`);
        await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('banner')).toBeVisible();
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

        // Every other route still works inside the same shell.
        await page.goto(`${site.host.url}${testCase.other.path}`);
        await expect(page.getByRole('main')).toContainText(testCase.other.text);
        await expect(page.getByRole('banner')).toBeVisible();

        await page.goto(`${site.host.url}${testCase.path}`);
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 15_000 });
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 8));
      } finally {
        await remote.start();
      }
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('main')).toContainText(testCase.text);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(8);
    });
  }
});

test.describe('a home widget whose remote is down', () => {
  const site = new Site(extraSitePort(20), siteEnv);
  test.beforeAll(async () => {
    await site.start();
    await site.remote('mfe-media').stop();
  });
  test.afterAll(async () => site.stop());

  test('leaves the home page standing, with the widget’s fallback in its place', async ({ page }) => {
    await page.goto(`${site.host.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon Media');
    await page.getByRole('heading', { name: 'Latest Video Reports' }).scrollIntoViewIfNeeded();
    await expect(page.getByText('Latest Video Reports is temporarily unavailable.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('link', { name: 'Send a Tip' })).toBeVisible();
  });
});

function hashTree(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

test('a remote moved to another address is found at run time, with the host build unchanged', async ({ page }) => {
  const hostDist = path.resolve(__dirname, '../../host/dist');
  const before = hashTree(hostDist);
  // The events remote's build, deployed somewhere else.
  const moved = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-moved-events-'));
  fs.cpSync(path.resolve(__dirname, '../../mfe-events/dist'), moved, { recursive: true });
  const original = new AppServer('mfe-events', extraSitePort(11));
  const relocated = new AppServer('mfe-events', extraSitePort(12), { DIST_DIR: moved });
  let host = new AppServer('host', extraSitePort(10), { ...siteEnv, MFE_EVENTS_URL: original.url });
  await Promise.all([original.start(), relocated.start(), host.start()]);
  try {
    let requests = recordRequests(page);
    await page.goto(`${host.url}/events`);
    await expect(page.getByRole('main')).toContainText('Join Us at Events');
    expect(requests.some((url) => url.startsWith(original.url))).toBe(true);

    await host.stop();
    host = new AppServer('host', extraSitePort(10), { ...siteEnv, MFE_EVENTS_URL: relocated.url });
    await host.start();
    requests = recordRequests(page);
    await page.goto(`${host.url}/events`);
    await expect(page.getByRole('main')).toContainText('Join Us at Events');
    expect(requests.some((url) => url.startsWith(relocated.url))).toBe(true);
    expect(requests.some((url) => url.startsWith(original.url))).toBe(false);
    expect(hashTree(hostDist)).toBe(before);
  } finally {
    await Promise.all([original.stop(), relocated.stop(), host.stop()]);
    fs.rmSync(moved, { recursive: true, force: true });
  }
});
