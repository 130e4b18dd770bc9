/**
 * Prerendered HTML is made at build time, before the runtime config is known: the site's texts
 * (organisation and founder names, links) and addresses are rendered as placeholders, which the page server
 * replaces with the configured values — escaped for HTML — when it serves the page. Plain string
 * work: the build (Node), the page server and tests share it.
 */
import type { RuntimeConfig, SiteContent } from '../config/runtimeConfig';
import { runtimeConfigFromEnv } from '../config/fromEnv';
import { BASE_URL_PLACEHOLDER, placeholder as mark } from '../contract/names';
import { escapeHtmlAttribute } from '../contract/escape';

export { BASE_URL_PLACEHOLDER };

/** Addresses a page may render (an embedded player, a link to the API). */
const ADDRESSES = ['apiUrl', 'videoApiUrl', 'videoEmbedUrl'] as const;

/** The config a page is prerendered with: defaults, and a placeholder for every site text and address. */
export function prerenderConfig(): RuntimeConfig {
  const config = runtimeConfigFromEnv({});
  const site = Object.fromEntries(Object.keys(config.site).map((key) => [key, mark(`site.${key}`)])) as unknown as SiteContent;
  const addresses = Object.fromEntries(ADDRESSES.map((key) => [key, mark(key)]));
  return { ...config, ...addresses, site };
}

/**
 * Prerendered HTML with the placeholders filled in: the site texts of `config` (an unset optional one, such as the
 * onion address, is empty) and the base URL of the app's files.
 */
export function fillPlaceholders(html: string, config: RuntimeConfig, baseUrl: string): string {
  const values: [string, string][] = [
    ...Object.entries(config.site).map(([key, value]): [string, string] => [mark(`site.${key}`), value === null ? '' : String(value)]),
    ...ADDRESSES.map((key): [string, string] => [mark(key), config[key]]),
    [BASE_URL_PLACEHOLDER, baseUrl.replace(/\/+$/, '')],
  ];
  let out = html;
  for (const [placeholder, value] of values) {
    // A placeholder may have gone through encodeURIComponent (a link built from a site text).
    out = out.split(encodeURIComponent(placeholder)).join(escapeHtmlAttribute(encodeURIComponent(value)));
    out = out.split(placeholder).join(escapeHtmlAttribute(value));
  }
  return out;
}
