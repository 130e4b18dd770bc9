import { renderToString } from 'react-dom/server';
import type { RuntimeConfig } from '@beacon/shared';
import { landingCopy } from '../content/landing';
import { PRERENDER_ELEMENT_ID } from './prerenderedConfig';
import { StandaloneApp } from './StandaloneApp';

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON that cannot close the <script> element it sits in. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** React emits the page's hoisted stylesheets first; they belong in <head>, where React finds them again on hydration. */
const LEADING_STYLES = /^(?:<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>)+/;

/**
 * Holds the first paint until the page's HTML is parsed to its end: the page is centred on the
 * screen, so a first paint of part of it (the parser may yield mid-page on a slow phone) would
 * move it when the rest arrives.
 */
const PARSED_MARKER_ID = 'landing-parsed';
const HOLD_RENDER = `<link rel="expect" href="#${PARSED_MARKER_ID}" blocking="render">`;
const PARSED_MARKER = `<template id="${PARSED_MARKER_ID}"></template>`;

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The standalone page's HTML at build time: the page rendered into #root (so the heading and the
 * cards are there before any script runs), the document title the page sets, and the config it was
 * rendered with as a JSON data block, which the browser hydrates with.
 */
export function prerenderDocument(template: string, config: RuntimeConfig): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`the standalone template has no ${ROOT_ELEMENT}`);
  const rendered = renderToString(<StandaloneApp config={config} />);
  const styles = LEADING_STYLES.exec(rendered)?.[0] ?? '';
  const markup = rendered.slice(styles.length);
  const title = `${landingCopy.pageTitle} · ${config.site.organisationName}`;
  const data = `<script id="${PRERENDER_ELEMENT_ID}" type="application/json">${inlineJson(config)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `  ${HOLD_RENDER}\n    ${styles}\n    ${data}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>${PARSED_MARKER}`);
}
