/**
 * @beacon/platform: the server side of page composition (Node only; browser code never imports it).
 * - Page servers: `serveApp` serves one app's build (`buildAppServer`: the same, not listening);
 *   the host's compose each page (`createPageComposer` over `loadShellRenderer`'s bundle), a
 *   remote's also render pages for the host (`render.json`).
 * - Releases: a remote's page server serves its published releases (`releasesDir` says where they
 *   are on this machine); the host's serves each page with the releases the registry makes live.
 * - `@beacon/platform/head`: a served page's head tags, robots.txt and sitemap.xml.
 * - `@beacon/platform/build`: the rspack factory every app's config calls.
 * The names and shapes both sides share are in `@beacon/shared/contract`.
 */
export { buildAppServer, serveApp, type RunningServer, type ServeOptions } from './server/appServer';
export { createPageComposer, type PageComposer, type PageComposerOptions } from './compose/pageComposer';
export { loadShellRenderer } from './server/bundles';
export { listPublicFiles, uncompressedName } from './server/publicFiles';
export { releasesDir, RELEASE_ID } from './releases/releasesDir';
export { pinningWarning } from './releases/visitorChoice';
