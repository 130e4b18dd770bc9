import { useEffect, useMemo, useState, type Key } from 'react';
import { Button, Popconfirm, type TableColumnsType, type TableProps } from 'antd';
import { bulkDeleteEvents, deleteEvent, exportEventsCsv, useApiClient } from '@beacon/shared/api';
import type { Event } from '@beacon/shared/schemas';
import { BulkBar } from '../../components/BulkBar';
import { allShown, rowSelection } from '../../components/selection';
import { BulkOutcomeAlert, type BulkReport } from '../../components/BulkOutcomeAlert';
import { EmptyText } from '../../components/EmptyText';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { CellText, RowActions } from '../../components/RowActions';
import { TableToolbar } from '../../components/TableToolbar';
import { StaleRowAlert } from '../../components/StaleRowAlert';
import { BULK_TEXT, EVENT_TEXT, EXPORT_TEXT, STALE_TEXT } from '../../content/adminText';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied, staleRowOf } from '../../lib/apiErrors';
import { venueDateTime } from '@beacon/shared/time';
import { EventDetails } from './EventDetails';
import { EventFlags } from './EventFlags';
import { EventStatusTag } from './EventStatus';
import { eventExportQuery, filterEvents, NO_EVENT_FILTERS, type EventFilters, type EventFlagFilter } from './eventFilters';
import { useEventList } from './useEventList';

const PAGE_SIZE = 20;

/** The current events by date: view, edit, delete; several deleted at once; export. */
export function EventsTable({ onEdit }: { onEdit: (event: Event) => void }) {
  const client = useApiClient();
  const toast = useToast();
  const refreshAll = useRefreshAfterWrite();
  const { data, error, isLoading } = useEventList();
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const [viewed, setViewed] = useState<Event | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);

  useEffect(() => {
    if (error && !isAccessDenied(error)) toast.error(EVENT_TEXT.loadFailed);
  }, [error, toast]);

  /** Every cached events answer (the public pages' too), Recently deleted, the figures and the activity. */
  const refresh = () => refreshAll('events');

  const remove = async (event: Event) => {
    setBusy(event._id);
    try {
      await deleteEvent(client, event._id);
      toast.success(EVENT_TEXT.deleted);
    } catch (failure) {
      const staleRow = staleRowOf(failure);
      if (staleRow) setStale(STALE_TEXT.event[staleRow]);
      else toast.error(EVENT_TEXT.deleteFailed);
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const categories = useMemo(() => [...new Set((data ?? []).map((event) => event.category))].sort(), [data]);
  const rows = useMemo(() => filterEvents(data ?? [], filters), [data, filters]);
  const chosen = rows.filter((event) => selected.includes(event._id));

  const deleteChosen = async () => {
    setBulkBusy(true);
    setReport(null);
    try {
      const result = await bulkDeleteEvents(
        client,
        chosen.map((event) => ({ id: event._id, version: event.updatedAt })),
      );
      setReport({ verb: 'Deleted', result, names: new Map(chosen.map((event) => [event._id, event.title])) });
      setSelected([]);
    } catch {
      toast.error(BULK_TEXT.failed);
    } finally {
      setBulkBusy(false);
      await refresh();
    }
  };

  const columns: TableColumnsType<Event> = [
    {
      title: 'Title',
      dataIndex: 'title',
      width: '18%',
      render: (title: string) => <CellText>{title}</CellText>,
      sorter: (a, b) => a.title.localeCompare(b.title),
    },
    {
      title: 'Date',
      dataIndex: 'date',
      key: 'date',
      width: '16%',
      // At the venue, with its zone: what the public pages say.
      render: (date: string, event) => venueDateTime(date, event.timeZone),
      sorter: (a, b) => a.date.localeCompare(b.date),
      defaultSortOrder: 'ascend',
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: '10%',
      render: (_, event) => <EventStatusTag status={event.status} />,
    },
    { title: 'Location', dataIndex: 'location', width: '14%', render: (place: string) => <CellText>{place}</CellText> },
    {
      title: 'Category',
      dataIndex: 'category',
      key: 'category',
      width: '11%',
      filters: categories.map((category) => ({ text: category, value: category })),
      filteredValue: filters.categories,
    },
    {
      title: 'Flags',
      key: 'flags',
      width: '12%',
      render: (_, event) => <EventFlags event={event} />,
      filters: [
        { text: 'Featured', value: 'featured' },
        { text: 'Completed', value: 'completed' },
      ],
      filteredValue: filters.flags,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: '19%',
      render: (_, event) => (
        <RowActions label={`Actions for ${event.title}`}>
          <Button size="small" onClick={() => setViewed(event)} aria-label={`View ${event.title}`}>
            View
          </Button>
          <Button size="small" onClick={() => onEdit(event)} aria-label={`Edit ${event.title}`}>
            Edit
          </Button>
          <Popconfirm title={EVENT_TEXT.confirmDelete} okText="Delete" onConfirm={() => remove(event)}>
            <Button size="small" danger loading={busy === event._id} aria-label={`Delete ${event.title}`}>
              Delete
            </Button>
          </Popconfirm>
        </RowActions>
      ),
    },
  ];

  const onTableChange: TableProps<Event>['onChange'] = (_pagination, tableFilters, sorter) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    setFilters((current) => ({
      ...current,
      categories: (tableFilters['category'] ?? []).map(String),
      flags: (tableFilters['flags'] ?? []) as EventFlagFilter[],
      order: sort?.columnKey === 'date' && sort.order === 'descend' ? 'desc' : 'asc',
    }));
  };

  const emptyText = error
    ? EVENT_TEXT.loadFailed
    : (data ?? []).length === 0
      ? EVENT_TEXT.empty
      : filters.query.trim()
        ? EVENT_TEXT.noMatch
        : EVENT_TEXT.noFilterMatch;
  return (
    <>
      <StaleRowAlert text={stale} onDismiss={() => setStale(null)} />
      <BulkOutcomeAlert report={report} onDismiss={() => setReport(null)} />
      <TableToolbar
        search={{
          label: 'Search event titles',
          value: filters.query,
          onChange: (query) => setFilters((current) => ({ ...current, query })),
          found: rows.length,
          rowName: { one: 'event', other: 'events' },
        }}
        onSelectShown={() => setSelected(allShown(rows, (row) => row._id))}
        exportLabel={EXPORT_TEXT.events}
        exportRows={() => exportEventsCsv(client, eventExportQuery(filters))}
      />
      <BulkBar
        count={chosen.length}
        busy={bulkBusy}
        onClear={() => setSelected([])}
        actions={[{ label: BULK_TEXT.delete, confirm: BULK_TEXT.confirmDeleteEvents(chosen.length), danger: true, run: deleteChosen }]}
      />
      <ResponsiveTable<Event>
        rowKey="_id"
        label="Events"
        cardTitle={(event) => event.title}
        rowSelection={rowSelection<Event>(selected, setSelected, (event) => `Select ${event.title}`)}
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        onChange={onTableChange}
        locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        size="middle"
      />
      <EventDetails event={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
