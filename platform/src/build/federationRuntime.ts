/**
 * Module Federation's runtime internals: one runtime core per page (the host provides it, remotes
 * take it from a global), the ES module builds of its packages, and the container plugin itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@beacon/shared/contract';
import { isDevBuild, type AppBuildOptions, type BuildEnv } from './options';
import { PrecompressPlugin } from './precompressPlugin';
import { sharedLibraries } from './sharing';

const require = createRequire(import.meta.url);

/** The global through which remotes take the Module Federation runtime core from the page. */
const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The file of a remote's standalone federation runtime. Its content depends only on the runtime
 * version, so the name does too (a hashed name: served as immutable, like the other chunks).
 */
export const standaloneRuntimeFile = (): string => {
  // runtime-core does not export its package.json: find it above the resolved entry.
  let dir = path.dirname(require.resolve('@module-federation/runtime-core'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const hash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(dir, 'package.json')))
    .digest('hex');
  return `federation-runtime.${hash.slice(0, 10)}.js`;
};

/**
 * One federation runtime per page: a production remote's remoteEntry.js (and its standalone
 * `main`) take the runtime core from the page's global instead of bundling their own copy. The
 * host provides it; a remote served on its own loads `standaloneRuntimeConfig`'s file first.
 * Dev servers keep a full runtime in every remote (no second build to watch).
 */
export const usesExternalRuntime = (options: AppBuildOptions, env: BuildEnv): boolean => options.name !== 'host' && !isDevBuild(env);

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
      new PrecompressPlugin(),
    ],
    performance: { hints: false },
  };
}

/**
 * The federation plugin imports its runtime packages by the CommonJS paths Node resolves, which
 * cannot be tree-shaken; their ES module builds can (about two thirds of a remoteEntry.js).
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
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

/** The app's federation container: its exposes, the shared libraries, and (for a remote) its manifest. */
export function federationPlugin(options: AppBuildOptions, env: BuildEnv): ModuleFederationPlugin {
  const isRemote = options.name !== 'host';
  return new ModuleFederationPlugin({
    name: options.name,
    filename: REMOTE_ENTRY_FILE,
    exposes: options.exposes ?? {},
    remotes: {},
    shared: sharedLibraries(),
    shareStrategy: 'loaded-first',
    runtimePlugins: options.runtimePlugins ?? [],
    manifest: isRemote ? { fileName: REMOTE_MANIFEST_FILE } : false,
    dts: false,
    // The host bundles the one runtime core and provides it to every remote it loads; it
    // loads remotes through their manifests, so it keeps the snapshot plugin. Remotes load
    // no remote: no snapshot plugin, and only the browser's script loader.
    experiments: isRemote
      ? { externalRuntime: usesExternalRuntime(options, env), optimization: { disableSnapshot: true, target: 'web' } }
      : { provideExternalRuntime: true, optimization: { target: 'web' } },
  });
}
