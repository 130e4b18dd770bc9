/**
 * Serves one app's production build the way an independent deployment would: compressed,
 * CORS for remote assets, hashed files immutable, index.html/manifests/config never cached,
 * the runtime config inlined into index.html, and an SPA fallback. A remote also renders, per
 * request, its pages whose first screen is API data, for the host's page server.
 *
 * CLI: `tsx scripts/serve-app.ts <app>` (or `npm run serve` inside an app's folder); PORT and
 * DIST_DIR override the port and the build folder. Pages carry a Content-Security-Policy built from
 * the runtime config. Only the build's public files are ever sent (serving/publicFiles.ts): never
 * its server bundle or dot-files, source maps only with SERVE_SOURCE_MAPS=1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { BOOT_ELEMENT_ID, bootPayloadFromEnv, type RuntimeConfig } from '../shared/src/config/runtimeConfig';
import { localAppOrigins, type Env } from '../shared/src/config/apps';
import { contentSecurityPolicy } from '../shared/src/config/contentSecurityPolicy';
import { APPS, findApp, portOf, ROOT, type AppEntry } from './apps';
import { createPageComposer, RENDER_FOR_ADDRESS_FILE, RENDER_TIMEOUT_MS } from './pageComposer';
import { prerenderConfig } from '../shared/src/ssr/placeholders';
import type { PageForAddress } from '../shared/src/ssr/renderToHtml';
import { listPublicFiles, SERVER_DIR, targetOf } from './serving/publicFiles';
import { standalonePages } from './serving/standalonePages';

const require = createRequire(import.meta.url);

const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|map|webm|mp4|webp|png|jpe?g|svg|gif|avif|woff2?)$/;
const BOOT_MARKER = '<!--beacon:boot-->';
/** The template itself is a page: it is sent only with the runtime config inlined. */
const TEMPLATE_FILE = 'index.html';
const NOINDEX = '<meta name="robots" content="noindex">';
/** Powerful features no page of the site uses. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export interface ServeOptions {
  app: AppEntry;
  port: number;
  /** Where the build is; `<app>/dist` by default (tests serve copies from elsewhere). */
  distDir?: string;
  /** Environment the runtime config and the remotes map are produced from. */
  env?: Env;
  host?: string;
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** JSON that cannot close the <script> element it sits in. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Inlines the runtime config as a JSON data block (not code), read by loadBootPayload. */
export function renderIndexHtml(template: string, env: Env): string {
  const payload = bootPayloadFromEnv(env);
  return template.replace(BOOT_MARKER, () => `<script id="${BOOT_ELEMENT_ID}" type="application/json">${inlineJson(payload)}</script>`);
}

const noCache = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache');

/** `renderExposeForAddress` bound to the remote's own exposed modules, as its prerendering bundle exports it. */
type RenderForAddress = (
  expose: string,
  address: { url: string; pattern: string },
  config: RuntimeConfig,
  timeoutMs: number,
) => Promise<PageForAddress | null>;

/** A remote's per-request renderer from its prerendering bundle, if the build has one. */
function loadAddressRenderer(root: string): RenderForAddress | null {
  const bundle = path.join(root, SERVER_DIR, 'render.cjs');
  if (!fs.existsSync(bundle)) return null;
  const { renderForAddress } = require(bundle) as { renderForAddress?: RenderForAddress };
  return typeof renderForAddress === 'function' ? renderForAddress : null;
}

/** A query parameter that is one string of at most `max` characters starting with `prefix`, or null. */
function param(query: unknown, name: string, prefix: string, max: number): string | null {
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' && value.startsWith(prefix) && value.length <= max ? value : null;
}

/** The site's public origin (canonical URLs, sitemap): `SITE_URL`, or the host on this machine (as the API's default). */
export const siteUrlOf = (env: Env): string =>
  (env.SITE_URL?.trim() || localAppOrigins(env)[0] || 'http://localhost:3000').replace(/\/+$/, '');

