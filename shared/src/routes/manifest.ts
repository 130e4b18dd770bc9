/**
 * The route manifest: every page of the site is declared here once — its pattern and link builder,
 * the app and exposed module that render it, its title and description, whether it is public, in the
 * sitemap, shown with the footer, sensitive (no referrer, no caching), and the API request its first
 * screen starts with. The host's route table, its navigation and footer, the sitemap and robots.txt,
 * each remote's exposes and standalone routes, the browser tests' and the bench's route lists all
 * derive from it. Ids and slugs in links are URI-encoded, so an id can never add path segments or a query.
 * Pure data that browsers load: no folders, source paths, ports or variable names here (those are
 * build-only facts, in `@beacon/shared/apps`).
 */
import { NEXT_FEATURED_EVENT_QUERY } from '../api/events';
import { joinUrl } from '../api/url';
import type { RuntimeConfig, SiteContent } from '../config/runtimeConfig';

/** Every remote's federation container name. */
export const REMOTE_NAMES = ['mfe_media', 'mfe_engage', 'mfe_events', 'mfe_admin', 'mfe_landing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type AppName = 'host' | RemoteName;

/** The site content a route's pattern and description read. */
export type RouteSite = Pick<SiteContent, 'hoaxSlug' | 'organisationName' | 'founderName'>;

/** A link in the top bar (`top`) or the Media Investigations dropdown; `order` places it in its menu. */
export interface NavEntry {
  menu: 'top' | 'investigations';
  label: string;
  order: number;
}

/** What the manifest says of one page. */
export interface RouteFacts {
  app: AppName;
  /** The remote's exposed module that renders the page (`./TipsPage`); null for the host's own page. */
  expose: string | null;
  /** Document title while the page loads (the page may refine it). */
  title: string;
  /** The served page's meta description (search results, link previews). */
  description: (site: RouteSite) => string;
  /** false: kept from search engines (robots.txt `Disallow`, `noindex`). */
  public: boolean;
  /** Listed in sitemap.xml (detail pages are listed per video, event and published investigation instead). */
  sitemap: boolean;
  /** The shell's footer shows below the page. */
  footer: boolean;
  /** Answers carry `Referrer-Policy: no-referrer` and `Cache-Control: no-store`: what a visitor sends here stays private. */
  sensitive?: boolean;
  /**
   * The page's forms also work as plain HTML (no script): the page server hands a native post to
   * `<page>?form=<name>` to the API's `<page path>/form/<name>` and serves its answer in the page, and
   * fills each served copy's one-time form token (`FORM_TOKEN_PLACEHOLDER`) from `<page path>/form/token`.
   */
  nativeForms?: boolean;
  /**
   * The served page's first paint waits for its whole HTML (`HOLD_FIRST_PAINT`): a page centred on the
   * screen, painted part-parsed (the parser may yield mid-page on a slow phone), would move as the rest arrives.
   */
  wholeFirstPaint?: boolean;
  /** The API request the first screen starts with, preloaded from the served HTML. */
  data?: (config: Pick<RuntimeConfig, 'apiUrl' | 'videoApiUrl'>) => string;
  /**
   * A detail page whose served head comes from the API: the video, event or published investigation
   * its `:id` names (the API's 404 makes the page a 404).
   */
  detail?: 'video' | 'event' | 'investigation';
  /** Behind the admin gate: nothing of the remote is fetched until an admin is signed in. */
  gated?: boolean;
  /** A splat route's own pages, below its mount: any other path under it is not found. */
  sections?: readonly string[];
  nav?: NavEntry;
  /** One of the Media Investigations pages: the dropdown's trigger is highlighted on it. */
  investigation?: boolean;
  /** Linked from the footer with this label. */
  footerLink?: string;
}

/** A declared page: its facts, the pattern the routers match and a link builder. */
export interface SiteRoute extends RouteFacts {
  /** Where it sits in `paths` (`videoReports.archive`). */
  key: string;
  pattern: (site: Pick<SiteContent, 'hoaxSlug'>) => string;
  /** The page's link when its path has no parameter (menus link only such pages); null otherwise. */
  fixed: string | null;
  /** The page's link on a deployment when no id is in its path (the hoax page's is built from the slug); null otherwise. */
  link: (site: Pick<SiteContent, 'hoaxSlug'>) => string | null;
}

const ROUTE = Symbol('route');
type Declared = RouteFacts &
  Pick<SiteRoute, 'pattern' | 'fixed' | 'link'> & {
    [ROUTE]: true;
    /** The pattern as the routers match it (the hoax page's is built from the slug). */
    path: string | ((hoaxSlug: string) => string);
    /** A page whose last segment is an id: the path the ids go under. */
    base?: string;
    href: (...args: never[]) => string;
  };

const segment = encodeURIComponent;

/** A page at a fixed path. */
const page = <const P extends string>(path: P, facts: RouteFacts) =>
  ({ ...facts, path, href: (): P => path, pattern: () => path, fixed: path, link: () => path, [ROUTE]: true }) as const satisfies Declared;

/** A page whose last segment is an id: `/events/:id`, linked with `href(id)`. */
const idPage = (base: string, facts: RouteFacts) =>
  ({
    ...facts,
    base,
    path: `${base}/:id`,
    href: (id: string): string => `${base}/${segment(id)}`,
    pattern: () => `${base}/:id`,
    fixed: null,
    link: () => null,
    [ROUTE]: true,
  }) as const satisfies Declared;

/** An admin section: a child route of the admin area's splat (`child` is relative to the mount). */
const adminSection = <const C extends string>(child: C) =>
  ({ path: `/admin/${child}`, child, href: (): string => `/admin/${child}` }) as const;

const ADMIN_SECTIONS = {
  bookings: adminSection('bookings'),
  events: adminSection('events'),
  /** The site's editable pages and investigations. */
  content: adminSection('content'),
  /** The dashboard is the area's index: its link is the mount itself. */
  dashboard: { ...adminSection('dashboard'), href: (): string => '/admin' },
  users: adminSection('users'),
  activity: adminSection('activity'),
  tips: adminSection('tips'),
  settings: adminSection('settings'),
} as const;

/** Every page of the site, in the order the routers try them and the sitemap lists them. */
export const paths = {
  home: page('/', {
    app: 'host',
    expose: null,
    title: 'Home',
    description: (site) =>
      `${site.organisationName}: independent news and media. Video reports, investigations, tips, events and speaking.`,
    public: true,
    sitemap: true,
    footer: false,
    nav: { menu: 'top', label: 'Home', order: 1 },
  }),
  videoReports: {
    archive: page('/video-reports', {
      app: 'mfe_media',
      expose: './ArchivePage',
      title: 'Video Reports',
      description: (site) => `Video reports from ${site.organisationName}: browse the archive by category or search it.`,
      public: true,
      sitemap: true,
      footer: true,
      data: (config) => `${config.videoApiUrl}/videos`,
      nav: { menu: 'top', label: 'Video Reports', order: 2 },
    }),
    video: idPage('/video-reports/video', {
      app: 'mfe_media',
      expose: './PlayerPage',
      title: 'Video',
      description: (site) => `A video report from ${site.organisationName}.`,
      public: true,
      sitemap: false,
      footer: true,
      // The catalogue the player finds the video's title and details in.
      data: (config) => `${config.videoApiUrl}/videos`,
      detail: 'video',
    }),
    live: page('/video-reports/live', {
      app: 'mfe_media',
      expose: './PlayerPage',
      title: 'Live',
      description: (site) => `Watch ${site.organisationName} live.`,
      public: true,
      sitemap: true,
      footer: true,
    }),
  },
  election: page('/election', {
    app: 'mfe_media',
    expose: './ElectionPage',
    title: 'Election Integrity',
    description: (site) => `${site.organisationName} investigates election integrity: what happened, the evidence, and what it means.`,
    public: true,
    sitemap: true,
    footer: false,
    // Its published content record (`publishedContentPath` of `@beacon/shared/api`; spelled out here so
    // the shell's bundle does not carry the content schemas).
    data: (config) => joinUrl(config.apiUrl, '/content/investigation/election'),
    nav: { menu: 'top', label: 'Election Integrity', order: 6 },
    investigation: true,
  }),
  /** The hoax investigation: its slug is deployment content (`site.hoaxSlug` of the runtime config). */
  hoax: {
    app: 'mfe_media',
    expose: './HoaxPage',
    title: 'Hoax Investigation',
    description: (site) => `${site.organisationName}'s investigation of a hoax: how it spread and what really happened.`,
    public: true,
    sitemap: true,
    footer: false,
    data: (config) => joinUrl(config.apiUrl, '/content/investigation/hoax'),
    investigation: true,
    path: (hoaxSlug: string): string => `/${hoaxSlug}-hoax`,
    href: (hoaxSlug: string): string => `/${segment(hoaxSlug)}-hoax`,
    pattern: (site: Pick<SiteContent, 'hoaxSlug'>): string => `/${site.hoaxSlug}-hoax`,
    fixed: null,
    link: (site: Pick<SiteContent, 'hoaxSlug'>): string => `/${segment(site.hoaxSlug)}-hoax`,
    [ROUTE]: true,
  } as const satisfies Declared,
  myNewFamily: page('/my-new-family', {
    app: 'mfe_media',
    expose: './TeaserPage',
    title: 'New Investigation Coming Soon',
    description: (site) => `${site.organisationName}'s next investigation, My New Family, is coming soon.`,
    public: true,
    sitemap: true,
    footer: false,
    data: (config) => joinUrl(config.apiUrl, '/content/teaser/my-new-family'),
    nav: { menu: 'investigations', label: 'My New Family', order: 1 },
    investigation: true,
  }),
  /**
   * An investigation staff published in admin (the built-in ones keep their routes above): its slug is
   * the `:id` (`contentPagePath` of `@beacon/shared/api` links it). Not in the static sitemap list:
   * sitemap.xml and the Media Investigations menu list each published one.
   */
  investigations: idPage('/investigations', {
    app: 'mfe_media',
    expose: './InvestigationPage',
    title: 'Investigation',
    description: (site) => `An investigation by ${site.organisationName}.`,
    public: true,
    sitemap: false,
    footer: false,
    detail: 'investigation',
    investigation: true,
  }),
  tips: page('/tips', {
    app: 'mfe_engage',
    expose: './TipsPage',
    title: 'Tips',
    description: (site) => `Send ${site.organisationName} a media tip, in confidence.`,
    public: true,
    sitemap: true,
    footer: false,
    sensitive: true,
    nativeForms: true,
    // The newsroom key, for its fingerprint in the served page.
    data: (config) => joinUrl(config.apiUrl, '/tips/key'),
    nav: { menu: 'top', label: 'Tips', order: 3 },
  }),
  speaking: page('/speaking', {
    app: 'mfe_engage',
    expose: './SpeakingPage',
    title: 'Speaking',
    description: (site) => `Book ${site.founderName} of ${site.organisationName} to speak at your event.`,
    public: true,
    sitemap: true,
    footer: true,
    data: (config) => joinUrl(config.apiUrl, '/events', NEXT_FEATURED_EVENT_QUERY),
    nav: { menu: 'top', label: 'Speaking', order: 5 },
  }),
  events: {
    list: page('/events', {
      app: 'mfe_events',
      expose: './EventsPage',
      title: 'Events',
      description: (site) => `Upcoming and past events with ${site.organisationName}.`,
      public: true,
      sitemap: true,
      footer: true,
      data: (config) => `${config.apiUrl}/events`,
      nav: { menu: 'top', label: 'Events', order: 4 },
    }),
    detail: idPage('/events', {
      app: 'mfe_events',
      expose: './EventDetailPage',
      title: 'Event',
      description: (site) => `An event with ${site.organisationName}.`,
      public: true,
      sitemap: false,
      footer: false,
      detail: 'event',
    }),
  },
  launch: page('/launch', {
    app: 'mfe_landing',
    expose: './LandingPage',
    title: 'Coming Soon',
    description: (site) => `${site.organisationName} is launching soon: join the mailing list to hear first.`,
    public: true,
    sitemap: true,
    footer: false,
    wholeFirstPaint: true,
    // Its words are a content record, as `/election`'s.
    data: (config) => joinUrl(config.apiUrl, '/content/landing/landing'),
  }),
  /** The admin area is one remote mounted on a splat; its sections are child routes. */
  admin: {
    root: {
      ...page('/admin/*', {
        app: 'mfe_admin',
        expose: './AdminApp',
        title: 'Admin',
        description: (site) => `${site.organisationName} staff area.`,
        public: false,
        sitemap: false,
        footer: false,
        gated: true,
        sections: Object.values(ADMIN_SECTIONS).map((section) => section.child),
      }),
      href: (): string => '/admin',
    },
    ...ADMIN_SECTIONS,
  },
  privacy: page('/privacy', {
    app: 'mfe_engage',
    expose: './PrivacyPage',
    title: 'Privacy',
    description: (site) => `What ${site.organisationName} keeps about you, why, for how long, and who to ask.`,
    public: true,
    sitemap: true,
    footer: true,
    footerLink: 'Privacy',
    data: (config) => joinUrl(config.apiUrl, '/tips/key'),
  }),
} as const;

export type AdminSectionKey = Exclude<keyof typeof paths.admin, 'root'>;

const isDeclared = (value: unknown): value is Declared => typeof value === 'object' && value !== null && ROUTE in value;

function collect(tree: object, prefix: string): SiteRoute[] {
  return Object.entries(tree).flatMap(([name, value]: [string, unknown]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isDeclared(value)) return [{ ...value, key }];
    return typeof value === 'object' && value !== null ? collect(value, key) : [];
  });
}

