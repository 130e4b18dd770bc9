/**
 * The one build factory every app calls: TSX through builtin:swc-loader, the HTML plugin,
 * Module Federation 2 with a manifest, content-hashed files and a dev server with CORS and
 * history fallback. An app's own rspack.config.ts only names itself, its port and what it exposes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rspack, type Compiler, type Configuration, type RuleSetUseItem } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { bootPayloadFromEnv } from './shared/src/config/runtimeConfig';
import { findApp, portOf } from './shared/src/config/apps';
import { BASE_URL_PLACEHOLDER } from './shared/src/ssr/placeholders';
import { BootPreloadPlugin } from './scripts/bootPreloadPlugin';

const require = createRequire(import.meta.url);

export interface AppBuildOptions {
  /** Build the prerendering bundle (Node) next to the browser build; false for the admin area. */
  prerender?: boolean;
  /**
   * Production only: the app builds its standalone page in a compilation of its own (mfe-landing's
   * lean, prerendered page), so this federated build emits only the container, no index.html.
   */
  separateStandalone?: boolean;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Module Federation container name, with underscores: `host`, `mfe_media`, … */
  name: string;
  /** Dev-server port (the registry's, or its variable); production ports are chosen by the serve script. */
  port: number;
  /** Page-level modules a remote exposes (`./ArchivePage` → `./src/…`). Empty for the host. */
  exposes?: Record<string, string>;
  /** Module Federation runtime plugins (the host's retry and fallback plugin). */
  runtimePlugins?: string[];
  /** Document title of the standalone page. */
  title: string;
}

/**
 * The CSS of antd's icons, in <head> under the key the icons look it up by: an icon mounting on a
 * served page finds it there instead of inserting it, which would restyle the whole page during
 * start-up and shift every icon's line box.
 */
export const ICON_STYLE_TAG = `<style rc-util-key="@ant-design-icons" data-rc-order="prepend">${
  (require('@ant-design/icons/lib/utils') as { iconStyles: string }).iconStyles
}</style>`;

/**
 * The page a remote serves when it runs on its own; `<!--beacon:boot-->` is where the runtime
 * config goes. `runtimeScript` loads the federation runtime first when the remote's own runtime
 * is external (production builds; see `standaloneRuntimeConfig`).
 */
export const standaloneHtml = (runtimeScript: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <link rel="icon" href="data:," />
    <title><%= htmlRspackPlugin.options.title %></title>
    <!--beacon:boot-->${runtimeScript}
    ${ICON_STYLE_TAG}
    <style>
      html, body { margin: 0; background: #000; color: rgba(255, 255, 255, 0.88); font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
    </style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const versionOf = (pkg: string): string => (require(`${pkg}/package.json`) as { version: string }).version;

/** The global through which remotes take the Module Federation runtime core from the page. */
const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The file of a remote's standalone federation runtime. Its content depends only on the runtime
 * version, so the name does too (a hashed name: served as immutable, like the other chunks).
 */
const standaloneRuntimeFile = (): string => {
  // runtime-core does not export its package.json: find it above the resolved entry.
  let dir = path.dirname(require.resolve('@module-federation/runtime-core'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const hash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(dir, 'package.json')))
    .digest('hex');
  return `federation-runtime.${hash.slice(0, 10)}.js`;
};

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The version of @beacon/shared this build is made against. `BEACON_SHARED_VERSION` overrides it
 * to build a remote as if against another release (the version-skew browser test does).
 */
export function sharedPackageVersion(env: NodeJS.ProcessEnv = process.env): string {
  const own = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }).version;
  const version = env.BEACON_SHARED_VERSION?.trim() || own;
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`@beacon/shared version "${version}" is not MAJOR.MINOR.PATCH`);
  return version;
}

/**
 * What a build of @beacon/shared X.Y.Z accepts at run time: the same major, at least minor Y.
 * Patches never change the API, so any patch of that minor will do.
 */
