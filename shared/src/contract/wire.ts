/**
 * The shapes that cross from one side to the other: the files a remote publishes (`prerender.json`,
 * `render.json`), what the host's server bundle answers the page server, and the boot payload.
 */
import type { PageForAddress, PrerenderedPage } from '../ssr/renderToHtml';
import type { RuntimeConfig, ShellData } from '../config/runtimeConfig';

export type { BootPayload, RemotesMap, ShellData } from '../config/runtimeConfig';
export type { PageForAddress, PrerenderedPage } from '../ssr/renderToHtml';

/** `prerender.json`: each exposed page's first screen, rendered at build time. */
export type PrerenderedPages = Readonly<Record<string, PrerenderedPage | undefined>>;

/** `render.json?expose=&pattern=&url=`: one page rendered for a request's address, with the API answers it holds. */
export type RenderedForAddress = PageForAddress;

/** The head of one page; `path` is the canonical path, made absolute with the site's public origin. */
export interface PageHead {
  /** The document title (`Page · Organisation`). */
  title: string;
  description: string;
  path: string;
  type: 'website' | 'video.other' | 'article';
  image: string | null;
  /** false: `noindex` (the admin area, the not-found page). */
  indexed: boolean;
  /** schema.org data for rich results. */
  jsonLd: Record<string, unknown> | null;
}

/** A page whose head comes from the API: the video, event or published investigation (its slug) its URL names. */
export type PageDetail = { kind: 'video' | 'event' | 'investigation'; id: string };

/** The host's shell rendered for a URL, as its server bundle (`server/render.cjs`) answers the page server. */
export interface RenderedShell {
  /** The shell's HTML; the remote page's slot holds `SLOT_MARKER`. */
  html: string;
  /** `remote/expose` of the remote page the slot is for, if the URL shows one. */
  slot: string | null;
  /** The API request that page starts with, to preload. */
  data: string | null;
  /** The page's head tags, before a detail page's API data refines them. */
  head: PageHead;
  /** 404 for a path no route answers (the not-found page is served all the same). */
  status: 200 | 404;
  /** The video, event or investigation whose API data the head should show. */
  detail: PageDetail | null;
  /** The route pattern of a page whose first screen shows API data (a list, the URL's video or event): rendered per request. */
  pattern: string | null;
}

/** What the host's server bundle exports. */
export interface ShellRenderer {
  /** `shell`: what the shell shows from the API (the published investigations of its menu), the same the boot payload carries. */
  renderShell: (url: string, config: RuntimeConfig, shell?: ShellData) => RenderedShell;
}

/** What a remote's prerendering bundle exports: its exposed pages rendered once (the build), and one rendered per request. */
export interface RemoteRenderer {
  default: () => Record<string, PrerenderedPage>;
  renderForAddress: (
    expose: string,
    address: { url: string; pattern: string },
    config: RuntimeConfig,
    timeoutMs: number,
  ) => Promise<PageForAddress | null>;
}

/** The part of a remote's `mf-manifest.json` the page server reads: its container and each expose's first chunks. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}
