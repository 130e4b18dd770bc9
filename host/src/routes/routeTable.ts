import type { RemoteName, RuntimeConfig, SiteContent } from '@beacon/shared/config';
import { paths } from '@beacon/shared/routes';

/** A route whose page is a remote's exposed module, loaded only when the route is visited. */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. `./ArchivePage`. */
  expose: string;
  /** Document title while the page loads; the page may refine it. */
  title: string;
  /** Behind the admin gate: nothing of the remote is fetched until an admin is signed in. */
  gated?: boolean;
  /** The API request the page starts with, preloaded from the served HTML so it does not wait for the page's code. */
  data?: (config: RuntimeConfig) => string;
  /** The served page's meta description (search results, link previews). */
  description: string;
  /** A detail page whose served head comes from the API: the video or event its `:id` names. */
  detail?: 'video' | 'event';
  /** A splat route's own pages, below its mount (the admin area's sections): any other path under it is not found. */
  sections?: readonly string[];
}

/** The admin area's sections, as the shared route table lists them. */
const ADMIN_SECTIONS: readonly string[] = Object.values(paths.admin).flatMap((entry) => ('child' in entry ? [entry.child] : []));

/** Which remote page answers each route; the patterns come from the shared route table. */
export function remoteRoutes(site: Pick<SiteContent, 'hoaxSlug' | 'organisationName' | 'founderName'>): RemoteRoute[] {
  const name = site.organisationName;
  return [
    {
      path: paths.videoReports.archive.path,
      remote: 'mfe_media',
      expose: './ArchivePage',
      title: 'Video Reports',
      description: `Video reports from ${name}: browse the archive by category or search it.`,
      data: (config) => `${config.videoApiUrl}/videos`,
    },
    {
      path: paths.videoReports.video.path,
      remote: 'mfe_media',
      expose: './PlayerPage',
      title: 'Video',
      description: `A video report from ${name}.`,
      // The catalogue the player finds the video's title and details in.
      data: (config) => `${config.videoApiUrl}/videos`,
      detail: 'video',
    },
    {
      path: paths.videoReports.live.path,
      remote: 'mfe_media',
      expose: './PlayerPage',
      title: 'Live',
      description: `Watch ${name} live.`,
    },
    {
      path: paths.election.path,
      remote: 'mfe_media',
      expose: './ElectionPage',
      title: 'Election Integrity',
      description: `${name} investigates election integrity: what happened, the evidence, and what it means.`,
    },
    {
      path: paths.hoax.path(site.hoaxSlug),
      remote: 'mfe_media',
      expose: './HoaxPage',
      title: 'Hoax Investigation',
      description: `${name}'s investigation of a hoax: how it spread and what really happened.`,
    },
    {
      path: paths.myNewFamily.path,
      remote: 'mfe_media',
      expose: './TeaserPage',
      title: 'New Investigation Coming Soon',
      description: `${name}'s next investigation, My New Family, is coming soon.`,
    },
    {
      path: paths.tips.path,
      remote: 'mfe_engage',
      expose: './TipsPage',
      title: 'Tips',
      description: `Send ${name} a media tip, in confidence.`,
    },
    {
      path: paths.speaking.path,
      remote: 'mfe_engage',
      expose: './SpeakingPage',
      title: 'Speaking',
      description: `Book ${site.founderName} of ${name} to speak at your event.`,
    },
    {
      path: paths.events.list.path,
      remote: 'mfe_events',
      expose: './EventsPage',
      title: 'Events',
      description: `Upcoming and past events with ${name}.`,
      data: (config) => `${config.apiUrl}/events`,
    },
    {
      path: paths.events.detail.path,
      remote: 'mfe_events',
      expose: './EventDetailPage',
      title: 'Event',
      description: `An event with ${name}.`,
      detail: 'event',
    },
    {
      path: paths.admin.root.path,
      remote: 'mfe_admin',
      expose: './AdminApp',
      title: 'Admin',
      description: `${name} staff area.`,
      gated: true,
      sections: ADMIN_SECTIONS,
    },
    {
      path: paths.launch.path,
      remote: 'mfe_landing',
      expose: './LandingPage',
      title: 'Coming Soon',
      description: `${name} is launching soon: join the mailing list to hear first.`,
    },
  ];
}

/**
 * Whether a path matches a route pattern (`:param` segments, a trailing `*`), case-insensitively
 * like react-router. Used before the router has loaded, to preload the page being opened.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    if (segment === '*') return true;
    const actual = have[i];
    if (actual === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return want.length === have.length;
}

export const routeForPath = (routes: RemoteRoute[], pathname: string): RemoteRoute | undefined =>
  routes.find((route) => matchesPattern(route.path, pathname));

/**
 * Whether a path its route matched is one of the route's pages: a route with sections answers its
 * mount and one section below it (case-insensitively, like the router), nothing deeper.
 */
export function routeAnswers(route: RemoteRoute, pathname: string): boolean {
  if (!route.sections) return true;
  const mountDepth = route.path.split('/').filter((segment) => segment && segment !== '*').length;
  const below = pathname.split('/').filter(Boolean).slice(mountDepth);
  const [section] = below;
  return section === undefined || (below.length === 1 && route.sections.some((known) => known.toLowerCase() === section.toLowerCase()));
}
