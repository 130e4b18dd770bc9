/** The admin area's permanent left menu (spec §2 "Admin area"); Dashboard is the default. */
export const ADMIN_SECTIONS = [
  { key: 'bookings', label: 'Bookings' },
  { key: 'events', label: 'Events' },
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'users', label: 'Users' },
  { key: 'settings', label: 'Settings' },
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];
export const DEFAULT_SECTION: AdminSectionKey = 'dashboard';
