/**
 * The ALTCHA widget, fetched apart from the page (see AltchaCaptcha). Its `external` build carries no
 * inline style or worker: its stylesheet and its SHA-256 worker come in here as text, the worker
 * started from a blob: URL (the page's CSP allows blob: workers), so no 'unsafe-eval' is needed and
 * the worker runs even when this remote is served from another origin than the page.
 */
import 'altcha/external';
import stylesheet from 'altcha/altcha.css?source';
import shaWorker from 'altcha/workers/sha?source';

/** The proof-of-work algorithm the API's challenges use. */
const ALGORITHM = 'SHA-256';

if (!globalThis.$altcha.algorithms.has(ALGORITHM)) {
  const workerUrl = URL.createObjectURL(new Blob([shaWorker], { type: 'text/javascript' }));
  globalThis.$altcha.algorithms.set(ALGORITHM, () => new Worker(workerUrl));
}

export const ALTCHA_STYLESHEET: string = stylesheet;
