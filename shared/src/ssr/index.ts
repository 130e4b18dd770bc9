/**
 * Server rendering (Node only, never in a browser bundle): pages rendered to HTML at build time, or
 * per request for their address with their API data, and the placeholders the page server fills
 * with the runtime config.
 */
export { BASE_URL_PLACEHOLDER, fillPlaceholders, prerenderConfig } from './placeholders';
export {
  prerenderExposes,
  renderExposeForAddress,
  renderPageForAddress,
  renderPageToHtml,
  type ExposedModules,
  type PageForAddress,
  type PrerenderedPage,
} from './renderToHtml';
