import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/**
 * A section's h1 (its id labels the section), with the section's main action beside it. It takes
 * focus (not Tab) when the admin menu opens the section.
 */
export function SectionHeading({ id, title, extra }: { id: string; title: string; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Typography.Title id={id} level={1} tabIndex={-1} style={{ margin: 0, fontSize: 28 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
