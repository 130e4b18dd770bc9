/**
 * Serves one app's production build the way an independent deployment would: compressed,
 * CORS for remote assets, hashed files immutable, index.html/manifests/config never cached,
 * the runtime config inlined into index.html, and an SPA fallback. A remote also renders, per
 * request, its pages whose first screen is API data, for the host's page server.
 *
 * CLI: `tsx scripts/serve-app.ts <app>` (or `npm run serve` inside an app's folder); PORT and
 * DIST_DIR override the port and the build folder. Pages carry a Content-Security-Policy built from
 * the runtime config; source maps are served only with SERVE_SOURCE_MAPS=1.
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

const require = createRequire(import.meta.url);

const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|map|webm|mp4|webp|png|jpe?g|svg|gif|avif|woff2?)$/;
const BOOT_MARKER = '<!--beacon:boot-->';
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
  const bundle = path.join(root, 'server', 'render.cjs');
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
  const serveSourceMaps = env.SERVE_SOURCE_MAPS === '1';

  const server = Fastify({ logger: false });
  await server.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  server.addHook('onRequest', async (request, reply) => {
    const file = request.url.split('?')[0] ?? '';
    // Source maps only when asked for; the prerendering bundle never.
    if ((!serveSourceMaps && file.endsWith('.map')) || file.startsWith('/server/'))
      return reply.code(404).type('text/plain').send('Not found');
  });
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
  // remote's standalone page is its template.
  const composer = app.name === 'host' ? createPageComposer(root, indexHtml, payload, siteUrlOf(env)) : null;
  const sendIndex = async (reply: FastifyReply, url: string) => {
    const { html, status } = composer ? await composer.render(url) : { html: indexHtml, status: 200 };
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
  await server.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // SPA fallback: page URLs get index.html; a missing file (anything with an extension) stays a 404.
  server.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return sendIndex(reply, request.url);
    return reply.code(404).type('text/plain').send('Not found');
  });
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
