/**
 * Every route of the site, in one place: `path` is the pattern the routers match, `href` builds a
 * link. Ids and slugs in links are URI-encoded, so an id can never add path segments or a query.
 * Pure data: the host's route table, its navigation and every remote's links and standalone
 * routes read it, so a route is spelled once.
 */

const segment = encodeURIComponent;

const fixed = <P extends string>(path: P) => ({ path, href: (): P => path });

export const paths = {
  home: fixed('/'),
  videoReports: {
    archive: fixed('/video-reports'),
    video: {
      path: '/video-reports/video/:id',
      href: (id: string): string => `/video-reports/video/${segment(id)}`,
    },
    live: fixed('/video-reports/live'),
  },
  election: fixed('/election'),
  /** The hoax investigation: its slug is deployment content (`site.hoaxSlug` of the runtime config). */
  hoax: {
    path: (hoaxSlug: string): string => `/${hoaxSlug}-hoax`,
    href: (hoaxSlug: string): string => `/${segment(hoaxSlug)}-hoax`,
  },
  myNewFamily: fixed('/my-new-family'),
  tips: fixed('/tips'),
  speaking: fixed('/speaking'),
  events: {
    list: fixed('/events'),
    detail: {
      path: '/events/:id',
      href: (id: string): string => `/events/${segment(id)}`,
    },
  },
  launch: fixed('/launch'),
  /**
   * The admin area is one remote mounted on a splat; its sections are child routes (`child` is the
   * path relative to the mount). The dashboard is the area's index: its link is the mount itself.
   */
  admin: {
    root: { path: '/admin/*', href: (): string => '/admin' },
    bookings: { path: '/admin/bookings', child: 'bookings', href: (): string => '/admin/bookings' },
    events: { path: '/admin/events', child: 'events', href: (): string => '/admin/events' },
    dashboard: { path: '/admin/dashboard', child: 'dashboard', href: (): string => '/admin' },
    users: { path: '/admin/users', child: 'users', href: (): string => '/admin/users' },
    activity: { path: '/admin/activity', child: 'activity', href: (): string => '/admin/activity' },
    tips: { path: '/admin/tips', child: 'tips', href: (): string => '/admin/tips' },
    settings: { path: '/admin/settings', child: 'settings', href: (): string => '/admin/settings' },
  },
} as const;

export type AdminSectionKey = Exclude<keyof typeof paths.admin, 'root'>;
