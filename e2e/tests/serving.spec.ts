import { test, expect } from '../support/fixtures';
import { API_URL, EVENTS_URL, HOST_URL } from '../support/ports';

test.describe('apps are served as independent deployments', () => {
  test('index.html carries the runtime config and is never cached', async ({ request }) => {
    const response = await request.get(`${HOST_URL}/events/123`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    const block = html.match(/<script id="beacon-boot" type="application\/json">(.*?)<\/script>/)?.[1];
    const payload = JSON.parse(block ?? 'null') as { config: { apiUrl: string }; remotes: Record<string, string> };
    expect(payload.config.apiUrl).toBe(API_URL);
    expect(payload.remotes.mfe_events).toBe(`${EVENTS_URL}/mf-manifest.json`);
  });

  test('config.json and remotes.json serve the same for static hosting', async ({ request }) => {
    const remotes = (await (await request.get(`${HOST_URL}/remotes.json`)).json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual(['mfe_admin', 'mfe_engage', 'mfe_events', 'mfe_landing', 'mfe_media']);
    const config = await request.get(`${HOST_URL}/config.json`);
    expect(config.headers()['cache-control']).toBe('no-cache');
  });

  test('manifests are never cached, hashed files are immutable, both compressed and CORS-readable', async ({ request }) => {
    const manifest = await request.get(`${EVENTS_URL}/mf-manifest.json`, { headers: { 'Accept-Encoding': 'br' } });
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const body = (await manifest.json()) as { shared: { assets: { js: { sync: string[] } } }[] };
    const chunk = body.shared[0]?.assets.js.sync[0];
    expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);

    for (const encoding of ['br', 'gzip']) {
      const asset = await request.get(`${EVENTS_URL}/${chunk}`, { headers: { 'Accept-Encoding': encoding } });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-encoding']).toBe(encoding);
      expect(asset.headers()['access-control-allow-origin']).toBe('*');
    }
  });

  test('page URLs fall back to the app; an unknown page and a missing file are a 404', async ({ request }) => {
    expect((await request.get(`${HOST_URL}/events/some-event`)).status()).toBe(200);
    expect((await request.get(`${EVENTS_URL}/some/deep/page`)).status()).toBe(200);
    const unknown = await request.get(`${HOST_URL}/some/deep/page`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
    const missing = await request.get(`${HOST_URL}/missing-chunk.0123456789.js`);
    expect(missing.status()).toBe(404);
  });
});
