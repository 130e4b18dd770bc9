/**
 * A remote's page for the host's slot: its prerendered first screen from `prerender.json`, or, for
 * a page whose first screen is API data, the page the remote renders for the URL (`render.json`),
 * with the answers it holds inlined for hydration; plus preloads of the code it runs next.
 */
import {
  escapeHtmlAttribute,
  jsonForScript,
  MANIFEST_ELEMENT_ID,
  PAGE_DATA_ELEMENT_ID,
  PRERENDER_FILE,
  RENDER_FOR_ADDRESS_FILE,
  splitHoisted,
  type BootPayload,
  type PageForAddress,
  type PrerenderedPages,
  type RemoteManifest,
  type RemotesMap,
} from '@beacon/shared/contract';
import { fillPlaceholders } from '@beacon/shared/ssr/placeholders';
import { CONTENT_PREVIEW_PARAM } from '@beacon/shared/schemas';
import type { Env } from '@beacon/shared/apps';
import { ABSENT, FAILED, PUBLISHED_FRESHNESS, RemoteFiles } from './remoteFiles';

/** A remote slower than this is not waited for: its page renders on the client. */
const REMOTE_TIMEOUT_MS = 1_000;
/**
 * A page rendered for its address that takes longer (its API is slow) is served as prerendered instead,
 * unless the machine's `RENDER_WAIT_MS` says otherwise (see `renderWaitFrom`).
 */
export const RENDER_TIMEOUT_MS = 1_000;
/** The longest `RENDER_WAIT_MS` allowed: beyond it, a visitor of a page whose API hangs looks at a blank tab. */
const MAX_RENDER_WAIT_MS = 30_000;
/**
 * A preview link's render is waited for longer: it is for one member of staff, never kept, and the
 * draft it shows is its whole point. Served without it, the page shows the draft only once its
 * script has fetched it: with scripts off, never.
 */
export const PREVIEW_RENDER_TIMEOUT_MS = 5_000;

/** A preview link's render is never waited for less than any other page's. */
export const previewWaitOf = (renderWaitMs: number): number => Math.max(PREVIEW_RENDER_TIMEOUT_MS, renderWaitMs);

/**
 * How long renders are waited for on this machine: `RENDER_WAIT_MS` (whole milliseconds, 100 to 30,000), else
 * RENDER_TIMEOUT_MS. The host's page server waits that long for a remote's render, and a remote's render server
 * gives the API 60 % of it, so both are set alike. Anything else stops the server at start, rather than serve with
 * a wait nobody chose.
 */
export function renderWaitFrom(env: Env): number {
  const value = env.RENDER_WAIT_MS?.trim();
  if (!value) return RENDER_TIMEOUT_MS;
  const ms = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(ms >= 100 && ms <= MAX_RENDER_WAIT_MS)) {
    throw new Error(`RENDER_WAIT_MS must be a whole number of milliseconds from 100 to ${MAX_RENDER_WAIT_MS}, not "${value}"`);
  }
  return ms;
}

/** In a page's HTML only when a slot shows the loading frame (the page's styles name the class too, unquoted). */
export const LOADING_MARK = 'class="beacon-remote-loading"';

/** Shown in a slot whose remote page could not be prerendered, until the page loads in the browser. */
const LOADING_SLOT = `<main id="main-content" tabindex="-1" style="outline:none"><div ${LOADING_MARK}><span class="bk-spin bk-spin-lg" aria-hidden="true"></span></div></main>`;

/**
 * What a page told of the release it was composed with: `failed` when the release's files are missing or its server
 * render threw, `served` when its page is in the HTML; nothing when an answer was only late.
 */
export type ObserveRelease = (remote: string, manifestUrl: string, failed: boolean) => void;

export interface RemotePage {
  /** The tags React hoisted out of the page (its styles, its preloads), for <head>. */
  hoisted: string;
  body: string;
  /** The remote's container and the page's first chunks. */
  preloads: string[];
  /** Inline JSON blocks: the manifest the preloads were read from, and the API answers a page rendered for its address holds. */
  inline: string;
  /** Whether `inline` holds API answers the page was rendered with (its API answered in time). */
  answered: boolean;
  /**
   * Whether the API answered that the address names nothing (an answer of null: an unknown video, a record
   * not published, a preview link that expired): the page says it was not found, and is served as a 404.
   */
  absent: boolean;
}

const EMPTY: RemotePage = { hoisted: '', body: LOADING_SLOT, preloads: [], inline: '', answered: false, absent: false };

/** `script` blocks of JSON data, which no text inside can close. */
const dataBlock = (id: string, value: unknown, attributes = ''): string =>
  `<script type="application/json" id="${id}"${attributes}>${jsonForScript(value)}</script>`;

