import { useMemo } from 'react';
import { Typography } from 'antd';
import { sanitizeRichText } from '@beacon/shared/rich-text';

/** Exactly what the public event page renders of a description: the same sanitizer, the same markup. */
export function DescriptionPreview({ html, label = 'Preview' }: { html: string; label?: string }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div aria-label={label} role="region">
      {safe ? (
        <div dangerouslySetInnerHTML={{ __html: safe }} style={{ whiteSpace: 'pre-line' }} />
      ) : (
        <Typography.Text type="secondary">Nothing to show.</Typography.Text>
      )}
    </div>
  );
}
