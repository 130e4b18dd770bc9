import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { Button, Card, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import {
  ApiRequestError,
  getLiveReleases,
  listReleases,
  promoteRelease,
  releaseConflictOf,
  releaseFailingOf,
  releaseKeys,
  rollbackRelease,
  setCanary,
  useApiClient,
} from '@beacon/shared/api';
import type { ReleaseChannel, ReleaseRemote, ReleaseStatus } from '@beacon/shared/schemas';
import { EmptyText } from '../../components/EmptyText';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { CellText, RowActions } from '../../components/RowActions';
import { StaleRowAlert } from '../../components/StaleRowAlert';
import { releaseConflictText, RELEASES_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { formatDateTime } from '../../lib/format';
import { CanaryDialog } from './CanaryDialog';
import { ReleaseChangeDialog, type PendingChange } from './ReleaseChangeDialog';
import { ReleaseHealthCell } from './releaseHealth';

const STATE_TAGS: Record<ReleaseStatus['state'], { color?: string; text: string }> = {
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
  const [pending, setPending] = useState<PendingChange | null>(null);
  const rows = list.data?.data ?? [];
  const liveId = rows.find((row) => row.state === 'live')?.id ?? null;
  // Where a rollback may go: any release live before, the previous one first.
  const earlier = rows
    .filter((row) => row.state !== 'live' && (row.wasLive || row.state === 'previous'))
    .sort((a, b) => Number(b.state === 'previous') - Number(a.state === 'previous'));
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
      const failing = releaseFailingOf(error);
      if (failing) setConflict(failing.message);
      else if (live === undefined) toast.error(refusalOf(error) ?? RELEASES_TEXT.actionFailed);
      else setConflict(releaseConflictText(remote, live));
    } finally {
      await list.mutate();
      onChange();
      setBusy(false);
    }
  };

  const confirmed = (id: string, acceptFailing: boolean): void => {
    const change = pending;
    setPending(null);
    const options = acceptFailing ? { acceptFailing } : {};
    if (change?.kind === 'promote') void act(() => promoteRelease(client, remote, id, liveId, options));
    else if (change?.kind === 'rollback' && liveId) {
      // The previous release is the plain rollback; any other earlier one is named.
      const to = rows.find((row) => row.id === id)?.state === 'previous' ? {} : { to: id };
      void act(() => rollbackRelease(client, remote, liveId, { ...to, ...options }));
    }
  };

  const columns: TableColumnsType<ReleaseStatus> = [
    {
      title: 'Release',
      key: 'id',
      width: '17%',
      render: (_, row) => (
        <>
          <code>{row.id}</code>
          <br />
          <Typography.Text type="secondary">{`v${row.version} · @beacon/shared ${row.sharedRange}`}</Typography.Text>
        </>
      ),
    },
    {
      title: 'State',
      key: 'state',
      width: '12%',
      render: (_, row) => (
        <Tag color={STATE_TAGS[row.state].color}>
          {STATE_TAGS[row.state].text}
          {row.state === 'candidate' && percent ? ` · ${percent} %` : ''}
        </Tag>
      ),
    },
    { title: 'Built', key: 'built', width: '13%', render: (_, row) => formatDateTime(row.builtAt) },
    {
      title: 'Published',
      key: 'published',
      width: '16%',
      render: (_, row) => <CellText>{`${formatDateTime(row.publishedAt)} by ${row.publishedBy.name}`}</CellText>,
    },
    { title: 'Health', key: 'health', width: '20%', render: (_, row) => <ReleaseHealthCell release={row} /> },
    {
      title: 'Actions',
      key: 'actions',
      width: '22%',
      render: (_, row) =>
        row.state === 'live' ? null : (
          <RowActions label={`Release ${row.id}`}>
            <Button size="small" disabled={busy} onClick={() => setPending({ kind: 'promote', release: row })}>
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
        {liveId && earlier.length > 0 ? (
          <Button disabled={busy} onClick={() => setPending({ kind: 'rollback', choices: earlier })}>
            {RELEASES_TEXT.rollBack}
          </Button>
        ) : null}
      </Flex>
      <StaleRowAlert text={conflict} onDismiss={() => setConflict(null)} />
      <ResponsiveTable<ReleaseStatus>
        rowKey="id"
        label={`Releases of ${remote}`}
        cardTitle={(row) => <code>{row.id}</code>}
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        locale={{ emptyText: <EmptyText>{list.error ? RELEASES_TEXT.failed : RELEASES_TEXT.none}</EmptyText> }}
        pagination={false}
        size="small"
      />
      <ReleaseChangeDialog
        key={pending ? `${pending.kind}-${pending.kind === 'promote' ? pending.release.id : 'earlier'}` : 'no-change'}
        remote={remote}
        liveId={liveId}
        change={pending}
        onConfirm={confirmed}
        onClose={() => setPending(null)}
      />
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
