import { useEffect, useMemo, useState, type Key } from 'react';
import { Button, Popconfirm, type TableColumnsType, type TableProps } from 'antd';
import { useConfig } from '@beacon/shared';
import { approveBooking, bulkBookings, deleteBooking, exportBookingsCsv, useApiClient } from '@beacon/shared/api';
import { useSearchParams } from '@beacon/shared/router';
import type { Booking } from '@beacon/shared/schemas';
import { BookingStatus } from '../../components/BookingStatus';
import { TableToolbar } from '../../components/TableToolbar';
import { EmptyText } from '../../components/EmptyText';
import { BulkBar } from '../../components/BulkBar';
import { allShown, rowSelection } from '../../components/selection';
import { BulkOutcomeAlert, type BulkReport } from '../../components/BulkOutcomeAlert';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { CellText, RowActions } from '../../components/RowActions';
import { StaleRowAlert } from '../../components/StaleRowAlert';
import { BOOKING_TEXT, BULK_TEXT, EXPORT_TEXT, STALE_TEXT } from '../../content/adminText';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied, staleRowOf } from '../../lib/apiErrors';
import { formatDay } from '../../lib/format';
import { BookingDetails } from './BookingDetails';
import { bookingMailDraft, mailtoHref } from './mailDraft';
import { useBookingList } from './useBookingList';
import { bookingExportQuery, filterBookings, type BookingFilters, type BookingStatusFilter } from './bookingFilters';

const PAGE_SIZE = 20;

