/**
 * The app's prerendering bundle, for Node: the host's shell renderer (`server/render.cjs`, used by
 * its page server on each request), or a remote's exposed pages, rendered once after the build into
 * `prerender.json` beside its manifest, and by the remote's server per request for pages whose
 * first screen is API data (`renderForAddress`). Same sources and asset names as the browser build; a
 * remote's asset URLs start with a placeholder the host fills with the remote's address.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { BASE_URL_PLACEHOLDER, PRERENDER_FILE, SERVER_BUNDLE_FILE, SERVER_DIR, type RemoteRenderer } from '@beacon/shared/contract';
import { writeRemotePrerenderEntry } from './codegen';
import { ASSET_FILENAME, EXTENSIONS, MEDIA, reactRouterProductionAlias, SOURCE_TEXT_RULE, swcLoader } from './modules';
import type { AppBuildOptions } from './options';

const require = createRequire(import.meta.url);

/** After a remote's server bundle is written: its exposed pages rendered into `prerender.json`. */
const prerenderPlugin = (dist: string) => ({
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('BeaconPrerender', async () => {
      const bundle = path.join(dist, SERVER_DIR, SERVER_BUNDLE_FILE);
      delete require.cache[bundle];
      const render = (require(bundle) as Pick<RemoteRenderer, 'default'>).default;
      fs.writeFileSync(path.join(dist, PRERENDER_FILE), JSON.stringify(render()));
    });
  },
});

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
    entry: { [path.basename(SERVER_BUNDLE_FILE, '.cjs')]: entry },
    output: {
      path: path.join(dist, SERVER_DIR),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      publicPath: isRemote ? `${BASE_URL_PLACEHOLDER}/` : '/',
      assetModuleFilename: ASSET_FILENAME,
      clean: false,
    },
    resolve: { extensions: EXTENSIONS, alias: reactRouterProductionAlias() },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader('typescript', false)] },
        // The browser build already wrote the files; here only their URLs matter.
        { test: MEDIA, type: 'asset/resource', generator: { emit: false } },
        SOURCE_TEXT_RULE,
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), isRemote && prerenderPlugin(dist)],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}
