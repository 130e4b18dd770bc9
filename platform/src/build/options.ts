/** What an app's build is made from, and which kind of build runs (the dev server's, or production's). */

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

/** What the rspack CLI passes a config function (`rspack serve` sets WEBPACK_SERVE). */
export interface BuildEnv {
  WEBPACK_SERVE?: boolean;
}

export const isDevBuild = (env: BuildEnv): boolean => Boolean(env.WEBPACK_SERVE) || process.env.NODE_ENV === 'development';

/** Whether the federated build also emits the app's own page (not when it has a standalone compilation of its own). */
export const emitsPage = (options: AppBuildOptions, env: BuildEnv): boolean => isDevBuild(env) || !options.separateStandalone;
