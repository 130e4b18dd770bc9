import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_SERVICE, APPS, REMOTE_APPS } from '@beacon/shared/apps';
import { test, expect } from '../support/fixtures';
import { API_URL, E2E_PORTS, EVENTS_URL, HOST_URL } from '../support/ports';

const ROOT = path.resolve(__dirname, '../..');

/** Every file under a folder, relative to it with `/` separators. */
const filesUnder = (dir: string, prefix = ''): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    );

/** Spellings of a file's path an attacker would try: encoded, mixed-case and doubled hex, traversal, backslashes, trailing dots, NUL. */
function spellingsOf(file: string): string[] {
  const dot = file.lastIndexOf('.');
  const [stem, ext] = [file.slice(0, dot + 1), file.slice(dot + 1)];
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  const first = hex(file[0] ?? '');
  return [
    `/${file}`,
    `/${stem}${hex(ext[0] ?? '')}${ext.slice(1)}`,
    `/${stem}${hex(ext[0] ?? '').toUpperCase()}${ext.slice(1)}`,
    `/${stem}%25${hex(ext[0] ?? '').slice(1)}${ext.slice(1)}`,
    `/${stem.slice(0, -1)}%2E${ext}`,
    `/${first}${file.slice(1)}`,
    `/%25${first.slice(1)}${file.slice(1)}`,
    `/${file.replace('/', '%2F')}`,
    `/${file.replace('/', '%5c')}`,
    `/${file.replace('/', '\\')}`,
    `/assets/../${file}`,
    `/assets/%2e%2e/${file}`,
    `/./${file}`,
    `/${file}.`,
    `/${file}%00`,
    `/${file}%20`,
    `/${file.toUpperCase()}`,
  ];
}

/** One request sent exactly as spelled (fetch would resolve `..` and `%2e%2e` first): its status. */
async function rawStatus(port: number, target: string): Promise<number> {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  return Number(Buffer.concat(chunks).toString('latin1').slice(9, 12));
}

test.describe('apps are served as independent deployments', () => {
  test('index.html carries the runtime config and is never cached', async ({ request }) => {
    const response = await request.get(`${HOST_URL}/events`);
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

  test('page URLs get their page; an unknown page and a missing file are a 404', async ({ request }) => {
    expect((await request.get(`${HOST_URL}/events`)).status()).toBe(200);
    expect((await request.get(`${EVENTS_URL}/events`)).status()).toBe(200);
    const unknown = await request.get(`${HOST_URL}/some/deep/page`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
    const unknownOnRemote = await request.get(`${EVENTS_URL}/some/deep/page`);
    expect(unknownOnRemote.status()).toBe(404);
    expect(await unknownOnRemote.text()).toContain('<meta name="robots" content="noindex">');
    const missing = await request.get(`${HOST_URL}/missing-chunk.0123456789.js`);
    expect(missing.status()).toBe(404);
  });

  test('no app server sends a source map, its server bundle or a dot-file, under any spelling of the name', async () => {
    test.setTimeout(120_000);
    let maps = 0;
    let serverFiles = 0;
    let tried = 0;
    const served: string[] = [];
    for (const app of APPS) {
      const port = E2E_PORTS[app.portVar] as number;
      const files = filesUnder(path.join(ROOT, app.dir, 'dist'));
      const hidden = files.filter((file) => file.endsWith('.map') || file.startsWith('server/') || file.startsWith('.'));
      maps += hidden.filter((file) => file.endsWith('.map')).length;
      serverFiles += hidden.filter((file) => file.startsWith('server/')).length;
      // The server is up and sends its public files under their own names.
      const chunk = files.find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
      expect(await rawStatus(port, `/${chunk}`), `${app.dir} /${chunk}`).toBe(200);
      for (const file of [...hidden, 'server/render.cjs']) {
        for (const target of spellingsOf(file)) {
          tried += 1;
          const status = await rawStatus(port, target);
          if (status < 300 || status >= 500) served.push(`${app.dir} ${target} → ${status}`);
        }
      }
    }
    expect(maps).toBeGreaterThan(100);
    expect(serverFiles).toBeGreaterThan(5);
    expect(tried).toBeGreaterThan(2000);
    expect(served).toEqual([]);
    console.log(`${maps} maps and ${serverFiles} server files on ${APPS.length} servers: 0 of ${tried} requests served`);
  });

  test('nothing a browser can fetch names a source file or a build variable', async ({ request }) => {
    test.setTimeout(120_000);
    // Build-only facts (source paths, the app registry's variable names) stay in the build and its
    // server bundle; source maps name sources by design and are never served (the test above).
    const forbidden: readonly RegExp[] = [
      /\bsrc\/(?:features|app|components|hooks|lib|content|config|routes)\//,
      /\.tsx\b/,
      ...[...APPS, API_SERVICE].map((app) => new RegExp(`\\b${app.portVar}\\b`)),
      ...REMOTE_APPS.map((app) => new RegExp(`\\b${app.urlVar}\\b`)),
    ];
    let read = 0;
    const offenders: string[] = [];
    for (const app of APPS) {
      const origin = `http://localhost:${E2E_PORTS[app.portVar] as number}`;
      const texts = filesUnder(path.join(ROOT, app.dir, 'dist')).filter((file) => /\.(?:js|json|html|css|txt|svg)$/.test(file));
      for (const file of texts) {
        const response = await request.get(`${origin}/${file}`);
        if (response.status() !== 200) continue;
        read += 1;
        const text = await response.text();
        offenders.push(
          ...forbidden.filter((pattern) => pattern.test(text)).map((pattern) => `${app.dir}/${file}: ${text.match(pattern)?.[0]}`),
        );
      }
    }
    expect(read).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
