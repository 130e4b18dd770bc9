/**
 * Composes the host's served pages: the shell rendered for the URL (the host's own server bundle,
 * `dist/server/render.cjs`), the route's remote page stitched into its slot from the remote's
 * `prerender.json` (or, for a page whose first screen is API data, rendered for the URL by the
 * remote's server, with the answers it holds inlined for hydration), their stylesheets moved into
 * <head>, preload links for what the page will fetch next (the remote's entry and page chunk), and
 * the page's own head for search engines and link previews (title, description, canonical URL,
 * Open Graph, JSON-LD; a video's or an event's from the API). Everything degrades to the
 * client-only page: no server bundle, a render error, or a remote or API that is slow or down. Also
 * answers robots.txt and sitemap.xml.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { MANIFEST_ELEMENT_ID, PAGE_DATA_ELEMENT_ID, type BootPayload } from '../shared/src/config/runtimeConfig';
import type { Event, Video } from '../shared/src/schemas';
import type * as PageHeads from '../host/src/server/pageHead';
import { FIRST_SCREEN_MARK, HELD_PRELOAD_ATTRIBUTE } from '../shared/src/hydration/firstScreen';
import { fillPlaceholders } from '../shared/src/ssr/placeholders';
import type { PageForAddress } from '../shared/src/ssr/renderToHtml';

const require = createRequire(import.meta.url);

interface RenderedShell {
  html: string;
  slot: string | null;
  data: string | null;
  head: PageHeads.PageHead;
  status: 200 | 404;
  detail: PageHeads.PageDetail | null;
  pattern: string | null;
}
type HeadFunctions = Pick<typeof PageHeads, 'applyHead' | 'eventHead' | 'robotsTxt' | 'sitemapXml' | 'videoHead' | 'videoIdOf'>;
interface ShellRenderer extends HeadFunctions {
  renderShell: (url: string, config: BootPayload['config']) => RenderedShell;
  SLOT_MARKER: string;
}
interface PrerenderedPages {
  [expose: string]: { html: string } | undefined;
}
/**
 * Where a remote's server answers a page rendered for a request's address (`?expose=&pattern=&url=`),
 * for the pages whose first screen is API data (a list, the URL's video or event).
 */
export const RENDER_FOR_ADDRESS_FILE = 'render.json';
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}

/** How long a remote's files are trusted before they are fetched again (meanwhile the old copy serves). */
const FRESH_MS = 30_000;
/** How long a failure is remembered before asking again. */
const FAILED_MS = 5_000;
/** A remote slower than this is not waited for: its page renders on the client. */
const REMOTE_TIMEOUT_MS = 1_000;
/** A page rendered for its address that takes longer (its API is slow) is served as prerendered instead. */
export const RENDER_TIMEOUT_MS = 1_000;
/** A page rendered for its address is served from the cache for at most this long after it was rendered. */
const RENDERED_MAX_AGE_MS = 60_000;
/** An API slower than this is not waited for: the page gets its route's generic head. */
const API_TIMEOUT_MS = 800;
/** Answers kept per cache (one per event id asked for): the oldest go first. */
const MAX_ENTRIES = 500;
/**
 * What an API answers when the thing asked for does not exist: 404, or 400 for an id that cannot
 * name anything (not a UUID). Anything else that is not an answer (down, slow, 5xx, 429) says nothing.
 */
const ABSENT_STATUSES: ReadonlySet<number> = new Set([400, 404, 410]);
/** The API said there is no such thing (as opposed to not answering). */
const ABSENT = Symbol('absent');

/** Shown in a slot whose remote page could not be prerendered, until the page loads in the browser. */
const LOADING_SLOT =
  '<main id="main-content" tabindex="-1" style="outline:none"><div class="beacon-remote-loading"><span class="bk-spin bk-spin-lg" aria-hidden="true"></span></div></main>';

/**
 * What React hoists into <head> and renderToString puts first: `<style data-precedence>` blocks,
 * and `<link rel="preload">` from react-dom's `preload()` (a hero's poster image, say).
 */
const LEADING_HEAD_TAGS = /^(?:<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>|<link rel="preload"[^>]*\/>)+/;

function splitStyles(html: string): { styles: string; body: string } {
  const match = LEADING_HEAD_TAGS.exec(html);
  return match ? { styles: match[0], body: html.slice(match[0].length) } : { styles: '', body: html };
}

/**
 * A page whose first screen is a picture gets it before its scripts: their preloads are held (no
 * `rel`) and the host's entry starts them once the picture is shown. On a phone they would
 * otherwise share the connection with it, and their code take the main thread before it is painted.
 */
