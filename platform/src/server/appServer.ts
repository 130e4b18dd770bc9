/**
 * Serves one app's production build the way an independent deployment would: compressed,
 * CORS for remote assets, hashed files immutable, index.html/manifests/config never cached,
 * the runtime config inlined into index.html, and an SPA fallback. The host's pages are composed
 * per URL (compose/pageComposer.ts); a remote also renders, per request, its pages whose first
 * screen is API data, for the host's page server (renderServer.ts). Pages carry a
 * Content-Security-Policy built from the runtime config. Only the build's public files are ever
 * sent (publicFiles.ts): never its server bundle or dot-files, source maps only with SERVE_SOURCE_MAPS=1.
 * A remote also serves its published releases (releases/releaseFiles.ts); the host serves each
 * page with the releases the registry makes live, or a canary's for the visitor (releases/visitorChoice.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { TEMPLATE_FILE, type BootPayload } from '@beacon/shared/contract';
import { localAppOrigins, type AppEntry, type Env } from '@beacon/shared/apps';
import { bootPayloadFromEnv } from '@beacon/shared/env';
import { contentSecurityPolicy } from '@beacon/shared/csp';
import { routeAt } from '@beacon/shared/routes';
import { createPageComposer } from '../compose/pageComposer';
import { renderWaitFrom } from '../compose/remotePage';
import { liveReleasesFrom } from '../releases/liveReleases';
import { pageServerReleases } from '../releases/pageServerReleases';
import { IMMUTABLE, registerReleaseFiles } from '../releases/releaseFiles';
import { releasesDir } from '../releases/releasesDir';
import { releaseChooser, type VisitorReleases } from '../releases/visitorChoice';
import { ROOT } from '../root';
import { inlineBootPayload } from './bootBlock';
import { loadAddressRenderer, loadShellRenderer } from './bundles';
import { createPageMetrics, pageOutcomeOf, servePageMetrics } from './metrics';
import { onionLocationHeader, securityHeaders } from './headers';
import { onionLocation, onionOriginFrom } from './onion';
import { nativeForms } from './nativeForms';
import { listPublicFiles, targetOf, uncompressedName } from './publicFiles';
import { registerRenderServer } from './renderServer';
import { securityTxt } from './securityTxt';
import { standalonePages } from './standalonePages';
import { childLoggerFactory, registerTracing } from './tracing';

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
  /** Request log lines (JSON, each with its trace id); none by default. */
  logger?: FastifyServerOptions['logger'];
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

const noCache = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache');
const PREVIEW_CACHE_CONTROL = 'no-store';

/** The site's public origin (canonical URLs, sitemap): `SITE_URL`, or the host on this machine (as the API's default). */
const siteUrlOf = (env: Env): string => (env.SITE_URL?.trim() || localAppOrigins(env)[0] || 'http://localhost:3000').replace(/\/+$/, '');

