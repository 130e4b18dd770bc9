import type { RemoteName, SiteContent } from '@beacon/shared/config';

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
}

/** The spec's route table (§2); the hoax route takes its slug from the runtime config. */
export function remoteRoutes(site: Pick<SiteContent, 'hoaxSlug'>): RemoteRoute[] {
  return [
    { path: '/video-reports', remote: 'mfe_media', expose: './ArchivePage', title: 'Video Reports' },
    { path: '/video-reports/video/:id', remote: 'mfe_media', expose: './PlayerPage', title: 'Video' },
    { path: '/video-reports/live', remote: 'mfe_media', expose: './PlayerPage', title: 'Live' },
    { path: '/election', remote: 'mfe_media', expose: './ElectionPage', title: 'Election Integrity' },
    { path: `/${site.hoaxSlug}-hoax`, remote: 'mfe_media', expose: './HoaxPage', title: 'Hoax Investigation' },
    { path: '/my-new-family', remote: 'mfe_media', expose: './TeaserPage', title: 'New Investigation Coming Soon' },
    { path: '/tips', remote: 'mfe_engage', expose: './TipsPage', title: 'Tips' },
    { path: '/speaking', remote: 'mfe_engage', expose: './SpeakingPage', title: 'Speaking' },
    { path: '/events', remote: 'mfe_events', expose: './EventsPage', title: 'Events' },
    { path: '/events/:id', remote: 'mfe_events', expose: './EventDetailPage', title: 'Event' },
    { path: '/admin/*', remote: 'mfe_admin', expose: './AdminApp', title: 'Admin', gated: true },
    { path: '/launch', remote: 'mfe_landing', expose: './LandingPage', title: 'Coming Soon' },
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
