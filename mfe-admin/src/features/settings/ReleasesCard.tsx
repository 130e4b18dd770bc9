import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  ApiRequestError,
  getLiveReleases,
  listReleases,
  promoteRelease,
  releaseConflictOf,
  releaseKeys,
  rollbackRelease,
  setCanary,
  useApiClient,
} from '@beacon/shared/api';
import type { ReleaseChannel, ReleaseListItem, ReleaseRemote } from '@beacon/shared/schemas';
import { EmptyText } from '../../components/EmptyText';
import { KeyboardScroll } from '../../components/KeyboardScroll';
import { CellText, RowActions } from '../../components/RowActions';
import { StaleRowAlert } from '../../components/StaleRowAlert';
import { releaseConflictText, RELEASES_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { formatDateTime } from '../../lib/format';
import { CanaryDialog } from './CanaryDialog';

const STATE_TAGS: Record<ReleaseListItem['state'], { color?: string; text: string }> = {
  live: { color: 'green', text: 'Live' },
  candidate: { color: 'gold', text: 'Candidate' },
  previous: { color: 'blue', text: 'Previous' },
  available: { text: 'Published' },
};

/** Each remote's releases, their health, and the changes staff make: promote, roll back, canary. */
/** The API's reason when a page server could not warm the release (422) or did not answer (503): nothing changed. */
const refusalOf = (error: unknown): string | null =>
  error instanceof ApiRequestError && (error.status === 422 || error.status === 503) ? error.message : null;

export function ReleasesCard({ title }: { title: ReactNode }) {
  const client = useApiClient();
  const live = useSWR(releaseKeys.live(), () => getLiveReleases(client), { revalidateOnFocus: false });
  const remotes = Object.entries(live.data?.remotes ?? {}) as [ReleaseRemote, { candidate: { percent: number } | null }][];
  return (
    <Card title={title}>
      <Typography.Paragraph>{RELEASES_TEXT.intro}</Typography.Paragraph>
      {live.error ? <EmptyText>{RELEASES_TEXT.failed}</EmptyText> : null}
      <Flex vertical gap={24}>
        {remotes.map(([remote, entry]) => (
          <RemoteReleases key={remote} remote={remote} percent={entry.candidate?.percent ?? null} onChange={() => void live.mutate()} />
        ))}
      </Flex>
    </Card>
  );
}

interface RemoteReleasesProps {
  remote: ReleaseRemote;
  /** The canary's share of visitors, if one runs. */
  percent: number | null;
  /** Called after any change (made or refused), to refresh what is live. */
  onChange: () => void;
}

function RemoteReleases({ remote, percent, onChange }: RemoteReleasesProps) {
  const client = useApiClient();
  const toast = useToast();
  const list = useSWR(releaseKeys.list(remote), () => listReleases(client, remote), { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [canaryFor, setCanaryFor] = useState<string | null>(null);
  const rows = list.data?.data ?? [];
  const liveId = rows.find((row) => row.state === 'live')?.id ?? null;
  const hasPrevious = rows.some((row) => row.state === 'previous');
  const headingId = `releases-${remote}`;

  /** Makes one change on the live release this page shows; a refusal says what happened, and the list is read again either way. */
  const act = async (change: () => Promise<ReleaseChannel>): Promise<void> => {
    setBusy(true);
    setConflict(null);
    try {
      await change();
      toast.success(RELEASES_TEXT.changed);
    } catch (error) {
      const live = releaseConflictOf(error);
      if (live === undefined) toast.error(refusalOf(error) ?? RELEASES_TEXT.actionFailed);
      else setConflict(releaseConflictText(remote, live));
    } finally {
      await list.mutate();
      onChange();
      setBusy(false);
    }
  };

  const columns: TableColumnsType<ReleaseListItem> = [
    { title: 'Release', key: 'id', render: (_, row) => <code>{row.id}</code> },
    {
      title: 'State',
      key: 'state',
      render: (_, row) => (
        <Tag color={STATE_TAGS[row.state].color}>
          {STATE_TAGS[row.state].text}
          {row.state === 'candidate' && percent ? ` · ${percent} %` : ''}
        </Tag>
      ),
    },
    { title: 'Version', dataIndex: 'version' },
    { title: '@beacon/shared', dataIndex: 'sharedRange' },
    { title: 'Built', key: 'built', render: (_, row) => formatDateTime(row.builtAt) },
    {
      title: 'Published',
      key: 'published',
      render: (_, row) => <CellText>{`${formatDateTime(row.publishedAt)} by ${row.publishedBy.name}`}</CellText>,
    },
    { title: 'Loads (1 h)', key: 'loads', render: (_, row) => row.health.loads },
    {
      title: 'Failures (1 h)',
      key: 'failures',
      render: (_, row) => (row.health.failures > 0 ? <Tag color="red">{row.health.failures}</Tag> : 0),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) =>
        row.state === 'live' ? null : (
          <RowActions label={`Release ${row.id}`}>
            <Button size="small" disabled={busy} onClick={() => void act(() => promoteRelease(client, remote, row.id, liveId))}>
              {RELEASES_TEXT.promote}
            </Button>
            {liveId ? (
              <Button size="small" disabled={busy} onClick={() => setCanaryFor(row.id)}>
                {row.state === 'candidate' ? RELEASES_TEXT.changeCanary : RELEASES_TEXT.canary}
              </Button>
            ) : null}
            {row.state === 'candidate' ? (
              <Button
                size="small"
                disabled={busy}
                onClick={() => void act(() => setCanary(client, remote, { percent: 0, expectedLive: liveId }))}
              >
                {RELEASES_TEXT.stopCanary}
              </Button>
            ) : null}
          </RowActions>
        ),
    },
  ];

  return (
    <section aria-labelledby={headingId}>
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 8 }}>
        <h3 id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {remote}
        </h3>
        {liveId && hasPrevious ? (
          <Button disabled={busy} onClick={() => void act(() => rollbackRelease(client, remote, liveId))}>
            {RELEASES_TEXT.rollBack}
          </Button>
        ) : null}
      </Flex>
      <StaleRowAlert text={conflict} onDismiss={() => setConflict(null)} />
      <KeyboardScroll label={`Releases of ${remote}`}>
        <Table<ReleaseListItem>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={list.isLoading}
          locale={{ emptyText: <EmptyText>{list.error ? RELEASES_TEXT.failed : RELEASES_TEXT.none}</EmptyText> }}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="small"
        />
      </KeyboardScroll>
      <CanaryDialog
        // A dialog of its own for each release: its share starts from that release's.
        key={canaryFor ?? 'closed'}
        release={canaryFor}
        percent={rows.find((row) => row.id === canaryFor)?.state === 'candidate' ? percent : null}
        onClose={() => setCanaryFor(null)}
        onSubmit={async (share) => {
          const id = canaryFor;
          setCanaryFor(null);
          if (id) await act(() => setCanary(client, remote, { id, percent: share, expectedLive: liveId }));
        }}
      />
    </section>
  );
}