export const compatibleSharedRange = (version: string): string => {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
};

/**
 * One copy of each library. `react/jsx-runtime` and `react-dom/client` are listed on their own:
 * without them a remote would bundle a second React DOM. antd, @ant-design/icons and react-router
 * are not shared whole (a singleton is never tree-shaken); the curated kit `@beacon/shared/ui` and
 * the router facade `@beacon/shared/router` are.
 *
 * @beacon/shared is a strict singleton: its React contexts (config, auth, theme) must be one copy,
 * so a remote that needs a newer minor than the running host provides fails to load (and its
 * section shows the fallback panel) instead of running against an older copy that lacks what it uses.
 */
export function sharedLibraries() {
  const singleton = (pkg: string, version = versionOf(pkg)) => ({ singleton: true, requiredVersion: `^${version}`, version });
  const sharedVersion = sharedPackageVersion();
  const workspace = { singleton: true, strictVersion: true, requiredVersion: compatibleSharedRange(sharedVersion), version: sharedVersion };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', versionOf('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', versionOf('react-dom')),
    swr: singleton('swr'),
    '@clerk/react': singleton('@clerk/react'),
    '@beacon/shared': workspace,
    '@beacon/shared/ui': workspace,
    // The router facade, not react-router: only what the facade re-exports is bundled.
    '@beacon/shared/router': workspace,
  };
}

/**
 * An app's whole rspack config: `export default defineAppConfig(import.meta.url)`. Name, title,
 * port and exposes come from the app registry entry of the app's folder.
 */
export function defineAppConfig(configUrl: string, extra: Pick<AppBuildOptions, 'runtimePlugins' | 'separateStandalone'> = {}) {
  const dir = path.dirname(fileURLToPath(configUrl));
  const app = findApp(path.basename(dir));
  if (!app) throw new Error(`${dir} is not in the app registry (shared/src/config/apps.ts).`);
  const options: AppBuildOptions = {
    dir,
    name: app.name,
    title: app.title,
    port: portOf(app, process.env),
    exposes: { ...app.exposes },
    prerender: app.prerender !== false,
    ...extra,
  };
  return (env: { WEBPACK_SERVE?: boolean } = {}): Configuration | Configuration[] => {
    const web = createConfig(options, env);
    const extra = [
      ...(usesExternalRuntime(options, env) && emitsPage(options, env) ? [standaloneRuntimeConfig(options)] : []),
      // Dev servers render on the client only; production builds also prerender.
      ...(!isDevBuild(env) && options.prerender ? [createServerConfig(options)] : []),
    ];
    return extra.length ? [web, ...extra] : web;
  };
}

const isDevBuild = (env: { WEBPACK_SERVE?: boolean }): boolean => Boolean(env.WEBPACK_SERVE) || process.env.NODE_ENV === 'development';

/**
 * One federation runtime per page: a production remote's remoteEntry.js (and its standalone
 * `main`) take the runtime core from the page's global instead of bundling their own copy. The
 * host provides it; a remote served on its own loads `standaloneRuntimeConfig`'s file first.
 * Dev servers keep a full runtime in every remote (no second build to watch).
 */
const usesExternalRuntime = (options: AppBuildOptions, env: { WEBPACK_SERVE?: boolean }): boolean =>
  options.name !== 'host' && !isDevBuild(env);

/** Whether the federated build also emits the app's own page (not when it has a standalone compilation of its own). */
const emitsPage = (options: AppBuildOptions, env: { WEBPACK_SERVE?: boolean }): boolean => isDevBuild(env) || !options.separateStandalone;

/**
 * The federation runtime core of a remote's standalone page, built apart (a second compiler of
 * the remote's build) because the remote's own compilation takes it from the global: a plain
 * script that sets the global, loaded before the standalone page's `main`.
 */
