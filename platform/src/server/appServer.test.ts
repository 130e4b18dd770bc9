import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { findApp, type AppEntry } from '@beacon/shared/apps';
import { buildAppServer } from './appServer';
import { compressedCopies } from '../build/precompressPlugin';
import { downServerUrl } from '../testing/fakeServers';
import { makeBuild, MAP, SERVER_FILE, spellingsOf } from '../testing/testBuild';
import { rawRequest } from '../testing/rawRequest';

const SECRETS = /MAP-SECRET|SERVER-SECRET|STAMP-SECRET|DOT-SECRET|OUTSIDE-SECRET/;
const NOT_PUBLIC = [
  MAP,
  'assets/hero.0123456789.mp4.map',
  SERVER_FILE,
  'server/243.65b4c96c68.cjs',
  '.build-stamp',
  '.git/config',
  'linked.txt',
];

const appNamed = (dir: string): AppEntry => {
  const app = findApp(dir);
  if (!app) throw new Error(`no app ${dir}`);
  return app;
};

describe("a remote's page server", () => {
  let root = '';
  let server: FastifyInstance;
  let withMaps: FastifyInstance;
  beforeAll(async () => {
    root = makeBuild().root;
    const app = appNamed('mfe-events');
    server = await buildAppServer({ app, distDir: root, env: {} });
    withMaps = await buildAppServer({ app, distDir: root, env: { SERVE_SOURCE_MAPS: '1' } });
  });
  afterAll(async () => {
    await Promise.all([server.close(), withMaps.close()]);
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('sends no file off the public list, under any spelling, with any method', async () => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as net.AddressInfo;
    let tried = 0;
    for (const file of NOT_PUBLIC) {
      for (const target of [...spellingsOf(file), `/assets\\..\\${file}`]) {
        for (const method of ['GET', 'HEAD']) {
          const { status, body } = await rawRequest(port, method, target);
          tried += 1;
          expect([target, method, status]).toEqual([target, method, 404]);
          expect(body).not.toMatch(SECRETS);
        }
      }
    }
    expect(tried).toBeGreaterThan(350);
  });

  it('sends a source map when maps are served, under its own name only', async () => {
    const map = await withMaps.inject({ url: `/${MAP}` });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('MAP-SECRET');
    for (const url of spellingsOf(SERVER_FILE)) expect((await withMaps.inject({ url })).statusCode).toBe(404);
    expect((await withMaps.inject({ url: `/main.abcdef0123.js.%256dap` })).statusCode).toBe(404);
  });

  it('sends public files with their type, cache policy, CORS header and byte ranges', async () => {
    const chunk = await server.inject({ url: '/main.abcdef0123.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log("public");');
    expect(chunk.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const manifest = await server.inject({ url: '/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'public' });
    const range = await server.inject({ url: '/assets/hero.0123456789.mp4', headers: { range: 'bytes=1-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('IDE');
    const again = await server.inject({ url: '/main.abcdef0123.js', headers: { 'if-none-match': String(chunk.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends the template only as a page, with the runtime config inlined', async () => {
    for (const url of ['/index.html', '/%69ndex.html', '/']) {
      const page = await server.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('id="beacon-boot"');
    }
  });

  it('answers its own pages, and any other path with a 404 its document still shows, not indexed', async () => {
    for (const url of ['/events', '/events/6a0c3f54-1111-4222-8333-444455556666', '/EVENTS/']) {
      const page = await server.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.body).not.toContain('noindex');
    }
    for (const url of ['/no-such-page', '/events/a/b', '/tips', '/server', '/assets/']) {
      const page = await server.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).toContain('id="beacon-boot"');
    }
  });
});

describe("a page server's scripts", () => {
  const script = `console.log(${JSON.stringify('a line of the page '.repeat(200))});`;
  let root = '';
  let server: FastifyInstance;
  let copies: { br: Buffer; gz: Buffer };
  beforeAll(async () => {
    root = makeBuild().root;
    copies = await compressedCopies(Buffer.from(script));
    fs.writeFileSync(path.join(root, 'chunk.0123456789.js'), script);
    fs.writeFileSync(path.join(root, 'chunk.0123456789.js.br'), copies.br);
    fs.writeFileSync(path.join(root, 'chunk.0123456789.js.gz'), copies.gz);
    fs.writeFileSync(path.join(root, 'plain.0123456789.js'), script);
    server = await buildAppServer({ app: appNamed('mfe-events'), distDir: root, env: {} });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('are sent as the build compressed them, in the encoding the browser asked for', async () => {
    for (const [asked, encoding, copy] of [
      ['gzip, deflate, br', 'br', () => copies.br],
      ['gzip', 'gzip', () => copies.gz],
    ] as const) {
      const response = await server.inject({ url: '/chunk.0123456789.js', headers: { 'accept-encoding': asked } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(copy())).toBe(true);
    }
    const identity = await server.inject({ url: '/chunk.0123456789.js', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
  });

  it('are compressed as they are sent when the build left no copy', async () => {
    const response = await server.inject({ url: '/plain.0123456789.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });
});

describe('the response headers of every page server', () => {
  let root = '';
  let engage: FastifyInstance;
  beforeAll(async () => {
    root = makeBuild().root;
    engage = await buildAppServer({ app: appNamed('mfe-engage'), distDir: root, env: {} });
  });
  afterAll(async () => {
    await engage.close();
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('sends the tips page with no referrer, no caching, no framing and no sniffing', async () => {
    for (const url of ['/tips', '/tips/', '/TIPS']) {
      const page = await engage.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['cache-control']).toBe('no-store, no-cache, must-revalidate, private');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends other pages with the usual referrer and cache policy', async () => {
    const page = await engage.inject({ url: '/speaking' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('says nothing of the software that answers', async () => {
    for (const url of ['/', '/tips', '/main.abcdef0123.js', '/no-such-file.js', '/config.json']) {
      const response = await engage.inject({ url });
      expect([url, response.headers.server, response.headers['x-powered-by']]).toEqual([url, undefined, undefined]);
    }
  });
});

/** A stand-in for the host's server bundle: `/` and `/tips` are pages, any other path the not-found page. */
const SHELL_BUNDLE = `
exports.renderShell = (url) => {
  const path = new URL(url, 'http://localhost').pathname;
  const known = path === '/' || path === '/tips';
  return {
    html: '<main>' + (known ? 'page ' + path : 'not found') + '</main>', slot: null, data: null, pattern: null, detail: null,
    status: known ? 200 : 404,
    head: { title: known ? 'Page' : 'Page not found', description: '', path, type: 'website', image: null, indexed: known, jsonLd: null },
  };
};
`;

describe("the host's page server", () => {
  let root = '';
  let host: FastifyInstance;
  beforeAll(async () => {
    root = makeBuild().root;
    fs.writeFileSync(path.join(root, SERVER_FILE), SHELL_BUNDLE);
    // No API answers: the sitemap lists the public pages alone.
    const api = await downServerUrl();
    host = await buildAppServer({
      app: appNamed('host'),
      distDir: root,
      env: { SITE_URL: 'https://site.test', API_URL: api, VIDEO_API_URL: api },
    });
  });
  afterAll(async () => {
    await host.close();
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('composes each page from the server bundle, a 404 not indexed for an unknown path', async () => {
    const page = await host.inject({ url: '/tips' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><main>page /tips</main></div>');
    expect(page.body).toContain('id="beacon-boot"');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store, no-cache, must-revalidate, private');
    const missing = await host.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    expect(missing.body).toContain('<main>not found</main>');
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('answers a preview link not to be kept by any cache nor indexed, and other pages as usual', async () => {
    const preview = await host.inject({ url: '/?preview=a-token' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    const plain = await host.inject({ url: '/?utm_source=mail' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['x-robots-tag']).toBeUndefined();
  });

  it('answers robots.txt and sitemap.xml for the site’s public origin', async () => {
    const robots = await host.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: https://site.test/sitemap.xml');
    const sitemap = await host.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://site.test/tips</loc>');
  });
});
