import { Typography } from '@beacon/shared/ui';
import { PLACEHOLDER_SECTIONS, type PlaceholderSectionKey } from '../content/placeholderSections';

/** A section that is not built yet: its heading and one line saying what it will hold. */
export function PlaceholderSection({ section }: { section: PlaceholderSectionKey }) {
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
