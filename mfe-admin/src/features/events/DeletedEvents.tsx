import { useState } from 'react';
import useSWR from 'swr';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { isGone, listDeletedEvents, restoreEvent, trashKeys, useApiClient } from '@beacon/shared/api';
import { RESTORE_DAYS, type DeletedEvent } from '@beacon/shared/schemas';
import { venueDateTime } from '@beacon/shared/time';
import { EmptyText } from '../../components/EmptyText';
import { CellText, RowActions } from '../../components/RowActions';
import { StaleRowAlert } from '../../components/StaleRowAlert';
import { TRASH_TEXT } from '../../content/adminText';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { useToast } from '../../hooks/useToast';
import { staleRowOf } from '../../lib/apiErrors';
import { formatDateTime } from '../../lib/format';
import { rowsOf } from '../../lib/listShape';

/** Events deleted in the last 30 days, most recent first, each restorable (same id, same image) until its purge. */
export function DeletedEvents() {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useRefreshAfterWrite();
  const { data, error, isLoading } = useSWR(trashKeys.events(), async () => rowsOf<DeletedEvent>(await listDeletedEvents(client)));
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const restore = async (event: DeletedEvent) => {
    setBusy(event._id);
    setProblem(null);
    try {
      await restoreEvent(client, event._id);
      toast.success(TRASH_TEXT.eventRestored);
    } catch (failure) {
      if (isGone(failure)) setProblem(TRASH_TEXT.tooLate);
      else if (staleRowOf(failure) === 'gone') setProblem(TRASH_TEXT.notDeleted);
      else toast.error(TRASH_TEXT.restoreFailed);
    } finally {
      setBusy(null);
      await refresh('events');
    }
  };

  const columns: TableColumnsType<DeletedEvent> = [
    { title: 'Title', dataIndex: 'title', render: (title: string) => <CellText>{title}</CellText> },
    { title: 'Date', dataIndex: 'date', render: (at: string, event) => venueDateTime(at, event.timeZone) },
    {
      title: 'Image',
      key: 'image',
      render: (_, event) =>
        event.imageUrl ? (
          <img src={event.imageUrl} alt={`Image of ${event.title}`} style={{ width: 96, aspectRatio: '16 / 9', objectFit: 'cover' }} />
        ) : (
          '—'
        ),
    },
    { title: 'Deleted', dataIndex: 'deletedAt', render: (at: string) => formatDateTime(at) },
    { title: 'Restorable until', dataIndex: 'purgeAt', render: (at: string) => formatDateTime(at) },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, event) => (
        <RowActions label={`Actions for the deleted event ${event.title}`}>
          <Button size="small" loading={busy === event._id} onClick={() => void restore(event)} aria-label={`Restore ${event.title}`}>
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
      <Table<DeletedEvent>
        rowKey="_id"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        locale={{ emptyText: <EmptyText>{error ? TRASH_TEXT.loadFailed : TRASH_TEXT.emptyEvents}</EmptyText> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
    </>
  );
}
