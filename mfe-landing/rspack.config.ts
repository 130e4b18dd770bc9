/**
 * mfe-landing builds twice over in production: the federated container (remoteEntry and the
 * ./LandingPage expose the host renders at /launch) and the standalone deployment, a lean
 * compilation without Module Federation (only React, SWR and the page) whose index.html is prerendered
 * from the seeded words.
 * A third, Node-targeted compilation renders the page to HTML at build time; the standalone one
 * writes that markup into its index.html and deletes the temporary Node bundle. The dev server
 * runs the federated build alone, with its page rendered in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ASSET_FILENAME, moduleRules, standaloneHtml } from '@beacon/platform/build';
import type { RuntimeConfig } from '@beacon/shared/config';
import { runtimeConfigFromEnv } from '@beacon/shared/env';
import { baseConfig } from '../rspack.config.base';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(DIR, 'dist');
const PRERENDER_DIR = path.join(DIST, '.prerender');
// The shared base build (../rspack.config.base.ts), with the standalone deployment as its own compilation.
const federated = baseConfig(import.meta.url, { separateStandalone: true });

interface PrerenderBundle {
  prerenderDocument: (template: string, config: RuntimeConfig) => string;
}

/** After the standalone build is written: renders the page into its index.html with the build's runtime config. */
class PrerenderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrerenderPlugin', () => {
      const bundlePath = path.join(PRERENDER_DIR, 'prerender.cjs');
      const require = createRequire(import.meta.url);
      delete require.cache[bundlePath];
      const { prerenderDocument } = require(bundlePath) as PrerenderBundle;
      const indexPath = path.join(DIST, 'index.html');
      const html = prerenderDocument(fs.readFileSync(indexPath, 'utf8'), runtimeConfigFromEnv(process.env));
      fs.writeFileSync(indexPath, html);
      fs.rmSync(PRERENDER_DIR, { recursive: true, force: true });
    });
  }
}

const common = (name: string): Configuration => ({
  name,
  context: DIR,
  mode: 'production',
  devtool: 'source-map',
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
  module: { rules: moduleRules(false) },
  optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  performance: { hints: false },
});

/** The page rendered in Node: a CommonJS bundle exporting `prerenderDocument`, asset URLs as the browser sees them. */
const prerender: Configuration = {
  ...common('mfe_landing_prerender'),
  dependencies: ['mfe_landing'],
  target: 'node20',
  devtool: false,
  entry: { prerender: './src/app/prerender.tsx' },
  output: {
    path: PRERENDER_DIR,
    publicPath: '/',
    filename: '[name].cjs',
    assetModuleFilename: ASSET_FILENAME,
    library: { type: 'commonjs2' },
    clean: false,
  },
  optimization: { minimize: false },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
};

/** The standalone page: React, SWR and the page only, hydrated over the prerendered HTML. */
const standalone: Configuration = {
  ...common('mfe_landing_standalone'),
  dependencies: ['mfe_landing_prerender'],
  target: 'web',
  entry: { standalone: './src/standalone.tsx' },
  output: {
    path: DIST,
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    assetModuleFilename: ASSET_FILENAME,
    clean: false,
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      templateContent: standaloneHtml(''),
      // Replaced by the prerendered page's own title.
      title: 'Coming Soon',
      publicPath: '/',
      chunks: ['standalone'],
      minify: false,
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    new PrerenderPlugin(),
  ],
};

export default (env: { WEBPACK_SERVE?: boolean } = {}): Configuration | Configuration[] => {
  const built = federated(env);
  const federatedBuilds = Array.isArray(built) ? built : [built];
  return federatedBuilds[0]?.mode === 'development' ? built : [...federatedBuilds, prerender, standalone];
};
