import { test, expect } from '../support/fixtures';
import { HOST_URL } from '../support/ports';
import { FIRST_PARTY_ORIGINS } from '../support/privacy';

/**
 * What a source-protection scanner reads from the tips page's response: no referrer leaves it, no
 * cache keeps it, no frame shows it, and nothing names the server's software.
 */
test.describe('the tips page response', () => {
  test('is served with no-referrer, no-store, DENY, nosniff and no Server header', async ({ request }) => {
    const response = await request.get(`${HOST_URL}/tips`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-store, no-cache, must-revalidate, private');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['server']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['set-cookie']).toBeUndefined();
  });

  test('has a Content-Security-Policy that names no source but the site’s own origins', async ({ request }) => {
    const policy = (await request.get(`${HOST_URL}/tips`)).headers()['content-security-policy'] ?? '';
    const directives = policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name);
    expect(directives.length).toBeGreaterThan(0);
    const own = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:', ...FIRST_PARTY_ORIGINS]);
    const foreign = directives.flatMap(([name, ...values]) => values.filter((value) => !own.has(value)).map((value) => `${name} ${value}`));
    expect(foreign, 'sources outside the site in the policy of /tips').toEqual([]);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test('carries the form in its served HTML, before any script runs', async ({ request }) => {
    const html = await (await request.get(`${HOST_URL}/tips`)).text();
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toContain('aria-label="Media tip"');
    for (const id of ['tip-name', 'tip-email', 'tip-message', 'tip-receipt']) expect(main, id).toContain(`id="${id}"`);
  });
});
