/**
 * Prerendering: pages rendered to HTML at build time (Node only, never in a browser bundle), and
 * the placeholders the page server fills with the runtime config.
 */
export { BASE_URL_PLACEHOLDER, fillPlaceholders, prerenderConfig } from './placeholders';
export { prerenderExposes, renderPageToHtml, type ExposedModules, type PrerenderedPage } from './renderToHtml';
