/** The one line each not-yet-built admin section shows, until its feature replaces it. */
export const PLACEHOLDER_SECTIONS = {
  users: { title: 'Users', line: 'Invite, search, and manage roles.' },
  settings: { title: 'Settings', line: 'Platform preferences and integrations.' },
} as const;

export type PlaceholderSectionKey = keyof typeof PLACEHOLDER_SECTIONS;