/** Every declared page, in declaration order. */
export const ROUTES: readonly SiteRoute[] = collect(paths, '');

/**
 * Whether a path matches a route pattern (`:param` segments, a trailing `*`), case-insensitively
 * like react-router, trailing slash or not.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] as string;
    if (part === '*') return true;
    const actual = have[i];
    if (actual === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return want.length === have.length;
}

/** The declared page a path shows, if any. */
export const routeAt = (pathname: string, site: Pick<SiteContent, 'hoaxSlug'>): SiteRoute | undefined =>
  ROUTES.find((route) => matchesPattern(route.pattern(site), pathname));

/** The pages sitemap.xml lists for every deployment (detail pages are listed per video and event). */
export const sitemapPaths = (site: Pick<SiteContent, 'hoaxSlug'>): string[] =>
  ROUTES.flatMap((route) => {
    const link = route.sitemap ? route.link(site) : null;
    return link === null ? [] : [link];
  });

/** Path prefixes robots.txt keeps crawlers out of: every page that is not public (a splat's mount); such pages have a fixed path. */
export const privatePrefixes = (): string[] =>
  ROUTES.flatMap((route) => (route.public || route.fixed === null ? [] : [route.fixed.replace(/\/\*$/, '')]));

/** A remote's pages as its own server and standalone build route them: pattern and exposed module. */
export const standaloneRoutes = (
  app: RemoteName,
  site: Pick<SiteContent, 'hoaxSlug'>,
): { path: string; expose: string; gated: boolean }[] =>
  ROUTES.flatMap((route) =>
    route.app === app && route.expose ? [{ path: route.pattern(site), expose: route.expose, gated: route.gated === true }] : [],
  );

/** Modules a remote exposes that are parts of a page, not pages: the host's home shows them. */
export const WIDGETS: readonly { app: RemoteName; expose: string }[] = [{ app: 'mfe_media', expose: './LatestVideos' }];

/** Every module a remote exposes: its pages', then its widgets, each once. */
export const exposesOfApp = (app: RemoteName): string[] => [
  ...new Set([
    ...ROUTES.flatMap((route) => (route.app === app && route.expose ? [route.expose] : [])),
    ...WIDGETS.filter((widget) => widget.app === app).map((widget) => widget.expose),
  ]),
];

/**
 * Whether a path its route matched is one of the route's pages: a route with sections answers its
 * mount and one section below it (case-insensitively, like the router), nothing deeper.
 */
export function routeAnswers(route: { path: string; sections?: readonly string[] }, pathname: string): boolean {
  if (!route.sections) return true;
  const mountDepth = route.path.split('/').filter((segment) => segment && segment !== '*').length;
  const below = pathname.split('/').filter(Boolean).slice(mountDepth);
  const [section] = below;
  return section === undefined || (below.length === 1 && route.sections.some((known) => known.toLowerCase() === section.toLowerCase()));
}