export async function buildAppServer({ app, distDir, env = process.env }: Omit<ServeOptions, 'port'>): Promise<FastifyInstance> {
  const root = distDir ?? path.join(ROOT, app.dir, 'dist');
  const indexPath = path.join(root, 'index.html');
  if (!fs.existsSync(indexPath)) throw new Error(`${app.dir} has no build at ${root}; run \`npm run build\` first.`);
  const indexHtml = renderIndexHtml(fs.readFileSync(indexPath, 'utf8'), env);
  const payload = bootPayloadFromEnv(env);
  const policy = contentSecurityPolicy(payload);
  // Read once: a file added to the folder later is not served until the server restarts.
  const publicFiles = listPublicFiles(root, { sourceMaps: env.SERVE_SOURCE_MAPS === '1' });

  const server = Fastify({ logger: false });
  await server.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  server.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Pages are never embedded or read cross-origin; remotes' files are loaded from the host's
    // origin, so every other file is CORS-readable.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Content-Security-Policy', policy);
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    } else {
      reply.header('Access-Control-Allow-Origin', '*');
    }
  });
  // The host's pages are rendered per URL (shell, then the remote page's prerendered HTML); a
  // remote's standalone page is its template, a 404 (not indexed) on a path it has no page for.
  const composer = app.name === 'host' ? createPageComposer(root, indexHtml, payload, siteUrlOf(env)) : null;
  // (The host without its server bundle leaves every page to the browser's router.)
  const hasPage = app.name === 'host' ? () => true : standalonePages(app.name, payload.config.site);
  const notFoundHtml = indexHtml.replace('</head>', () => `${NOINDEX}</head>`);
  const template = (url: string) =>
    hasPage(new URL(url, 'http://localhost').pathname) ? { html: indexHtml, status: 200 } : { html: notFoundHtml, status: 404 };
  const sendIndex = async (reply: FastifyReply, url: string) => {
    const { html, status } = composer ? await composer.render(url) : template(url);
    return noCache(reply).code(status).type('text/html; charset=utf-8').send(html);
  };

  // A remote renders its pages whose first screen is API data for the host's page server, per
  // request: site texts as placeholders (the host fills them), its own API addresses to fetch from.
  const renderForAddress = app.name === 'host' ? null : loadAddressRenderer(root);
  if (renderForAddress) {
    const config = { ...prerenderConfig(), apiUrl: payload.config.apiUrl, videoApiUrl: payload.config.videoApiUrl };
    server.get(`/${RENDER_FOR_ADDRESS_FILE}`, async (request, reply) => {
      const expose = param(request.query, 'expose', './', 100);
      const pattern = param(request.query, 'pattern', '/', 200);
      const url = param(request.query, 'url', '/', 2000);
      if (!expose || !pattern || !url || url.startsWith('//'))
        return reply.code(400).send({ error: 'expose, pattern and url are required' });
      // The API's answers must leave time for the page server, which waits RENDER_TIMEOUT_MS in all.
      const page = await renderForAddress(expose, { url, pattern }, config, RENDER_TIMEOUT_MS * 0.6);
      return page ? noCache(reply).send(page) : reply.code(404).send({ error: `no page ${expose}` });
    });
  }
  server.get('/config.json', (_request, reply) => noCache(reply).send(payload.config));
  server.get('/remotes.json', (_request, reply) => noCache(reply).send(payload.remotes));
  server.get('/', (request, reply) => sendIndex(reply, request.url));
  server.get('/index.html', (_request, reply) => sendIndex(reply, '/'));
  if (composer) {
    server.get('/robots.txt', (_request, reply) => noCache(reply).type('text/plain; charset=utf-8').send(composer.robots()));
    server.get('/sitemap.xml', async (_request, reply) =>
      noCache(reply)
        .type('application/xml; charset=utf-8')
        .send(await composer.sitemap()),
    );
  }
  // The static plugin only sends the files named below (from the public list, in its own spelling):
  // it never reads a request's URL (`serve: false`), so it cannot decode one into another file.
  await server.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');
  // A public file, else a page URL's page (SPA fallback); a missing or non-public file is a 404.
  server.get('/*', (request, reply) => {
    const target = targetOf(request.url, publicFiles);
    if (target.kind === 'file') return target.file === TEMPLATE_FILE ? sendIndex(reply, '/') : reply.sendFile(`/${target.file}`);
    return target.kind === 'page' ? sendIndex(reply, request.url) : notFound(reply);
  });
  server.setNotFoundHandler((_request, reply) => notFound(reply));
  return server;
}

export async function serveApp(options: ServeOptions): Promise<RunningServer> {
  const server = await buildAppServer(options);
  const host = options.host ?? 'localhost';
  await server.listen({ port: options.port, host });
  return { url: `http://${host}:${options.port}`, close: () => server.close() };
}

async function main(): Promise<void> {
  const arg = process.argv[2] ?? path.basename(process.cwd());
  const app = findApp(arg);
  if (!app) throw new Error(`Unknown app "${arg}". One of: ${APPS.map((a) => a.dir).join(', ')}`);
  // PORT and DIST_DIR serve one build on any port or from any folder (a moved deployment).
  const port = Number(process.env.PORT) || portOf(app, process.env);
  const running = await serveApp({ app, port, distDir: process.env.DIST_DIR || undefined });
  console.log(`${app.dir} serving ${running.url}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(ROOT, 'scripts/serve-app.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
