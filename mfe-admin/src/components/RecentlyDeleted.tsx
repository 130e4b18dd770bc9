import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { isGone } from '@beacon/shared/api';
import { RESTORE_DAYS } from '@beacon/shared/schemas';
import { TRASH_TEXT } from '../content/adminText';
import { useRefreshAfterWrite } from '../hooks/useRefreshAfterWrite';
import { useToast } from '../hooks/useToast';
import { staleRowOf } from '../lib/apiErrors';
import { formatDateTime } from '../lib/format';
import { rowsOf } from '../lib/listShape';
import { EmptyText } from './EmptyText';
import { RowActions } from './RowActions';
import { StaleRowAlert } from './StaleRowAlert';

interface DeletedRow {
  _id: string;
  deletedAt: string;
  purgeAt: string;
}

export interface RecentlyDeletedProps<Row extends DeletedRow> {
  section: 'bookings' | 'events';
  /** The SWR key of the section's deleted rows, and how to read them. */
  listKey: readonly unknown[];
  load: () => Promise<unknown>;
  restore: (id: string) => Promise<unknown>;
  /** The row's own columns; Deleted, Restorable until and Actions follow. */
  columns: TableColumnsType<Row>;
  restoredText: string;
  emptyText: string;
  /** How a row is named to assistive technology: its actions' group, and its Restore button. */
  actionsLabel: (row: Row) => string;
  restoreLabel: (row: Row) => string;
}

/** A section's rows deleted in the last 30 days, most recent first, each restorable (same id) until its purge. */
export function RecentlyDeleted<Row extends DeletedRow>(props: RecentlyDeletedProps<Row>): ReactNode {
  const { section, listKey, load, columns, emptyText, actionsLabel, restoreLabel } = props;
  const toast = useToast();
  const refresh = useRefreshAfterWrite();
  const { data, error, isLoading } = useSWR(listKey, async () => rowsOf<Row>(await load()));
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const restore = async (row: Row) => {
    setBusy(row._id);
    setProblem(null);
    try {
      await props.restore(row._id);
      toast.success(props.restoredText);
    } catch (failure) {
      if (isGone(failure)) setProblem(TRASH_TEXT.tooLate);
      else if (staleRowOf(failure) === 'gone') setProblem(TRASH_TEXT.notDeleted);
      else toast.error(TRASH_TEXT.restoreFailed);
    } finally {
      setBusy(null);
      await refresh(section);
    }
  };

  const allColumns: TableColumnsType<Row> = [
    ...columns,
    { title: 'Deleted', dataIndex: 'deletedAt', render: (at: string) => formatDateTime(at) },
    { title: 'Restorable until', dataIndex: 'purgeAt', render: (at: string) => formatDateTime(at) },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <RowActions label={actionsLabel(row)}>
          <Button size="small" loading={busy === row._id} onClick={() => void restore(row)} aria-label={restoreLabel(row)}>
            {TRASH_TEXT.restore}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph>{TRASH_TEXT.intro(RESTORE_DAYS)}</Typography.Paragraph>
      <StaleRowAlert text={problem} onDismiss={() => setProblem(null)} />
      <Table<Row>
        rowKey="_id"
        columns={allColumns}
        dataSource={data ?? []}
        loading={isLoading}
        locale={{ emptyText: <EmptyText>{error ? TRASH_TEXT.loadFailed : emptyText}</EmptyText> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
    </>
  );
}
