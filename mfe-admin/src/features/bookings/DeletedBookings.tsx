import { useState } from 'react';
import useSWR from 'swr';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { isGone, listDeletedBookings, restoreBooking, trashKeys, useApiClient } from '@beacon/shared/api';
import { RESTORE_DAYS, type DeletedBooking } from '@beacon/shared/schemas';
import { EmptyText } from '../../components/EmptyText';
import { CellText, RowActions } from '../../components/RowActions';
import { StaleRowAlert } from '../../components/StaleRowAlert';
import { TRASH_TEXT } from '../../content/adminText';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { useToast } from '../../hooks/useToast';
import { staleRowOf } from '../../lib/apiErrors';
import { formatDateTime } from '../../lib/format';
import { rowsOf } from '../../lib/listShape';

/** Bookings deleted in the last 30 days, most recent first, each restorable (same id) until its purge. */
export function DeletedBookings() {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useRefreshAfterWrite();
  const { data, error, isLoading } = useSWR(trashKeys.bookings(), async () => rowsOf<DeletedBooking>(await listDeletedBookings(client)));
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const restore = async (booking: DeletedBooking) => {
    setBusy(booking._id);
    setProblem(null);
    try {
      await restoreBooking(client, booking._id);
      toast.success(TRASH_TEXT.bookingRestored);
    } catch (failure) {
      if (isGone(failure)) setProblem(TRASH_TEXT.tooLate);
      else if (staleRowOf(failure) === 'gone') setProblem(TRASH_TEXT.notDeleted);
      else toast.error(TRASH_TEXT.restoreFailed);
    } finally {
      setBusy(null);
      await refresh('bookings');
    }
  };

  const columns: TableColumnsType<DeletedBooking> = [
    { title: 'Requester', dataIndex: 'requesterName', render: (name: string) => <CellText>{name}</CellText> },
    { title: 'Event', dataIndex: 'eventName', render: (name: string) => <CellText>{name}</CellText> },
    { title: 'Deleted', dataIndex: 'deletedAt', render: (at: string) => formatDateTime(at) },
    { title: 'Restorable until', dataIndex: 'purgeAt', render: (at: string) => formatDateTime(at) },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, booking) => (
        <RowActions label={`Actions for the deleted booking from ${booking.requesterName}`}>
          <Button
            size="small"
            loading={busy === booking._id}
            onClick={() => void restore(booking)}
            aria-label={`Restore booking from ${booking.requesterName}`}
          >
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
      <Table<DeletedBooking>
        rowKey="_id"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        locale={{ emptyText: <EmptyText>{error ? TRASH_TEXT.loadFailed : TRASH_TEXT.emptyBookings}</EmptyText> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
    </>
  );
}
