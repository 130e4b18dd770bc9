import type { TableColumnsType } from 'antd';
import { listDeletedEvents, restoreEvent, trashKeys, useApiClient } from '@beacon/shared/api';
import type { DeletedEvent } from '@beacon/shared/schemas';
import { venueDateTime } from '@beacon/shared/time';
import { RecentlyDeleted } from '../../components/RecentlyDeleted';
import { CellText } from '../../components/RowActions';
import { TRASH_TEXT } from '../../content/adminText';

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
];

/** Events deleted in the last 30 days, each restorable with the same id and the same image until its purge. */
export function DeletedEvents() {
  const client = useApiClient();
  return (
    <RecentlyDeleted<DeletedEvent>
      section="events"
      listKey={trashKeys.events()}
      load={() => listDeletedEvents(client)}
      restore={(id) => restoreEvent(client, id)}
      columns={columns}
      restoredText={TRASH_TEXT.eventRestored}
      emptyText={TRASH_TEXT.emptyEvents}
      actionsLabel={(event) => `Actions for the deleted event ${event.title}`}
      restoreLabel={(event) => `Restore ${event.title}`}
    />
  );
}
