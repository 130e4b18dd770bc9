/**
 * Composes the host's served pages: the shell rendered for the URL (the host's server bundle), the
 * route's remote page stitched into its slot (remotePage.ts), the tags React hoisted moved into
 * <head>, preload links for what the page fetches next, and the page's own head for search engines
 * and link previews (a video's, an event's or a published investigation's from the API). The shell
 * lists the published investigations in its menu, and the home page is rendered in the words of its
 * content record (the boot payload carries both for hydration). A preview link (`?preview=<token>`)
 * shows a draft: its token goes to the API with the page's requests, and the page is never indexed or kept. Everything degrades to the client-only
 * page: no server bundle, a render error, or a remote or API that is slow or down. Also answers
 * robots.txt and sitemap.xml.
 */
import {
  EMPTY_ROOT_ELEMENT,
  escapeHtmlAttribute,
  FIRST_SCREEN_MARK,
  HELD_PRELOAD_ATTRIBUTE,
  HOLD_FIRST_PAINT,
  PARSED_MARKER,
  ROOT_ELEMENT_ID,
  SLOT_MARKER,
  splitHoisted,
  type BootPayload,
  type PageHead,
  type RemotesMap,
  type RenderedShell,
  type ShellData,
  type ShellRenderer,
} from '@beacon/shared/contract';
import { CONTENT_PREVIEW_PARAM, type Event, type InvestigationList, type PublishedContent, type Video } from '@beacon/shared/schemas';
import { publishedContentPath } from '@beacon/shared/api';
import type { ServedHome } from '@beacon/shared/config';
import { routeAt } from '@beacon/shared/routes';
import {
  addedInvestigations,
  applyHead,
  eventHead,
  investigationHead,
  isBuiltInInvestigation,
  robotsTxt,
  sitemapXml,
  videoHead,
} from '../head/pageHead';
import { inlineBootPayload } from '../server/bootBlock';
import { ABSENT, PUBLISHED_FRESHNESS, RemoteFiles, type Freshness } from './remoteFiles';
import { PREVIEW_RENDER_TIMEOUT_MS, remotePages, type ObserveRelease } from './remotePage';

/** An API slower than this is not waited for: the page gets its route's generic head. */
const API_TIMEOUT_MS = 800;
/** The published investigations, for the shell's menu and the sitemap. */
const INVESTIGATION_LIST_PATH = '/content/investigation';
/** Every page's shell lists them: a visitor waits this long at most, then the last list the API gave serves. */
const LIST_WAIT_MS = 300;
/**
 * The menu's list and the home page's record: a visitor waits LIST_WAIT_MS at most, while the request runs on
 * for as long as the API's other answers may take, and an answer later than the visitor waited serves the
 * next one. No answer at all is asked again a second later. A busy API (the embedded database shares its
 * process) can answer later than a visitor waits; dropped at that point, such answers were asked for again
 * and dropped again, and kept a publication off the pages longer than the seconds staff are promised.
 */
const LISTED_FRESHNESS: Freshness = { ...PUBLISHED_FRESHNESS, failedMs: 1_000, waitMs: LIST_WAIT_MS };
/** The home page's content record: its words (mission line, buttons, the Latest Video Reports heading). */
const HOME_PATH = publishedContentPath('home', 'home');

/** The home page's address (`/`, whatever its query). */
const isHomePage = (url: string): boolean => new URL(url, 'http://localhost').pathname.replace(/\/+$/, '') === '';

export interface PageComposerOptions {
  /** The host's server bundle (`loadShellRenderer`, or a stand-in in tests). */
  renderer: ShellRenderer;
  /**
   * The host's index.html, with the marker where each page's boot payload goes (its remotes map is
   * the page's own): with the payload, the page served when nothing can be rendered.
   */
  template: string;
  /** The runtime config, and the remotes map of a page rendered without one of its own. */
  payload: BootPayload;
  /** The site's public origin (canonical URLs, sitemap). */
  siteUrl: string;
  /** Told what each composed page showed of the release its remote was served from (outcomeReports.ts). */
  observe?: ObserveRelease;
  /** Told when a page is composed without what it waited for (metrics: a remote, its render, the API). */
  fellBack?: (kind: 'remote' | 'render' | 'api') => void;
  /** How long a remote's render of a page is waited for (`renderWaitFrom`; RENDER_TIMEOUT_MS by default). */
  renderWaitMs?: number;
}

/** A composed page. */
export interface ComposedPage {
  html: string;
  status: number;
  /** A preview link's page (a draft, for its visitor alone): answered `no-store` and `noindex`. */
  preview: boolean;
}

