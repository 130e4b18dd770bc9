import type { Page } from '@playwright/test';
import { test, expect, storeDevSession, watchNetwork } from '../support/fixtures';
import { ADMIN_ORIGIN, API_URL, EVENTS_URL, HOST_URL } from '../support/ports';
import { PUBLIC_PATHS } from '../support/routes';

/** Every public route, the admin area and the not-found page. */
const ROUTES = [...PUBLIC_PATHS, '/events/:id', '/admin/bookings', '/no-such-page'];

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('the served pages are locked down', () => {
  test('every route and the admin area run under the policy with no violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const events = (await (await request.get(`${API_URL}/events`)).json()) as { id: string | number }[];
    const eventId = String(events[0]?.id);
    await storeDevSession(page, 'admin');
    const violations = await recordViolations(page);
    for (const route of ROUTES) {
      const settled = watchNetwork(page);
      const response = await page.goto(route.replace(':id', eventId));
      expect(response?.headers()['content-security-policy'], route).toContain("frame-ancestors 'none'");
      await expect(page.getByRole('banner')).toBeVisible();
      await settled();
      expect(await violations(), route).toEqual([]);
    }
  });

  test('pages carry the security headers and no CORS header; assets stay CORS-readable', async ({ request }) => {
    const page = await request.get(`${HOST_URL}/events`);
    const headers = page.headers();
    expect(headers['content-security-policy']).toContain(EVENTS_URL);
    expect(headers['content-security-policy']).toMatch(/script-src 'self' /);
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['access-control-allow-origin']).toBeUndefined();

    const manifest = await request.get(`${ADMIN_ORIGIN}/mf-manifest.json`);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  });

  test('source maps are not served unless configured', async ({ request }) => {
    const html = await (await request.get(`${HOST_URL}/`)).text();
    const script = html.match(/src="\/(main\.[0-9a-f]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await request.get(`${HOST_URL}/${script}`)).status()).toBe(200);
    expect((await request.get(`${HOST_URL}/${script}.map`)).status()).toBe(404);
    // Nor under an encoded name: the path is decoded once, then must name a public file.
    for (const spelling of [`${script}.%6dap`, `${script}.%6Dap`, `${script}.%256dap`, `${script}%2Emap`]) {
      expect((await request.get(`${HOST_URL}/${spelling}`)).status(), spelling).toBe(404);
    }
    for (const spelling of ['server/render.cjs', '%73erver/render.cjs', 'server%2Frender.cjs', '%2573erver/render.cjs']) {
      expect((await request.get(`${HOST_URL}/${spelling}`)).status(), spelling).toBe(404);
    }
  });
});
