/** An app's browser build: its page (unless built apart), its federation container, content-hashed files. */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { BootPreloadPlugin, type StartupCode } from './bootPreloadPlugin';
import { CompileHintPlugin } from './compileHintPlugin';
import { PrecompressPlugin } from './precompressPlugin';
import { PAGE_MODULES_IMPORT, writeStandalonePageModules } from './codegen';
import { devServer } from './devServer';
import { federationPlugin, federationRuntimeEsmAliases, usesExternalRuntime } from './federationRuntime';
import { htmlPlugin } from './html';
import { ASSET_FILENAME, EXTENSIONS, moduleRules, reactRouterProductionAlias } from './modules';
import { emitsPage, isDevBuild, type AppBuildOptions, type BuildEnv } from './options';

/** The entry's async bootstrap, and SWR: the host does not fetch, but every remote page does, as soon as it loads. */
const STARTUP_CODE: StartupCode = { bootstrapRequest: './bootstrap', alsoShared: ['swr'] };

export function createConfig(options: AppBuildOptions, env: BuildEnv = {}): Configuration {
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
      extensions: EXTENSIONS,
      alias: {
        ...federationRuntimeEsmAliases(),
        ...(isDev ? {} : reactRouterProductionAlias()),
        ...(isRemote ? { [`${PAGE_MODULES_IMPORT}$`]: writeStandalonePageModules(options) } : {}),
      },
    },
    module: { rules: moduleRules(isDev) },
    plugins: [
      withPage && htmlPlugin(options, externalRuntime),
      federationPlugin(options, env),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
      isDev && new ReactRefreshRspackPlugin(),
      !isDev && !isRemote && withPage && new BootPreloadPlugin(STARTUP_CODE),
      // Public pages only: the admin area starts with antd, of which a page runs a small part.
      !isDev && options.prerender && new CompileHintPlugin(STARTUP_CODE),
      !isDev && new PrecompressPlugin(),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    devServer: devServer(options.port),
  };
}
