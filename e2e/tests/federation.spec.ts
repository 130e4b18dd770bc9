import { REMOTE_APPS } from '@beacon/shared/apps';
import { test, expect, pageIsLive } from '../support/fixtures';
import { E2E_PORTS, EVENTS_URL } from '../support/ports';

const remoteUrl = (portVar: string) => `http://localhost:${E2E_PORTS[portVar]}`;
const LANDING_URL = remoteUrl(REMOTE_APPS.find((app) => app.name === 'mfe_landing')?.portVar ?? 'LANDING_PORT');

/** Whether the page holds a Module Federation runtime core provided to remotes, and by whom. */
const runtimeProvider = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const scope = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: object; _FEDERATION_RUNTIME_CORE_FROM?: { name: string } };
    return { core: typeof scope._FEDERATION_RUNTIME_CORE, from: scope._FEDERATION_RUNTIME_CORE_FROM?.name ?? null };
  });

test.describe('one federation runtime', () => {
  for (const app of REMOTE_APPS) {
    test(`${app.dir} serves its remoteEntry.js, named by its manifest, without a runtime of its own`, async ({ request }) => {
      const base = remoteUrl(app.portVar);
      const manifest = (await (await request.get(`${base}/mf-manifest.json`)).json()) as {
        metaData: { remoteEntry: { name: string; path: string } };
      };
      const { name, path } = manifest.metaData.remoteEntry;
      const entry = await request.get(`${base}/${path ? `${path}/` : ''}${name}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(entry.status()).toBe(200);
      expect(entry.headers()['content-type']).toMatch(/javascript/);
      expect(entry.headers()['access-control-allow-origin']).toBe('*');
      const source = await entry.text();
      expect(source).toContain(app.name);
      // The runtime core comes from the page (the host provides it), not from the entry.
      expect(source).toContain('_FEDERATION_RUNTIME_CORE');
      expect(source).not.toContain('beforeInitContainer');
    });
  }

  test('the host provides the runtime core; a remote page inside it loads no runtime file', async ({ page }) => {
    const runtimeFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/federation-runtime\.[0-9a-f]{10}\.js$/.test(request.url())) runtimeFiles.push(request.url());
    });
    await page.goto('/events');
    // The remote's own page has replaced the served HTML: the runtime has run.
    await pageIsLive(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await runtimeProvider(page)).toEqual({ core: 'object', from: 'host' });
    expect(runtimeFiles).toEqual([]);
  });

  test('the events remote served on its own works with its own runtime', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const runtime = page.waitForResponse((response) => /\/federation-runtime\.[0-9a-f]{10}\.js$/.test(response.url()));
    await page.goto(`${EVENTS_URL}/events`);
    expect((await runtime).status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Events/);
    expect(await runtimeProvider(page)).toEqual({ core: 'object', from: null });
    expect(errors, 'uncaught errors').toEqual([]);
  });

  test('the landing page served on its own needs no federation runtime at all', async ({ page }) => {
    const runtimeFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/(federation-runtime\.[0-9a-f]{10}|remoteEntry)\.js$/.test(request.url())) runtimeFiles.push(request.url());
    });
    await page.goto(`${LANDING_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await runtimeProvider(page)).toEqual({ core: 'undefined', from: null });
    expect(runtimeFiles).toEqual([]);
  });
});
