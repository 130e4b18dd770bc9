import { renderToString } from 'react-dom/server';
import type { RuntimeConfig } from '@beacon/shared';
import {
  EMPTY_ROOT_ELEMENT,
  escapeHtmlText,
  HOLD_FIRST_PAINT,
  jsonForScript,
  PARSED_MARKER,
  ROOT_ELEMENT_ID,
  splitHoisted,
} from '@beacon/shared/contract';
import { LANDING_BODY } from '@beacon/shared/content-seed';
import { PRERENDER_ELEMENT_ID } from './prerenderedConfig';
import { StandaloneApp } from './StandaloneApp';

/**
 * The standalone page's HTML at build time: the page rendered into #root (so the heading and the
 * cards are there before any script runs), the document title the page sets, and the config it was
 * rendered with as a JSON data block, which the browser hydrates with. Its first paint waits for the
 * whole page (the page is centred on the screen).
 */
export function prerenderDocument(template: string, config: RuntimeConfig): string {
  if (!template.includes(EMPTY_ROOT_ELEMENT)) throw new Error(`the standalone template has no ${EMPTY_ROOT_ELEMENT}`);
  // React emits the page's hoisted stylesheets first; they belong in <head>, where React finds them again on hydration.
  const { head: styles, body: markup } = splitHoisted(renderToString(<StandaloneApp config={config} />));
  const title = `${LANDING_BODY.pageTitle} · ${config.site.organisationName}`;
  const data = `<script id="${PRERENDER_ELEMENT_ID}" type="application/json">${jsonForScript(config)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlText(title)}</title>`)
    .replace('</head>', () => `  ${HOLD_FIRST_PAINT}\n    ${styles}\n    ${data}\n  </head>`)
    .replace(EMPTY_ROOT_ELEMENT, () => `<div id="${ROOT_ELEMENT_ID}">${markup}</div>${PARSED_MARKER}`);
}