export async function buildAppServer({
  app,
  distDir,
  env = process.env,
  logger = false,
}: Omit<ServeOptions, 'port'>): Promise<FastifyInstance> {
  const root = distDir ?? path.join(ROOT, app.dir, 'dist');
  const indexPath = path.join(root, TEMPLATE_FILE);
  if (!fs.existsSync(indexPath)) throw new Error(`${app.dir} has no build at ${root}; run \`npm run build\` first.`);
  const rawTemplate = fs.readFileSync(indexPath, 'utf8');
  const payload = bootPayloadFromEnv(env);
  const indexHtml = inlineBootPayload(rawTemplate, payload);
  const { site } = payload.config;
  const sourceMaps = env.SERVE_SOURCE_MAPS === '1';
  // Read once: a file added to the folder later is not served until the server restarts.
  const publicFiles = listPublicFiles(root, { sourceMaps });
  const isHost = app.name === 'host';
  const siteUrl = siteUrlOf(env);
  const onionOrigin = onionOriginFrom(env);
  const renderWaitMs = renderWaitFrom(env);
  const metrics = createPageMetrics();
  // A release the registry names is served once it is warm here; pages carry a report token (pageServerReleases.ts).
  const health = isHost
    ? pageServerReleases(env, payload.config.apiUrl, metrics.trackReleases(liveReleasesFrom(payload.config.apiUrl)))
    : null;
  // The host's pages name the releases chosen for their visitor; any other answer, the environment's remotes.
  const chooseReleases = health
    ? releaseChooser({
        defaults: payload.remotes,
        env,
        releases: health.releases,
        secure: siteUrl.startsWith('https:'),
      })
    : null;
  const visitorReleases = new WeakMap<FastifyRequest, VisitorReleases>();
  const isSensitive = (url: string): boolean => routeAt(new URL(url, 'http://localhost').pathname, site)?.sensitive === true;
  /** `page`: the page's URL (a sensitive page gets the live releases and no cookie); null for the remotes map alone. */
  const releasesFor = async (request: FastifyRequest, reply: FastifyReply, page: string | null): Promise<BootPayload> => {
    if (!chooseReleases) return payload;
    const chosen = await chooseReleases(request.headers.cookie, { sensitive: page !== null && isSensitive(page) });
    visitorReleases.set(request, chosen);
    if (chosen.setCookie) reply.header('Set-Cookie', chosen.setCookie);
    return { config: payload.config, remotes: chosen.remotes };
  };
  const defaultPolicies = { open: contentSecurityPolicy(payload), sensitive: contentSecurityPolicy(payload, { sensitive: true }) };
  // A page may load its remotes from where the chosen releases are (a CDN), so its policy names them;
  // a sensitive page's policy leaves out the image host and video frames.
  const policyOf = (request: FastifyRequest, sensitive: boolean): string => {
    const chosen = visitorReleases.get(request);
    if (!chosen) return sensitive ? defaultPolicies.sensitive : defaultPolicies.open;
    return contentSecurityPolicy({ config: payload.config, remotes: chosen.remotes }, { sensitive });
  };

  const server = Fastify({ logger, childLoggerFactory });
  registerTracing(server);
  servePageMetrics(server, metrics, env, isHost);
  await server.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  server.addHook('onSend', async (request, reply) => {
    const sensitive = isSensitive(request.url);
    securityHeaders(reply, policyOf(request, sensitive), sensitive);
    onionLocationHeader(reply, onionOrigin && onionLocation(onionOrigin, request.url));
  });
  // The host's pages are rendered per URL (shell, then the remote page's prerendered HTML); a
  // remote's standalone page is its template, a 404 (not indexed) on a path it has no page for.
  const renderer = isHost ? loadShellRenderer(root) : null;
  const composer = renderer
    ? createPageComposer({
        renderer,
        template: rawTemplate,
        payload,
        siteUrl,
        observe: metrics.observeRelease(health?.observe),
        fellBack: metrics.fallback,
        renderWaitMs,
      })
    : null;
  const routeOf = (url: string): string => routeAt(new URL(url, 'http://localhost').pathname, site)?.pattern(site) ?? 'unmatched';
  if (composer && health && chooseReleases)
    health.register(server, composer.render, async () => (await chooseReleases(undefined)).remotes, site);
  // (The host without its server bundle leaves every page to the browser's router.)
  const hasPage = isHost ? () => true : standalonePages(app.name, site);
  const template = (url: string, boot: BootPayload) => {
    const html = boot === payload ? indexHtml : inlineBootPayload(rawTemplate, boot);
    return hasPage(new URL(url, 'http://localhost').pathname)
      ? { html, status: 200, preview: false }
      : { html: html.replace('</head>', () => `${NOINDEX}</head>`), status: 404, preview: false };
  };
  const composePage = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    const boot = await releasesFor(request, reply, url);
    const started = performance.now();
    const { html, status, preview } = composer ? await composer.render(url, boot.remotes) : template(url, boot);
    if (composer) metrics.page(routeOf(url), pageOutcomeOf(html, status), (performance.now() - started) / 1000);
    // A preview link's page shows a draft to whoever holds the link: no cache keeps it, no search engine lists it.
    if (preview) reply.header('Cache-Control', PREVIEW_CACHE_CONTROL).header('X-Robots-Tag', 'noindex');
    return { html: health ? health.withToken(html, boot.remotes) : html, status };
  };
  // The host's pages whose forms also work without a script (nativeForms.ts).
  const forms = composer ? nativeForms({ apiUrl: payload.config.apiUrl, site, compose: composePage }) : null;
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    noCache(reply);
    const { html, status } = await composePage(request, reply, url);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(forms ? await forms.withFormToken(url, html) : html);
  };

  const renderForAddress = isHost ? null : loadAddressRenderer(root);
  if (renderForAddress) registerRenderServer(server, renderForAddress, payload, renderWaitMs);
  server.get('/config.json', (_request, reply) => noCache(reply).send(payload.config));
  server.get('/remotes.json', async (request, reply) => noCache(reply).send((await releasesFor(request, reply, null)).remotes));
  server.get('/', (request, reply) => sendIndex(request, reply, request.url));
  server.get(`/${TEMPLATE_FILE}`, (request, reply) => sendIndex(request, reply, '/'));
  if (isHost) {
    const text = securityTxt(env, { siteUrl, apiUrl: payload.config.apiUrl, pressEmail: site.pressEmail, now: new Date() });
    server.get('/.well-known/security.txt', (_request, reply) => noCache(reply).type('text/plain; charset=utf-8').send(text));
  }
  forms?.register(server);
  if (composer) {
    server.get('/robots.txt', (_request, reply) => noCache(reply).type('text/plain; charset=utf-8').send(composer.robots()));
    server.get('/sitemap.xml', async (_request, reply) =>
      noCache(reply)
        .type('application/xml; charset=utf-8')
        .send(await composer.sitemap()),
    );
  }
  const releaseFolder = isHost ? null : path.join(releasesDir(env), app.name);
  // The static plugin only sends the files named below (from the public list, in its own spelling):
  // it never reads a request's URL (`serve: false`), so it cannot decode one into another file.
  await server.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    // A file the build compressed (PrecompressPlugin) is sent as it is: the compression registered
    // above leaves a reply that already has an encoding alone, and compresses only what is composed.
    preCompressed: true,
    setHeaders(reply, sentPath) {
      // A compressed copy is cached as the file it holds.
      const filePath = uncompressedName(sentPath);
      const immutable = HASHED_FILE.test(filePath) || (releaseFolder !== null && filePath.startsWith(releaseFolder + path.sep));
      reply.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
    },
  });
  if (releaseFolder) registerReleaseFiles(server, { dir: releaseFolder, sourceMaps, payload, renderWaitMs });
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');
  // A public file, else a page URL's page (SPA fallback); a missing or non-public file is a 404.
  server.get('/*', (request, reply) => {
    const target = targetOf(request.url, publicFiles);
    if (target.kind === 'file') return target.file === TEMPLATE_FILE ? sendIndex(request, reply, '/') : reply.sendFile(`/${target.file}`);
    return target.kind === 'page' ? sendIndex(request, reply, request.url) : notFound(reply);
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