function holdScriptPreloads(document: string): string {
  if (!document.includes(`elementtiming="${FIRST_SCREEN_MARK}"`)) return document;
  return document.replaceAll('<link rel="preload" as="script"', `<link ${HELD_PRELOAD_ATTRIBUTE} as="script"`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** JSON inside a <script> block: no '<' in it can end the block or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * JSON answers of remote deployments (and of the API, for pages' heads). A known copy is served at once and refreshed in the background
 * once it is old; a failure is remembered briefly, so a remote that is down costs one wait, and a
 * remote that comes back is seen within seconds.
 */
class RemoteFiles {
  private readonly cache = new Map<string, { at: number; value: unknown }>();
  private readonly pending = new Map<string, Promise<unknown>>();

  /** `maxStaleMs`: a copy older than this is not served while it is refreshed, but waited for. */
  constructor(
    private readonly timeoutMs: number,
    private readonly maxStaleMs = Infinity,
  ) {}

  private fetch(url: string): Promise<unknown> {
    const running = this.pending.get(url);
    if (running) return running;
    const request = fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : ABSENT_STATUSES.has(response.status) ? ABSENT : null))
      .catch(() => null)
      .then((value) => {
        this.cache.delete(url);
        this.cache.set(url, { at: Date.now(), value });
        // Map order is insertion order: the first key is the oldest answer.
        if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
        this.pending.delete(url);
        return value;
      });
    this.pending.set(url, request);
    return request;
  }

  /** The answer, or null when there is none (not there, or no answer in time). */
  async get<T>(url: string): Promise<T | null> {
    const value = await this.lookup<T>(url);
    return value === ABSENT ? null : value;
  }

  /** The answer; ABSENT when the server says there is no such thing; null when it did not answer. */
  async lookup<T>(url: string): Promise<T | typeof ABSENT | null> {
    const hit = this.cache.get(url);
    const age = hit ? Date.now() - hit.at : 0;
    // A thing that is not there yet may be created any moment: "absent" is remembered as briefly as a failure.
    const answered = hit && hit.value !== null && hit.value !== ABSENT;
    if (answered && age <= this.maxStaleMs) {
      if (age > FRESH_MS) void this.fetch(url);
      return hit.value as T;
    }
    if (hit && !answered && age < FAILED_MS) return hit.value as typeof ABSENT | null;
    return (await this.fetch(url)) as T | typeof ABSENT | null;
  }
}

export interface PageComposer {
  /**
   * The whole HTML page for a URL, and its status: 404 when no route answers the path, or when the
   * API says the event or video it names does not exist (not when the API is slow or down).
   */
  render: (url: string) => Promise<{ html: string; status: number }>;
  robots: () => string;
  /** The public pages, every event and every video; the public pages alone when the API does not answer. */
  sitemap: () => Promise<string>;
}

/**
 * A composer for the host build in `distDir`, or null when the build has no server bundle (then
 * the template is served as it is and the page renders in the browser).
 */
export function createPageComposer(distDir: string, template: string, payload: BootPayload, siteUrl: string): PageComposer | null {
  const bundle = path.join(distDir, 'server', 'render.cjs');
  if (!fs.existsSync(bundle)) return null;
  const renderer = require(bundle) as ShellRenderer;
  const files = new RemoteFiles(REMOTE_TIMEOUT_MS);
  // A page rendered long ago would hydrate with that moment as "now" (its ages, what is upcoming).
  const rendered = new RemoteFiles(RENDER_TIMEOUT_MS, RENDERED_MAX_AGE_MS);
  const api = new RemoteFiles(API_TIMEOUT_MS);
  const { config } = payload;
  const siteName = config.site.organisationName;

  /** The video catalogue, or null when the video API did not answer. */
  const catalogue = async (): Promise<Video[] | null> => {
    const videos = (await api.get<{ videos?: unknown }>(`${config.videoApiUrl}/videos`))?.videos;
    return Array.isArray(videos) ? (videos as Video[]) : null;
  };
  const allVideos = async (): Promise<Video[]> => (await catalogue()) ?? [];
  const allEvents = async (): Promise<Event[]> => {
    const events = await api.get<Event[]>(`${config.apiUrl}/events`);
    return Array.isArray(events) ? events : [];
  };

  /**
   * A detail page's head from the API's video or event; the route's generic head when the API does
   * not answer, and `absent` when it answers that there is no such video or event.
   */
  async function detailHead(shell: RenderedShell): Promise<{ head: PageHeads.PageHead; absent: boolean }> {
    const { detail, head } = shell;
    if (detail?.kind === 'video') {
      const video = await api.lookup<Video>(`${config.videoApiUrl}/videos/${encodeURIComponent(detail.id)}`);
      if (video === ABSENT) return { head, absent: true };
      return { head: video?.videoUrl ? renderer.videoHead(head, video, detail.id, config) : head, absent: false };
    }
    if (detail?.kind === 'event') {
      const event = await api.lookup<Event>(`${config.apiUrl}/events/${encodeURIComponent(detail.id)}`);
      if (event === ABSENT) return { head, absent: true };
      return { head: event?._id ? renderer.eventHead(head, event, siteUrl, siteName) : head, absent: false };
    }
    return { head, absent: false };
  }

  interface RemotePage {
    styles: string;
    body: string;
    preloads: string[];
    /** Inline JSON blocks: the manifest the preloads were read from, and the API answers a page rendered for its address holds. */
    inline: string;
    /** Whether `inline` holds API answers the page was rendered with (its API answered in time). */
    answered: boolean;
  }

  /** The page rendered by its remote for this address, or null (no such render, or late: the prerendered copy serves). */
  async function pageForAddress(base: string, expose: string, pattern: string, url: string): Promise<PageForAddress | null> {
    const query = new URLSearchParams({ expose, pattern, url: new URL(url, 'http://localhost').pathname });
    const page = await rendered.get<PageForAddress>(`${base}/${RENDER_FOR_ADDRESS_FILE}?${query}`);
    return page && typeof page.html === 'string' && typeof page.data?.at === 'number' && Array.isArray(page.data.answers) ? page : null;
  }

  async function remotePage(slot: string, url: string, pattern: string | null): Promise<RemotePage> {
    const cut = slot.indexOf('/');
    const remote = slot.slice(0, cut);
    const expose = slot.slice(cut + 1);
    const manifestUrl = payload.remotes[remote];
    if (!manifestUrl) return { styles: '', body: LOADING_SLOT, preloads: [], inline: '', answered: false };
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/'));
    const [pages, manifest, forAddress] = await Promise.all([
      files.get<PrerenderedPages>(`${base}/prerender.json`),
      files.get<Manifest>(manifestUrl),
      pattern ? pageForAddress(base, expose, pattern, url) : null,
    ]);
    const entry = manifest?.metaData?.remoteEntry;
    const exposed = manifest?.exposes?.find((item) => item.path === expose);
    const preloads = [
      ...(entry?.name ? [`${base}/${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
      ...(exposed?.assets?.js?.sync ?? []).map((file) => `${base}/${file}`),
    ];
    const html = forAddress?.html ?? pages?.[expose]?.html;
    if (!html) return { styles: '', body: LOADING_SLOT, preloads, inline: '', answered: false };
    // The page's code boots from this copy rather than asking for the manifest after the host's code
    // has run: one network round trip fewer before the page is live.
    const inlineManifest = manifest
      ? `<script type="application/json" id="${MANIFEST_ELEMENT_ID}" data-url="${escapeAttribute(manifestUrl)}">${scriptJson(manifest)}</script>`
      : '';
    // The answers the page was rendered with, for it to hydrate from (and not fetch before it shows them).
    const inlineData = forAddress
      ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(forAddress.data)}</script>`
      : '';
    return {
      ...splitStyles(fillPlaceholders(html, payload.config, base)),
      preloads,
      inline: inlineManifest + inlineData,
      answered: (forAddress?.data.answers.length ?? 0) > 0,
    };
  }

  return {
    async render(url) {
      let shell: RenderedShell;
      try {
        shell = renderer.renderShell(url, payload.config);
      } catch (error) {
        console.error('[serve] the shell could not be rendered; the page renders in the browser', error);
        return { html: template, status: 200 };
      }
      const { styles, body } = splitStyles(shell.html);
      let html = body;
      let head = styles;
      let answered = false;
      // An API answer this code cannot read (a malformed date) leaves the route's generic head.
      const pageHead = detailHead(shell).catch((error: unknown) => {
        console.error('[serve] the page head could not be built from the API; the route head serves', error);
        return { head: shell.head, absent: false };
      });
      if (shell.slot) {
        const page = await remotePage(shell.slot, url, shell.pattern);
        html = html.replace(renderer.SLOT_MARKER, () => page.body);
        head +=
          page.styles +
          page.preloads.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`).join('') +
          page.inline;
        answered = page.answered;
      }
      // The page's first API request starts with the HTML, not after its code has run (unless the
      // page came with its answers).
      if (shell.data && !answered) head += `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(shell.data)}">`;
      // An unknown id still gets its page (which says so), as a 404 that search engines drop.
      const { head: pageHeadTags, absent } = await pageHead;
      // Replacer functions: the page's text is inserted as it is, whatever `$` patterns it holds.
      const document = renderer
        .applyHead(template, absent ? { ...pageHeadTags, indexed: false } : pageHeadTags, siteUrl, siteName)
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
      return { html: holdScriptPreloads(document), status: absent ? 404 : shell.status };
    },
    robots: () => renderer.robotsTxt(siteUrl),
    async sitemap() {
      const [events, videos] = await Promise.all([allEvents(), allVideos()]);
      return renderer.sitemapXml(siteUrl, config.site, events, videos);
    },
  };
}
