import { paths, type AdminSectionKey } from '@beacon/shared/routes';

export type { AdminSectionKey };

/** The admin area's permanent left menu, in order; Dashboard is the default section. */
export const ADMIN_SECTIONS = [
  { key: 'bookings', label: 'Bookings' },
  { key: 'events', label: 'Events' },
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'users', label: 'Users' },
  { key: 'settings', label: 'Settings' },
] as const satisfies readonly { key: AdminSectionKey; label: string }[];

export const DEFAULT_SECTION: AdminSectionKey = 'dashboard';

/** Links are absolute because the host mounts the area on a splat route. */
export const ADMIN_BASE = paths.admin.root.href();
export const sectionPath = (key: AdminSectionKey): string => paths.admin[key].href();
