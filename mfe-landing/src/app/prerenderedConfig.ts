import type { RuntimeConfig } from '@beacon/shared';

/** Id of the JSON data block holding the config the standalone HTML was prerendered with. */
export const PRERENDER_ELEMENT_ID = 'beacon-prerender';

/** The prerender config of the served page, or null when the page was not prerendered (the dev server). */
export function readPrerenderedConfig(): RuntimeConfig | null {
  const text = document.getElementById(PRERENDER_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as RuntimeConfig) : null;
}
