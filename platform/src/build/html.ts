/** The HTML page of each app's build: the host's own index.html, or the standalone page every remote shares. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { BOOT_MARKER, EMPTY_ROOT_ELEMENT, TEMPLATE_FILE } from '@beacon/shared/contract';
import { standaloneRuntimeFile } from './federationRuntime';
import type { AppBuildOptions } from './options';

const require = createRequire(import.meta.url);

/**
 * The CSS of antd's icons, in <head> under the key the icons look it up by: an icon mounting on a
 * served page finds it there instead of inserting it, which would restyle the whole page during
 * start-up and shift every icon's line box.
 */
const ICON_STYLE_TAG = `<style rc-util-key="@ant-design-icons" data-rc-order="prepend">${
  (require('@ant-design/icons/lib/utils') as { iconStyles: string }).iconStyles
}</style>`;

/**
 * The page a remote serves when it runs on its own; `BOOT_MARKER` is where the runtime config
 * goes. `runtimeScript` loads the federation runtime first when the remote's own runtime is
 * external (production builds; see `standaloneRuntimeConfig`).
 */
export const standaloneHtml = (runtimeScript: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <link rel="icon" href="data:," />
    <title><%= htmlRspackPlugin.options.title %></title>
    ${BOOT_MARKER}${runtimeScript}
    ${ICON_STYLE_TAG}
    <style>
      html, body { margin: 0; background: #000; color: rgba(255, 255, 255, 0.88); font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
    </style>
  </head>
  <body>
    ${EMPTY_ROOT_ELEMENT}
  </body>
</html>
`;

/** The app's page: its own index.html if it has one (the host does), else the standalone page. */
export function htmlPlugin(options: AppBuildOptions, externalRuntime: boolean): InstanceType<typeof rspack.HtmlRspackPlugin> {
  const own = path.join(options.dir, TEMPLATE_FILE);
  return new rspack.HtmlRspackPlugin({
    ...(fs.existsSync(own)
      ? { template: own }
      : { templateContent: standaloneHtml(externalRuntime ? `\n    <script defer src="/${standaloneRuntimeFile()}"></script>` : '') }),
    title: options.title,
    templateParameters: { iconStyleTag: ICON_STYLE_TAG },
    // Absolute script URLs, so deep links (/events/42) load the page's scripts from the root.
    publicPath: '/',
    // Only the app's own entry: a standalone remote does not need its remoteEntry.js.
    chunks: ['main'],
    // Unminified: the page server replaces the boot marker, and the page is tiny.
    minify: false,
  });
}
