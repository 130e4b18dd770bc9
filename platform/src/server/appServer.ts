/**
 * Serves one app's production build the way an independent deployment would: compressed,
 * CORS for remote assets, hashed files immutable, index.html/manifests/config never cached,
 * the runtime config inlined into index.html, and an SPA fallback. The host's pages are composed
 * per URL (compose/pageComposer.ts); a remote also renders, per request, its pages whose first
 * screen is API data, for the host's page server (renderServer.ts). Pages carry a
 * Content-Security-Policy built from the runtime config. Only the build's public files are ever
 * sent (publicFiles.ts): never its server bundle or dot-files, source maps only with SERVE_SOURCE_MAPS=1.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { BOOT_ELEMENT_ID, BOOT_MARKER, jsonForScript, TEMPLATE_FILE } from '@beacon/shared/contract';
import { localAppOrigins, type AppEntry, type Env } from '@beacon/shared/apps';
import { bootPayloadFromEnv } from '@beacon/shared/env';
import { contentSecurityPolicy } from '@beacon/shared/csp';
import { routeAt } from '@beacon/shared/routes';
import { createPageComposer } from '../compose/pageComposer';
import { ROOT } from '../root';
import { loadAddressRenderer, loadShellRenderer } from './bundles';
import { securityHeaders } from './headers';
import { listPublicFiles, targetOf } from './publicFiles';
import { registerRenderServer } from './renderServer';
import { standalonePages } from './standalonePages';

const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|map|webm|mp4|webp|png|jpe?g|svg|gif|avif|woff2?)$/;
const NOINDEX = '<meta name="robots" content="noindex">';

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

/** Inlines the runtime config as a JSON data block (not code), read by loadBootPayload. */
function renderIndexHtml(template: string, env: Env): string {
  const payload = bootPayloadFromEnv(env);
  return template.replace(BOOT_MARKER, () => `<script id="${BOOT_ELEMENT_ID}" type="application/json">${jsonForScript(payload)}</script>`);
}

const noCache = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache');

/** The site's public origin (canonical URLs, sitemap): `SITE_URL`, or the host on this machine (as the API's default). */
const siteUrlOf = (env: Env): string => (env.SITE_URL?.trim() || localAppOrigins(env)[0] || 'http://localhost:3000').replace(/\/+$/, '');

export async function buildAppServer({ app, distDir, env = process.env }: Omit<ServeOptions, 'port'>): Promise<FastifyInstance> {
  const root = distDir ?? path.join(ROOT, app.dir, 'dist');
  const indexPath = path.join(root, TEMPLATE_FILE);
  if (!fs.existsSync(indexPath)) throw new Error(`${app.dir} has no build at ${root}; run \`npm run build\` first.`);
  const indexHtml = renderIndexHtml(fs.readFileSync(indexPath, 'utf8'), env);
  const payload = bootPayloadFromEnv(env);
  const { site } = payload.config;
  const policy = contentSecurityPolicy(payload);
  const sensitivePolicy = contentSecurityPolicy(payload, { sensitive: true });
  // Read once: a file added to the folder later is not served until the server restarts.
  const publicFiles = listPublicFiles(root, { sourceMaps: env.SERVE_SOURCE_MAPS === '1' });

  const server = Fastify({ logger: false });
  await server.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  server.addHook('onSend', async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const sensitive = routeAt(pathname, site)?.sensitive === true;
    securityHeaders(reply, sensitive ? sensitivePolicy : policy, sensitive);
  });
  // The host's pages are rendered per URL (shell, then the remote page's prerendered HTML); a
  // remote's standalone page is its template, a 404 (not indexed) on a path it has no page for.
  const renderer = app.name === 'host' ? loadShellRenderer(root) : null;
  const composer = renderer ? createPageComposer({ renderer, template: indexHtml, payload, siteUrl: siteUrlOf(env) }) : null;
  // (The host without its server bundle leaves every page to the browser's router.)
  const hasPage = app.name === 'host' ? () => true : standalonePages(app.name, site);
  const notFoundHtml = indexHtml.replace('</head>', () => `${NOINDEX}</head>`);
  const template = (url: string) =>
    hasPage(new URL(url, 'http://localhost').pathname) ? { html: indexHtml, status: 200 } : { html: notFoundHtml, status: 404 };
  const sendIndex = async (reply: FastifyReply, url: string) => {
    const { html, status } = composer ? await composer.render(url) : template(url);
    return noCache(reply).code(status).type('text/html; charset=utf-8').send(html);
  };

  const renderForAddress = app.name === 'host' ? null : loadAddressRenderer(root);
  if (renderForAddress) registerRenderServer(server, renderForAddress, payload);
  server.get('/config.json', (_request, reply) => noCache(reply).send(payload.config));
  server.get('/remotes.json', (_request, reply) => noCache(reply).send(payload.remotes));
  server.get('/', (request, reply) => sendIndex(reply, request.url));
  server.get(`/${TEMPLATE_FILE}`, (_request, reply) => sendIndex(reply, '/'));
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
