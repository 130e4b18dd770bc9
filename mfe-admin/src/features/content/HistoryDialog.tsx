import useSWR from 'swr';
import { Alert, Button, Flex, Modal, Popconfirm, Spin, Tag, Typography } from 'antd';
import { contentKeys, listContentRevisions, useApiClient } from '@beacon/shared/api';
import type { ContentFieldChange, ContentKind, ContentRevisionList } from '@beacon/shared/schemas';
import { visuallyHidden } from '../../components/Hint';
import { CONTENT_TEXT } from '../../content/adminText';
import { formatDateTime } from '../../lib/format';

type Revision = ContentRevisionList['items'][number];

const ORIGIN_LABELS: Record<Revision['origin'], string> = {
  seed: 'The site’s built-in text',
  created: 'Created',
  saved: 'Saved',
  restored: 'Restored',
};

const originOf = (revision: Revision): string =>
  revision.origin === 'restored' && revision.restoredFrom !== null
    ? `Restored from revision ${revision.restoredFrom}`
    : ORIGIN_LABELS[revision.origin];

/** "Saved by Ada Admin"; the site's own first version has no author. */
const bylineOf = (revision: Revision): string =>
  revision.origin === 'seed' ? originOf(revision) : `${originOf(revision)} by ${revision.author?.name ?? CONTENT_TEXT.theSite}`;

const shown = (text: string | null): string => (text === null || text === '' ? '(empty)' : text);

/** One changed field: what it was, struck through, and what it became. */
function Change({ change }: { change: ContentFieldChange }) {
  return (
    <li style={{ marginBottom: 8, overflowWrap: 'anywhere' }}>
      <Typography.Text strong>{change.label}</Typography.Text>
      <div style={{ whiteSpace: 'pre-wrap' }}>
        <span style={visuallyHidden}>Before: </span>
        <del>{shown(change.before)}</del>
        <span aria-hidden="true"> → </span>
        <span style={visuallyHidden}>After: </span>
        <ins style={{ textDecoration: 'none', fontWeight: 600 }}>{shown(change.after)}</ins>
      </div>
    </li>
  );
}

/**
 * Every revision of a record, newest first: who saved it, when, where it came from, and what it changed
 * field by field. Any but the latest can be restored as the draft (after asking).
 */
export function HistoryDialog({
  kind,
  slug,
  busy,
  onRestore,
  onClose,
}: {
  kind: ContentKind;
  slug: string;
  busy: boolean;
  onRestore: (revision: number) => void;
  onClose: () => void;
}) {
  const client = useApiClient();
  const { data, error } = useSWR(contentKeys.revisions(kind, slug), () => listContentRevisions(client, kind, slug));
  const latest = data?.items[0]?.number;
  return (
    <Modal open title="History" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} width={760} destroyOnHidden>
      {error ? (
        <Alert type="error" title={CONTENT_TEXT.historyFailed} role="alert" />
      ) : !data ? (
        <Spin />
      ) : data.items.length === 0 ? (
        <Typography.Text>{CONTENT_TEXT.historyEmpty}</Typography.Text>
      ) : (
        <ol aria-label="Revisions, newest first" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.items.map((revision) => (
            <li key={revision.number} style={{ borderTop: '1px solid rgba(255, 255, 255, 0.16)', padding: '12px 0' }}>
              <Flex justify="space-between" align="start" gap={8} wrap>
                <div>
                  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                    Revision {revision.number} {revision.published && <Tag color="green">Published</Tag>}
                  </Typography.Title>
                  <Typography.Text>
                    {bylineOf(revision)}, {formatDateTime(revision.createdAt)}
                  </Typography.Text>
                </div>
                {revision.number !== latest && (
                  <Popconfirm
                    title={CONTENT_TEXT.confirmRestore(revision.number)}
                    okText="Restore"
                    onConfirm={() => onRestore(revision.number)}
                  >
                    <Button loading={busy} aria-label={`Restore revision ${revision.number} as draft`}>
                      Restore as draft
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
              {revision.changes.length === 0 ? (
                <Typography.Text type="secondary">{CONTENT_TEXT.noChanges}</Typography.Text>
              ) : (
                <ul aria-label={`Changes in revision ${revision.number}`} style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                  {revision.changes.map((change) => (
                    <Change key={change.path} change={change} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
