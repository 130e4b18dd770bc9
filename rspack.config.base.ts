/**
 * The one build factory every app calls: TSX through builtin:swc-loader, the HTML plugin,
 * Module Federation 2 with a manifest, content-hashed files and a dev server with CORS and
 * history fallback. An app's own rspack.config.ts only names itself, its port and what it exposes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rspack, type Configuration, type RuleSetUseItem } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { bootPayloadFromEnv } from './shared/src/config/runtimeConfig';
import { findApp, portOf } from './shared/src/config/apps';

const require = createRequire(import.meta.url);

export interface AppBuildOptions {
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
  /**
   * Production only: the app builds its standalone page in a compilation of its own (mfe-landing's
   * lean, prerendered page), so this federated build emits only the container, no index.html.
   */
  separateStandalone?: boolean;
}

/** The page a remote serves when it runs on its own; `<!--beacon:boot-->` is where the runtime config goes. */
export const STANDALONE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <link rel="icon" href="data:," />
    <title><%= htmlRspackPlugin.options.title %></title>
    <!--beacon:boot-->
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
 * without them a remote would bundle a second React DOM. antd and @ant-design/icons are not shared
 * whole (a singleton is never tree-shaken); the curated kit `@beacon/shared/ui` is.
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
    'react-router': singleton('react-router'),
    swr: singleton('swr'),
    '@clerk/react': singleton('@clerk/react'),
    '@beacon/shared': workspace,
    '@beacon/shared/ui': workspace,
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
    ...extra,
  };
  return (env: { WEBPACK_SERVE?: boolean } = {}): Configuration => createConfig(options, env);
}

/** Hashed asset names; the same in every compilation of an app, so prerendered HTML and bundles agree. */
export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/** TSX through builtin:swc-loader and media as files: the module rules of every compilation. */
export function moduleRules(isDev: boolean): NonNullable<Configuration['module']>['rules'] {
  const swcRule = (syntax: 'typescript' | 'ecmascript'): RuleSetUseItem => ({
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
      },
      env: { targets: 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4' },
    },
  });
  return [
    { test: /\.tsx?$/, exclude: /node_modules/, use: [swcRule('typescript')] },
    { test: /\.(png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?)$/i, type: 'asset/resource' },
  ];
}

export function createConfig(options: AppBuildOptions, env: { WEBPACK_SERVE?: boolean } = {}): Configuration {
  const isDev = Boolean(env.WEBPACK_SERVE) || process.env.NODE_ENV === 'development';
  const isRemote = options.name !== 'host';
  const withPage = isDev || !options.separateStandalone;

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
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: { rules: moduleRules(isDev) },
    plugins: [
      withPage &&
        new rspack.HtmlRspackPlugin({
          // An app may bring its own index.html (the host does); remotes share the standalone page.
          ...(fs.existsSync(path.join(options.dir, 'index.html'))
            ? { template: path.join(options.dir, 'index.html') }
            : { templateContent: STANDALONE_HTML }),
          title: options.title,
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
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
      isDev && new ReactRefreshRspackPlugin(),
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