export interface PageComposer {
  /**
   * The whole HTML page for a URL, and its status: 404 when no route answers the path, or when the
   * API says the event, video or investigation it names does not exist or is not published (not
   * when the API is slow or down). `remotes`: the releases chosen for the visitor, used for the
   * remote's page, its preloads and the inlined boot payload alike (the payload's own by default).
   */
  render: (url: string, remotes?: RemotesMap) => Promise<ComposedPage>;
  robots: () => string;
  /**
   * The public pages, every published investigation, every event and every video; the public pages
   * alone when the API does not answer.
   */
  sitemap: () => Promise<string>;
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

const scriptPreload = (href: string): string => `<link rel="preload" as="script" href="${escapeHtmlAttribute(href)}">`;
const fetchPreload = (href: string): string =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtmlAttribute(href)}">`;

/** The preview token a page's URL carries (`?preview=<token>`), or null. */
export function previewTokenOf(url: string): string | null {
  const token = new URL(url, 'http://localhost').searchParams.get(CONTENT_PREVIEW_PARAM);
  return token ? token : null;
}

/** An API request with the preview token added (the API shows the draft the token names). */
const withPreview = (url: string, preview: string | null): string => {
  if (!preview) return url;
  const target = new URL(url);
  target.searchParams.set(CONTENT_PREVIEW_PARAM, preview);
  return target.href;
};

