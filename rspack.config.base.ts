/**
 * The shared base of every app's build. Each app's `rspack.config.ts` extends it, adding only what is
 * its own (the host adds its federation runtime plugin):
 *
 *   import { baseConfig } from '../rspack.config.base';
 *   export default baseConfig(import.meta.url);
 *
 * The base reads the rest from the app registry entry of the config's folder (name, title, port,
 * exposes). Its code is the build factory in platform/src/build/: options.ts (dev or production),
 * sharing.ts (shared libraries), html.ts, federationRuntime.ts, browserBuild.ts, serverBuild.ts.
 */
import { defineAppConfig, type AppBuildOptions } from '@beacon/platform/build';

/** What an app's config may add to the base. */
export type AppConfigExtension = Pick<AppBuildOptions, 'runtimePlugins' | 'separateStandalone'>;

/** The base build of the app whose `rspack.config.ts` is at `configUrl` (its `import.meta.url`), with `extension`. */
export const baseConfig = (configUrl: string, extension: AppConfigExtension = {}): ReturnType<typeof defineAppConfig> =>
  defineAppConfig(configUrl, extension);