/** Where a remote's code is, from its manifest: the container first, then the expose's first chunks. */
function preloadsOf(base: string, manifest: RemoteManifest | null, expose: string): string[] {
  const entry = manifest?.metaData?.remoteEntry;
  const exposed = manifest?.exposes?.find((item) => item.path === expose);
  return [
    ...(entry?.name ? [`${base}/${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(exposed?.assets?.js?.sync ?? []).map((file) => `${base}/${file}`),
  ];
}

/**
 * Reads remote pages for one page server: each remote's files cached (see RemoteFiles), from the
 * manifest `remotes` names for the page (the release chosen for its visitor). A render is waited for
 * `renderWaitMs` (see `renderWaitFrom`).
 */
export function remotePages(
  payload: BootPayload,
  observe: ObserveRelease = () => undefined,
  fellBack: (kind: 'remote' | 'render') => void = () => undefined,
  renderWaitMs: number = RENDER_TIMEOUT_MS,
): (slot: string, url: string, pattern: string | null, remotes: RemotesMap, preview?: string | null) => Promise<RemotePage> {
  const files = new RemoteFiles(REMOTE_TIMEOUT_MS);
  // What the API answers changes when staff publish, and a page rendered long ago would hydrate with
  // that moment as "now" (its ages, what is upcoming): a rendered copy serves for seconds only. A visitor
  // waits renderWaitMs for a render; a later one (a busy machine) runs on, as long as a preview's may, and
  // serves the next visitors, rather than being dropped and remembered as a failure.
  const rendered = new RemoteFiles(previewWaitOf(renderWaitMs), { ...PUBLISHED_FRESHNESS, waitMs: renderWaitMs });
  const previews = new RemoteFiles(previewWaitOf(renderWaitMs));

  /**
   * The page rendered by its remote for this address, or null (no such render, or late: the prerendered
   * copy serves). A preview link's token goes along (the page asks the API for the draft with it); such a
   * render is for its visitor alone and never kept.
   */
  async function pageForAddress(
    base: string,
    expose: string,
    pattern: string,
    url: string,
    preview: string | null,
  ): Promise<PageForAddress | typeof FAILED | null> {
    const { pathname } = new URL(url, 'http://localhost');
    const address = preview ? `${pathname}?${new URLSearchParams({ [CONTENT_PREVIEW_PARAM]: preview })}` : pathname;
    // The token also as a parameter of its own: a proxy between here and the remote (nginx in front of
    // the remotes' files) sees a preview and neither serves nor keeps a copy (see deploy/nginx.conf.template).
    const query = new URLSearchParams({ expose, pattern, url: address, ...(preview ? { [CONTENT_PREVIEW_PARAM]: preview } : {}) });
    const renders = preview ? previews : rendered;
    const page = await renders.outcome<PageForAddress>(`${base}/${RENDER_FOR_ADDRESS_FILE}?${query}`, { uncached: preview !== null });
    if (page === FAILED) return FAILED;
    return page && page !== ABSENT && typeof page.html === 'string' && typeof page.data?.at === 'number' && Array.isArray(page.data.answers)
      ? page
      : null;
  }

  return async (slot, url, pattern, remotes, preview = null) => {
    const cut = slot.indexOf('/');
    const remote = slot.slice(0, cut);
    const expose = slot.slice(cut + 1);
    const manifestUrl = remotes[remote];
    if (!manifestUrl) return EMPTY;
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/'));
    const [pagesAnswer, manifestAnswer, rendered] = await Promise.all([
      files.lookup<PrerenderedPages>(`${base}/${PRERENDER_FILE}`),
      files.lookup<RemoteManifest>(manifestUrl),
      pattern ? pageForAddress(base, expose, pattern, url, preview) : null,
    ]);
    const pages = pagesAnswer === ABSENT ? null : pagesAnswer;
    const manifest = manifestAnswer === ABSENT ? null : manifestAnswer;
    const forAddress = rendered === FAILED ? null : rendered;
    const preloads = preloadsOf(base, manifest, expose);
    const html = forAddress?.html ?? pages?.[expose]?.html;
    if (pagesAnswer === ABSENT || manifestAnswer === ABSENT || rendered === FAILED) observe(remote, manifestUrl, true);
    else if (html) observe(remote, manifestUrl, false);
    if (pagesAnswer === null || manifestAnswer === null) fellBack('remote');
    else if (pattern && !forAddress) fellBack('render');
    if (!html) return { ...EMPTY, preloads };
    // The page's code boots from this copy rather than asking for the manifest after the host's code
    // has run: one network round trip fewer before the page is live.
    const inlineManifest = manifest ? dataBlock(MANIFEST_ELEMENT_ID, manifest, ` data-url="${escapeHtmlAttribute(manifestUrl)}"`) : '';
    // The answers the page was rendered with, for it to hydrate from (and not fetch before it shows them).
    const inlineData = forAddress ? dataBlock(PAGE_DATA_ELEMENT_ID, forAddress.data) : '';
    const { head, body } = splitHoisted(fillPlaceholders(html, payload.config, base));
    const answers = forAddress?.data.answers ?? [];
    return {
      hoisted: head,
      body,
      preloads,
      inline: inlineManifest + inlineData,
      answered: answers.length > 0,
      absent: answers.some(([, answer]) => answer === null),
    };
  };
}