export function createPageComposer({
  renderer,
  template,
  payload,
  siteUrl,
  observe,
  fellBack = () => undefined,
  renderWaitMs,
}: PageComposerOptions): PageComposer {
  const api = new RemoteFiles(API_TIMEOUT_MS);
  // What staff publish reaches every page server within seconds (see PUBLISHED_FRESHNESS).
  const content = new RemoteFiles(API_TIMEOUT_MS, PUBLISHED_FRESHNESS);
  // A draft is what a preview link is for: waited for as long as a preview's render.
  const previewContent = new RemoteFiles(PREVIEW_RENDER_TIMEOUT_MS);
  const remotePage = remotePages(payload, observe, fellBack, renderWaitMs);
  const { config } = payload;
  const siteName = config.site.organisationName;

  const allVideos = async (): Promise<Video[]> => {
    const videos = (await api.get<{ videos?: unknown }>(`${config.videoApiUrl}/videos`))?.videos;
    return Array.isArray(videos) ? (videos as Video[]) : [];
  };
  const allEvents = async (): Promise<Event[]> => {
    const events = await api.get<Event[]>(`${config.apiUrl}/events`);
    return Array.isArray(events) ? events : [];
  };
  // The list every page's menu shows is waited for briefly; when the API does not answer, the last
  // list it gave serves.
  const listing = new RemoteFiles(API_TIMEOUT_MS, LISTED_FRESHNESS);
  let lastListed: InvestigationList['items'] = [];
  /** The published investigations (built-in ones included): the API's list, or the last one it gave. */
  const publishedInvestigations = async (): Promise<InvestigationList['items']> => {
    const list = await listing.lookup<InvestigationList>(`${config.apiUrl}${INVESTIGATION_LIST_PATH}`);
    if (list === ABSENT) lastListed = [];
    else if (list && Array.isArray(list.items)) {
      lastListed = list.items.filter((item) => typeof item?.slug === 'string' && typeof item.menuLabel === 'string');
    }
    return lastListed;
  };
  // The home page's record is waited for as briefly as the menu's list, and kept as fresh.
  const homeRecords = new RemoteFiles(API_TIMEOUT_MS, LISTED_FRESHNESS);
  let lastHome: ServedHome | undefined;
  const servedHome = (found: PublishedContent<'home'> | typeof ABSENT | null): ServedHome | undefined =>
    found && found !== ABSENT && typeof found.body === 'object' && found.body !== null
      ? { body: found.body, preview: found.preview === true }
      : undefined;
  /**
   * The home page's words: the draft a preview token names (asked every time, never kept), else the
   * published record, or the last one the API gave; none when it never answered (the page shows the seeded words).
   */
  const homeRecord = async (preview: string | null): Promise<ServedHome | undefined> => {
    const url = `${config.apiUrl}${HOME_PATH}`;
    if (preview) {
      const draft = servedHome(await previewContent.lookup<PublishedContent<'home'>>(withPreview(url, preview), { uncached: true }));
      if (draft) return draft;
    }
    const found = await homeRecords.lookup<PublishedContent<'home'>>(url);
    if (found === null) fellBack('api');
    lastHome = servedHome(found) ?? (found === ABSENT ? undefined : lastHome);
    return lastHome;
  };
  /** What the shell shows from the API: the investigations staff added, for the menu; on the home page, its words. */
  const shellData = async (url: string, preview: string | null): Promise<ShellData> => {
    // Both asked at once: the home page waits for the slower of the two, not their sum.
    const asked = isHomePage(url) ? homeRecord(preview) : undefined;
    const investigations = addedInvestigations(await publishedInvestigations()).map(({ slug, menuLabel }) => ({ slug, menuLabel }));
    const home = await asked;
    return home ? { investigations, home } : { investigations };
  };

  /**
   * A detail page's head from the API's video, event or investigation; the route's generic head when
   * the API does not answer, and `absent` when it answers that there is no such video or event, or
   * that the investigation is not published (a preview link asks for the draft its token names).
   */
  async function detailHead({ detail, head }: RenderedShell, preview: string | null): Promise<{ head: PageHead; absent: boolean }> {
    if (detail?.kind === 'investigation') {
      // The built-in investigations have addresses of their own: under /investigations/ they are not found.
      if (isBuiltInInvestigation(detail.id)) return { head, absent: true };
      const url = withPreview(`${config.apiUrl}${publishedContentPath('investigation', detail.id)}`, preview);
      const found = await content.lookup<PublishedContent<'investigation'>>(url, { uncached: preview !== null });
      if (found === ABSENT) return { head, absent: true };
      if (found === null) fellBack('api');
      return { head: found?.body?.hero ? investigationHead(head, found, siteUrl, config.site) : head, absent: false };
    }
    if (detail?.kind === 'video') {
      const video = await api.lookup<Video>(`${config.videoApiUrl}/videos/${encodeURIComponent(detail.id)}`);
      if (video === ABSENT) return { head, absent: true };
      if (video === null) fellBack('api');
      return { head: video?.videoUrl ? videoHead(head, video, detail.id, config) : head, absent: false };
    }
    if (detail?.kind === 'event') {
      const event = await api.lookup<Event>(`${config.apiUrl}/events/${encodeURIComponent(detail.id)}`);
      if (event === ABSENT) return { head, absent: true };
      if (event === null) fellBack('api');
      return { head: event?._id ? eventHead(head, event, siteUrl, siteName) : head, absent: false };
    }
    return { head, absent: false };
  }

  return {
    async render(url, remotes = payload.remotes) {
      const preview = previewTokenOf(url);
      const shellFromApi = await shellData(url, preview);
      const page = inlineBootPayload(template, { config, remotes, shell: shellFromApi });
      let shell: RenderedShell;
      try {
        shell = renderer.renderShell(url, config, shellFromApi);
      } catch (error) {
        console.error('[serve] the shell could not be rendered; the page renders in the browser', error);
        return { html: page, status: 200, preview: preview !== null };
      }
      const shellParts = splitHoisted(shell.html);
      let html = shellParts.body;
      let head = shellParts.head;
      let answered = false;
      let slotAbsent = false;
      // An API answer this code cannot read (a malformed date) leaves the route's generic head.
      const pageHead = detailHead(shell, preview).catch((error: unknown) => {
        console.error('[serve] the page head could not be built from the API; the route head serves', error);
        return { head: shell.head, absent: false };
      });
      if (shell.slot) {
        const slot = await remotePage(shell.slot, url, shell.pattern, remotes, preview);
        html = html.replace(SLOT_MARKER, () => slot.body);
        head += slot.hoisted + slot.preloads.map(scriptPreload).join('') + slot.inline;
        answered = slot.answered;
        slotAbsent = slot.absent;
      }
      // The page's first API request starts with the HTML, not after its code has run (unless the
      // page came with its answers).
      if (shell.data && !answered) head += fetchPreload(withPreview(shell.data, preview));
      // An unknown id, an unpublished record or an expired preview link still gets its page (which says
      // so), as a 404 that search engines drop; a preview's draft is never indexed.
      const { head: pageHeadTags, absent: headAbsent } = await pageHead;
      const absent = headAbsent || slotAbsent;
      const indexed = pageHeadTags.indexed && !absent && preview === null;
      // A page centred on the screen is first painted whole: none of it moves as the rest is parsed.
      const whole = routeAt(new URL(url, siteUrl).pathname, config.site)?.wholeFirstPaint === true;
      // Replacer functions: the page's text is inserted as it is, whatever `$` patterns it holds.
      const document = applyHead(page, { ...pageHeadTags, indexed }, siteUrl, siteName)
        .replace('</head>', () => `${whole ? HOLD_FIRST_PAINT : ''}${head}</head>`)
        .replace(EMPTY_ROOT_ELEMENT, () => `<div id="${ROOT_ELEMENT_ID}">${html}</div>${whole ? PARSED_MARKER : ''}`);
      return { html: holdScriptPreloads(document), status: absent ? 404 : shell.status, preview: preview !== null };
    },
    robots: () => robotsTxt(siteUrl),
    async sitemap() {
      const [events, videos, investigations] = await Promise.all([allEvents(), allVideos(), publishedInvestigations()]);
      return sitemapXml(siteUrl, config.site, events, videos, investigations);
    },
  };
}
