import { Typography } from 'antd';
import { PLACEHOLDER_SECTIONS, type PlaceholderSectionKey } from '../content/placeholderSections';
import { SectionHeading } from './SectionHeading';

/** A section that is not built yet: its heading and one line saying what it will hold. */
export function PlaceholderSection({ section }: { section: PlaceholderSectionKey }) {
  const { title, line } = PLACEHOLDER_SECTIONS[section];
  const headingId = `admin-${section}`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} />
      <Typography.Paragraph>{line}</Typography.Paragraph>
    </section>
  );
}
