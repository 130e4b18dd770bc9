import type { TableColumnsType } from 'antd';
import { listDeletedBookings, restoreBooking, trashKeys, useApiClient } from '@beacon/shared/api';
import type { DeletedBooking } from '@beacon/shared/schemas';
import { RecentlyDeleted } from '../../components/RecentlyDeleted';
import { CellText } from '../../components/RowActions';
import { TRASH_TEXT } from '../../content/adminText';

const columns: TableColumnsType<DeletedBooking> = [
  { title: 'Requester', dataIndex: 'requesterName', render: (name: string) => <CellText>{name}</CellText> },
  { title: 'Event', dataIndex: 'eventName', render: (name: string) => <CellText>{name}</CellText> },
];

/** Bookings deleted in the last 30 days, each restorable with the same id until its purge. */
export function DeletedBookings() {
  const client = useApiClient();
  return (
    <RecentlyDeleted<DeletedBooking>
      section="bookings"
      listKey={trashKeys.bookings()}
      load={() => listDeletedBookings(client)}
      restore={(id) => restoreBooking(client, id)}
      columns={columns}
      restoredText={TRASH_TEXT.bookingRestored}
      emptyText={TRASH_TEXT.emptyBookings}
      actionsLabel={(booking) => `Actions for the deleted booking from ${booking.requesterName}`}
      restoreLabel={(booking) => `Restore booking from ${booking.requesterName}`}
    />
  );
}
