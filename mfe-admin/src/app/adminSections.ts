/** The admin area's permanent left menu; Dashboard is the default. */
export const ADMIN_SECTIONS = [
  { key: 'bookings', label: 'Bookings' },
  { key: 'events', label: 'Events' },
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'users', label: 'Users' },
  { key: 'settings', label: 'Settings' },
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];
export const DEFAULT_SECTION: AdminSectionKey = 'dashboard';

/** The admin area's mount point (the host routes /admin/* here); links are absolute because the host's route is a splat. */
export const ADMIN_BASE = '/admin';
export const sectionPath = (key: AdminSectionKey): string => (key === DEFAULT_SECTION ? ADMIN_BASE : `${ADMIN_BASE}/${key}`);
