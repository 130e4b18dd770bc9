import { paths, type AdminSectionKey } from '@beacon/shared/routes';

export type { AdminSectionKey };

const DASHBOARD = { key: 'dashboard', label: 'Dashboard' } as const;

/** The admin area's menu of sections, in order; Dashboard is the default section. */
export const ADMIN_SECTIONS = [
  { key: 'bookings', label: 'Bookings' },
  { key: 'events', label: 'Events' },
  { key: 'content', label: 'Content' },
  { key: 'tips', label: 'Tips' },
  DASHBOARD,
  { key: 'activity', label: 'Activity' },
  { key: 'users', label: 'Users' },
  { key: 'settings', label: 'Settings' },
] as const satisfies readonly { key: AdminSectionKey; label: string }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Links are absolute because the host mounts the area on a splat route. */
export const ADMIN_BASE = paths.admin.root.href();
export const sectionPath = (key: AdminSectionKey): string => paths.admin[key].href();

/** The section a path under /admin shows: the one its segments name, else the dashboard (the area's index). */
export const sectionOfPath = (pathname: string): AdminSection => {
  const segments = pathname.split('/');
  return ADMIN_SECTIONS.find((section) => segments.includes(section.key)) ?? DASHBOARD;
};
