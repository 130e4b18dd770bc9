/** The one line each not-yet-built admin section shows, until its feature replaces it. */
export const PLACEHOLDER_SECTIONS = {
  users: { title: 'Users', line: 'Invite, search, and manage roles.' },
} as const;

export type PlaceholderSectionKey = keyof typeof PLACEHOLDER_SECTIONS;