export function standaloneRuntimeConfig(options: AppBuildOptions): Configuration {
  const source = `import * as core from '@module-federation/runtime-core'; globalThis.${EXTERNAL_RUNTIME_GLOBAL} = core;`;
  return {
    name: `${options.name}-federation-runtime`,
    // After the remote's own build, which cleans the folder both write to.
    dependencies: [options.name],
    context: options.dir,
    mode: 'production',
    devtool: false,
    target: 'web',
    entry: { 'federation-runtime': `data:text/javascript,${encodeURIComponent(source)}` },
    output: { path: path.join(options.dir, 'dist'), filename: standaloneRuntimeFile(), clean: false, publicPath: 'auto' },
    plugins: [
      // The standalone page loads no remote through a manifest and runs only in browsers.
      new rspack.DefinePlugin({
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
        ENV_TARGET: JSON.stringify('web'),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
    ],
    performance: { hints: false },
  };
}

/**
 * The federation plugin imports its runtime packages by the CommonJS paths Node resolves, which
 * cannot be tree-shaken; their ES module builds can (about two thirds of a remoteEntry.js).
 */
function federationRuntimeEsmAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  const packages = [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/error-codes',
    // The host's provider of the runtime: its CommonJS build would bring a second runtime core.
    '@module-federation/inject-external-runtime-core-plugin',
  ];
  for (const pkg of packages) {
    const cjs = require.resolve(pkg);
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (cjs !== esm && fs.existsSync(esm)) aliases[`${cjs}$`] = esm;
  }
  return aliases;
}

/** react-router resolves to its development build (with its warnings) under every condition. */
function reactRouterProductionAlias(): Record<string, string> {
  const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
  return fs.existsSync(production) ? { 'react-router$': production } : {};
}

/** TSX and modern JS through rspack's built-in SWC, for the browsers the site supports. */
function swcLoader(syntax: 'typescript' | 'ecmascript', isDev: boolean): RuleSetUseItem {
  return {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
      },
      env: { targets: 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4' },
    },
  };
}

/** Hashed asset names; the same in every compilation of an app, so prerendered HTML and bundles agree. */
export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';
const MEDIA = /\.(png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?)$/i;

/** TSX through builtin:swc-loader and media as files: the module rules of an app's browser compilations. */
export function moduleRules(isDev: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader('typescript', isDev)] },
    { test: MEDIA, type: 'asset/resource' },
  ];
}

/** Where an app's prerendering bundle goes: inside its build, under a folder the servers never serve. */
export const SERVER_DIR = 'server';
/** The prerendered pages a remote publishes beside its mf-manifest.json. */
export const PRERENDER_FILE = 'prerender.json';

/**
 * The app's prerendering bundle, for Node: the host's shell renderer (`server/render.cjs`, used by
 * its page server on each request), or a remote's exposed pages, rendered once after the build into
 * `prerender.json` beside its manifest, and by the remote's server per request for pages whose
 * first screen is API data (`renderForAddress`). Same sources and asset names as the browser build; a
 * remote's asset URLs start with a placeholder the host fills with the remote's address.
 */
export function createServerConfig(options: AppBuildOptions): Configuration {
  const isRemote = options.name !== 'host';
  const dist = path.join(options.dir, 'dist');
  const entry = isRemote ? writeRemotePrerenderEntry(options) : path.join(options.dir, 'src/server/renderDocument.tsx');
  return {
    name: `${options.name}-server`,
    // After the browser build, which cleans dist.
    dependencies: [options.name],
    context: options.dir,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { render: entry },
    output: {
      path: path.join(dist, SERVER_DIR),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      publicPath: isRemote ? `${BASE_URL_PLACEHOLDER}/` : '/',
      assetModuleFilename: ASSET_FILENAME,
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: reactRouterProductionAlias() },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader('typescript', false)] },
        // The browser build already wrote the files; here only their URLs matter.
        { test: MEDIA, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      isRemote && {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tapPromise('BeaconPrerender', async () => {
            const bundle = path.join(dist, SERVER_DIR, 'render.cjs');
            delete require.cache[bundle];
            const render = (require(bundle) as { default: () => unknown }).default;
            fs.writeFileSync(path.join(dist, PRERENDER_FILE), JSON.stringify(render()));
          });
        },
      },
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}

