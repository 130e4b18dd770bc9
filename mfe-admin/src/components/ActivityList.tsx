import { Typography } from 'antd';
import type { AuditEntry } from '@beacon/shared/schemas';
import { BREAKPOINTS, StyleSheet } from '@beacon/shared/ui';
import { formatDateTime } from '../lib/format';
import { changesOf, entrySentence } from '../lib/auditText';

const css = `
.admin-activity { list-style: none; margin: 0; padding: 0; }
.admin-activity > li { padding: 8px 0; border-bottom: 1px solid rgba(255, 255, 255, 0.12); overflow-wrap: anywhere; }
.admin-activity > li:last-child { border-bottom: 0; }
.admin-activity-changes { margin: 4px 0 0; padding-inline-start: 20px; font-size: 13px; }
@media (max-width: ${BREAKPOINTS.sm - 1}px) { .admin-activity-changes { padding-inline-start: 12px; } }
`;

/** Recorded admin actions, newest first: when, who did what to which row, and what changed. */
export function ActivityList({ entries, label }: { entries: readonly AuditEntry[]; label: string }) {
  return (
    <>
      <StyleSheet name="admin-activity" css={css} />
      <ol className="admin-activity" aria-label={label}>
        {entries.map((entry) => {
          const changes = changesOf(entry);
          return (
            <li key={entry.id}>
              <Typography.Text>{entrySentence(entry)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Typography.Text>
              {changes.length > 0 && (
                <ul className="admin-activity-changes">
                  {changes.map((change) => (
                    <li key={change.field}>
                      {change.field}: {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
