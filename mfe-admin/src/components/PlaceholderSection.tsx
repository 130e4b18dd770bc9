import { Typography } from '@beacon/shared/ui';

/** Dashboard, Users and Settings are placeholders with one line each (spec §2 "Admin area"). */
export const PLACEHOLDER_SECTIONS = {
  dashboard: { title: 'Dashboard', line: 'Quick stats and recent activity.' },
  users: { title: 'Users', line: 'Invite, search, and manage roles.' },
  settings: { title: 'Settings', line: 'Platform preferences and integrations.' },
} as const;

export function PlaceholderSection({ section }: { section: keyof typeof PLACEHOLDER_SECTIONS }) {
  const { title, line } = PLACEHOLDER_SECTIONS[section];
  const headingId = `admin-${section}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={2}>
        {title}
      </Typography.Title>
      <Typography.Paragraph>{line}</Typography.Paragraph>
    </section>
  );
}
