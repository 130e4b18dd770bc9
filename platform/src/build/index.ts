/**
 * The one build factory every app calls: `export default defineAppConfig(import.meta.url)` in an
 * app's rspack.config.ts. Name, title, port and exposes come from the app registry entry of the
 * app's folder. One file per concern: options.ts (dev or production), sharing.ts (shared libraries
 * and versions), html.ts (pages), federationRuntime.ts (the container and its runtime),
 * browserBuild.ts, serverBuild.ts (prerendering) with codegen.ts, devServer.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { exposesOf, findApp, portOf } from '@beacon/shared/apps';
import { createConfig } from './browserBuild';
import { standaloneRuntimeConfig, usesExternalRuntime } from './federationRuntime';
import { emitsPage, isDevBuild, type AppBuildOptions, type BuildEnv } from './options';
import { createServerConfig } from './serverBuild';

export { ASSET_FILENAME, moduleRules } from './modules';
export { standaloneHtml } from './html';
export type { AppBuildOptions, BuildEnv } from './options';

export function defineAppConfig(configUrl: string, extra: Pick<AppBuildOptions, 'runtimePlugins' | 'separateStandalone'> = {}) {
  const dir = path.dirname(fileURLToPath(configUrl));
  const app = findApp(path.basename(dir));
  if (!app) throw new Error(`${dir} is not in the app registry (shared/src/config/apps.ts).`);
  const options: AppBuildOptions = {
    dir,
    name: app.name,
    title: app.title,
    port: portOf(app, process.env),
    exposes: exposesOf(app, dir),
    prerender: app.prerender !== false,
    ...extra,
  };
  return (env: BuildEnv = {}): Configuration | Configuration[] => {
    const web = createConfig(options, env);
    const extraBuilds = [
      ...(usesExternalRuntime(options, env) && emitsPage(options, env) ? [standaloneRuntimeConfig(options)] : []),
      // Dev servers render on the client only; production builds also prerender.
      ...(!isDevBuild(env) && options.prerender ? [createServerConfig(options)] : []),
    ];
    return extraBuilds.length ? [web, ...extraBuilds] : web;
  };
}