/** A remote's prerendering entry: its exposed modules, rendered to HTML (all at build time, one per request). Generated, so it never drifts from the registry. */
function writeRemotePrerenderEntry(options: AppBuildOptions): string {
  const folder = path.join(options.dir, 'node_modules', '.beacon');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'prerender-entry.js');
  const exposes = Object.entries(options.exposes ?? {});
  const lines = [
    "import { prerenderExposes, renderExposeForAddress } from '@beacon/shared/ssr';",
    ...exposes.map(([, source], i) => `import * as page${i} from ${JSON.stringify(path.join(options.dir, source))};`),
    `const modules = { ${exposes.map(([expose], i) => `${JSON.stringify(expose)}: page${i}`).join(', ')} };`,
    'export default () => prerenderExposes(modules);',
    'export const renderForAddress = (expose, address, config, timeoutMs) => renderExposeForAddress(modules, expose, address, config, timeoutMs);',
  ];
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

export function createConfig(options: AppBuildOptions, env: { WEBPACK_SERVE?: boolean } = {}): Configuration {
  const isDev = isDevBuild(env);
  const isRemote = options.name !== 'host';
  const externalRuntime = usesExternalRuntime(options, env);
  const withPage = emitsPage(options, env);

  return {
    name: options.name,
    context: options.dir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    entry: withPage ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes load their chunks from their own origin, wherever the host lives.
      publicPath: 'auto',
      uniqueName: options.name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: ASSET_FILENAME,
      // The standalone runtime is written into the same folder by the second compiler.
      clean: externalRuntime ? { keep: (file: string) => path.basename(file).startsWith('federation-runtime.') } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: { ...federationRuntimeEsmAliases(), ...(isDev ? {} : reactRouterProductionAlias()) },
    },
    module: { rules: moduleRules(isDev) },
    plugins: [
      withPage &&
        new rspack.HtmlRspackPlugin({
          // An app may bring its own index.html (the host does); remotes share the standalone page.
          ...(fs.existsSync(path.join(options.dir, 'index.html'))
            ? { template: path.join(options.dir, 'index.html') }
            : {
                templateContent: standaloneHtml(externalRuntime ? `\n    <script defer src="/${standaloneRuntimeFile()}"></script>` : ''),
              }),
          title: options.title,
          templateParameters: { iconStyleTag: ICON_STYLE_TAG },
          // Absolute script URLs, so deep links (/events/42) load the page's scripts from the root.
          publicPath: '/',
          // Only the app's own entry: a standalone remote does not need its remoteEntry.js.
          chunks: ['main'],
          // Unminified: the serve script replaces the <!--beacon:boot--> marker, and the page is tiny.
          minify: false,
        }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        shared: sharedLibraries(),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        // The host bundles the one runtime core and provides it to every remote it loads; it
        // loads remotes through their manifests, so it keeps the snapshot plugin. Remotes load
        // no remote: no snapshot plugin, and only the browser's script loader.
        experiments: isRemote
          ? { externalRuntime, optimization: { disableSnapshot: true, target: 'web' } }
          : { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
      isDev && new ReactRefreshRspackPlugin(),
      // SWR: the host does not fetch, but every remote page does, as soon as it loads.
      !isDev && !isRemote && withPage && new BootPreloadPlugin(['swr']),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      // The dev server serves the runtime config the same way the production server does.
      setupMiddlewares(middlewares) {
        middlewares.unshift((req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const payload = bootPayloadFromEnv(process.env);
          const body = req.url === '/config.json' ? payload.config : req.url === '/remotes.json' ? payload.remotes : null;
          if (!body) return next();
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(body));
        });
        return middlewares;
      },
    },
  };
}
