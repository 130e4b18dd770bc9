import { useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Alert, Button, Flex, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useConfig } from '@beacon/shared';
import {
  approveBooking,
  bookingKeys,
  deleteBooking,
  isConflict,
  keyStartsWith,
  listBookings,
  statsKeys,
  useApiClient,
} from '@beacon/shared/api';
import { useSearchParams } from '@beacon/shared/router';
import type { Booking } from '@beacon/shared/schemas';
import { BookingStatus } from '../../components/BookingStatus';
import { NotAuthorized } from '../../components/NotAuthorized';
import { SearchBox } from '../../components/SearchBox';
import { EmptyText } from '../../components/EmptyText';
import { SectionHeading } from '../../components/SectionHeading';
import { BOOKING_TEXT, CONFLICT_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied } from '../../lib/apiErrors';
import { formatDay, matchesSearch } from '../../lib/format';
import { BookingDetails } from './BookingDetails';
import { bookingMailDraft, mailtoHref } from './mailDraft';

const PAGE_SIZE = 20;

/** Booking requests: view, answer by e-mail, approve while pending, delete. */
export function BookingsSection() {
  const client = useApiClient();
  const { organisationName } = useConfig().site;
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading, mutate: reload } = useSWR(bookingKeys.list(), () => listBookings(client));
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

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

  /** The list, and the dashboard figures that count it. */
  const refresh = async () => {
    await Promise.all([reload(), mutate(keyStartsWith(statsKeys.all))]);
  };

  const approve = async (booking: Booking) => {
    setBusy(booking._id);
    try {
      await approveBooking(client, booking._id, undefined, booking.updatedAt);
      toast.success(BOOKING_TEXT.approved);
    } catch (failure) {
      toast.error(BOOKING_TEXT.approveFailed);
      if (isConflict(failure)) setConflict(true);
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
    } catch {
      toast.error(BOOKING_TEXT.deleteFailed);
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const columns: TableColumnsType<Booking> = [
    {
      title: 'Requester',
      dataIndex: 'requesterName',
      sorter: (a, b) => a.requesterName.localeCompare(b.requesterName),
    },
    { title: 'Email', dataIndex: 'requesterEmail' },
    { title: 'Event', dataIndex: 'eventName', sorter: (a, b) => a.eventName.localeCompare(b.eventName) },
    {
      title: 'Date',
      dataIndex: 'eventDate',
      render: (day: string) => formatDay(day) ?? BOOKING_TEXT.noDate,
      sorter: (a, b) => a.eventDate.localeCompare(b.eventDate),
    },
    { title: 'Location', dataIndex: 'eventLocation' },
    {
      title: 'Status',
      key: 'status',
      render: (_, booking) => <BookingStatus booking={booking} />,
      filters: [
        { text: 'Pending', value: 'pending' },
        { text: 'Confirmed', value: 'confirmed' },
      ],
      onFilter: (value, booking) => (value === 'confirmed') === booking.isConfirmed,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, booking) => (
        <Flex gap={4} wrap>
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
        </Flex>
      ),
    },
  ];

  const rows = useMemo(
    () => (data ?? []).filter((booking) => matchesSearch(query, booking.requesterName, booking.eventName)),
    [data, query],
  );

  if (isAccessDenied(error)) return <NotAuthorized />;

  return (
    <section aria-labelledby="admin-bookings">
      <SectionHeading id="admin-bookings" title="Bookings" />
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={CONFLICT_TEXT.booking}
          action={
            <Button
              size="small"
              onClick={() => {
                setConflict(false);
                void refresh();
              }}
            >
              {CONFLICT_TEXT.reloadList}
            </Button>
          }
        />
      )}
      <SearchBox
        label="Search requester or event"
        value={query}
        onChange={setQuery}
        found={rows.length}
        rowName={{ one: 'booking', other: 'bookings' }}
      />
      <Table<Booking>
        rowKey="_id"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        locale={{ emptyText: <EmptyText>{error ? BOOKING_TEXT.loadFailed : BOOKING_TEXT.empty}</EmptyText> }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
      <BookingDetails booking={viewed} onClose={() => view(null)} />
    </section>
  );
}