/** The current booking requests: view, answer by e-mail, approve while pending, delete; one by one or selected together; export. */
export function BookingsTable() {
  const client = useApiClient();
  const { organisationName } = useConfig().site;
  const toast = useToast();
  const refreshAll = useRefreshAfterWrite();
  const { data, error, isLoading } = useBookingList();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<BookingFilters>({ query: '', status: [] });
  const [busy, setBusy] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);

  useEffect(() => {
    if (error && !isAccessDenied(error)) toast.error(BOOKING_TEXT.loadFailed);
  }, [error, toast]);

  const viewedId = searchParams.get('view');
  const viewed = data?.find((booking) => booking._id === viewedId) ?? null;
  const view = (booking: Booking | null) =>
    setSearchParams(
      (params) => {
        if (booking) params.set('view', booking._id);
        else params.delete('view');
        return params;
      },
      { replace: true },
    );

  /** The list, Recently deleted, the dashboard figures and the activity. */
  const refresh = () => refreshAll('bookings');

  /** A refusal because someone else deleted or changed the row says so; any other is the action's failure toast. */
  const failed = (failure: unknown, text: string) => {
    const staleRow = staleRowOf(failure);
    if (staleRow) setStale(STALE_TEXT.booking[staleRow]);
    else toast.error(text);
  };

  const approve = async (booking: Booking) => {
    setBusy(booking._id);
    try {
      await approveBooking(client, booking._id, undefined, booking.updatedAt);
      toast.success(BOOKING_TEXT.approved);
    } catch (failure) {
      failed(failure, BOOKING_TEXT.approveFailed);
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const remove = async (booking: Booking) => {
    setBusy(booking._id);
    try {
      await deleteBooking(client, booking._id);
      toast.success(BOOKING_TEXT.deleted);
    } catch (failure) {
      failed(failure, BOOKING_TEXT.deleteFailed);
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const columns: TableColumnsType<Booking> = [
    {
      title: 'Requester',
      dataIndex: 'requesterName',
      width: '15%',
      render: (name: string) => <CellText>{name}</CellText>,
      sorter: (a, b) => a.requesterName.localeCompare(b.requesterName),
    },
    { title: 'Email', dataIndex: 'requesterEmail', width: '17%', render: (email: string) => <CellText>{email}</CellText> },
    {
      title: 'Event',
      dataIndex: 'eventName',
      width: '15%',
      render: (name: string) => <CellText>{name}</CellText>,
      sorter: (a, b) => a.eventName.localeCompare(b.eventName),
    },
    {
      title: 'Date',
      dataIndex: 'eventDate',
      width: '12%',
      render: (day: string) => formatDay(day) ?? BOOKING_TEXT.noDate,
      sorter: (a, b) => a.eventDate.localeCompare(b.eventDate),
    },
    { title: 'Location', dataIndex: 'eventLocation', width: '13%', render: (place: string) => <CellText>{place}</CellText> },
    {
      title: 'Status',
      key: 'status',
      width: '11%',
      render: (_, booking) => <BookingStatus booking={booking} />,
      filters: [
        { text: 'Pending', value: 'pending' },
        { text: 'Confirmed', value: 'confirmed' },
      ],
      filteredValue: filters.status,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: '17%',
      render: (_, booking) => (
        <RowActions label={`Actions for the booking from ${booking.requesterName}`}>
          <Button size="small" onClick={() => view(booking)} aria-label={`View booking from ${booking.requesterName}`}>
            View
          </Button>
          <Button size="small" href={mailtoHref(bookingMailDraft(booking, organisationName))} aria-label={`Email ${booking.requesterName}`}>
            Email
          </Button>
          {!booking.isConfirmed && (
            <Button
              size="small"
              type="primary"
              loading={busy === booking._id}
              onClick={() => void approve(booking)}
              aria-label={`Approve booking from ${booking.requesterName}`}
            >
              Approve
            </Button>
          )}
          <Popconfirm title={BOOKING_TEXT.confirmDelete} okText="Delete" onConfirm={() => remove(booking)}>
            <Button size="small" danger disabled={busy === booking._id} aria-label={`Delete booking from ${booking.requesterName}`}>
              Delete
            </Button>
          </Popconfirm>
        </RowActions>
      ),
    },
  ];

  const rows = useMemo(() => filterBookings(data ?? [], filters), [data, filters]);
  // Only rows still listed and shown stay selected (a refresh or a search may drop some).
  const chosen = rows.filter((booking) => selected.includes(booking._id));

  const runBulk = async (action: 'approve' | 'delete') => {
    setBulkBusy(true);
    setReport(null);
    try {
      const result = await bulkBookings(
        client,
        action,
        chosen.map((booking) => ({ id: booking._id, version: booking.updatedAt })),
      );
      setReport({
        verb: action === 'approve' ? 'Approved' : 'Deleted',
        result,
        names: new Map(chosen.map((booking) => [booking._id, `${booking.requesterName} — ${booking.eventName}`])),
      });
      setSelected([]);
    } catch {
      toast.error(BULK_TEXT.failed);
    } finally {
      setBulkBusy(false);
      await refresh();
    }
  };

  const onTableChange: TableProps<Booking>['onChange'] = (_pagination, tableFilters) =>
    setFilters((current) => ({ ...current, status: (tableFilters['status'] ?? []) as BookingStatusFilter[] }));

  const emptyText = error
    ? BOOKING_TEXT.loadFailed
    : (data ?? []).length === 0
      ? BOOKING_TEXT.empty
      : filters.query.trim()
        ? BOOKING_TEXT.noMatch
        : BOOKING_TEXT.noFilterMatch;
  const pendingChosen = chosen.filter((booking) => !booking.isConfirmed).length;
  return (
    <>
      <StaleRowAlert text={stale} onDismiss={() => setStale(null)} />
      <BulkOutcomeAlert report={report} onDismiss={() => setReport(null)} />
      <TableToolbar
        search={{
          label: 'Search requester or event',
          value: filters.query,
          onChange: (query) => setFilters((current) => ({ ...current, query })),
          found: rows.length,
          rowName: { one: 'booking', other: 'bookings' },
        }}
        onSelectShown={() => setSelected(allShown(rows, (row) => row._id))}
        exportLabel={EXPORT_TEXT.bookings}
        exportRows={() => exportBookingsCsv(client, bookingExportQuery(filters))}
      />
      <BulkBar
        count={chosen.length}
        busy={bulkBusy}
        onClear={() => setSelected([])}
        actions={[
          ...(pendingChosen === chosen.length
            ? [{ label: BULK_TEXT.approve, confirm: BULK_TEXT.confirmApprove(chosen.length), run: () => runBulk('approve') }]
            : []),
          { label: BULK_TEXT.delete, confirm: BULK_TEXT.confirmDeleteBookings(chosen.length), danger: true, run: () => runBulk('delete') },
        ]}
      />
      <ResponsiveTable<Booking>
        rowKey="_id"
        label="Booking requests"
        cardTitle={(booking) => `${booking.requesterName} — ${booking.eventName}`}
        rowSelection={rowSelection<Booking>(selected, setSelected, (booking) => `Select the booking from ${booking.requesterName}`)}
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        onChange={onTableChange}
        locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        size="middle"
      />
      <BookingDetails booking={viewed} onClose={() => view(null)} />
    </>
  );
}
