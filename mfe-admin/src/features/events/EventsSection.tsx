import { useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Button, Flex, Popconfirm, Table, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { deleteEvent, eventKeys, keyStartsWith, listEvents, statsKeys, useApiClient } from '@beacon/shared/api';
import type { Event } from '@beacon/shared/schemas';
import { NotAuthorized } from '../../components/NotAuthorized';
import { SearchBox } from '../../components/SearchBox';
import { EmptyText } from '../../components/EmptyText';
import { SectionHeading } from '../../components/SectionHeading';
import { EVENT_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied } from '../../lib/apiErrors';
import { formatDateTime, matchesSearch } from '../../lib/format';
import { EventDetails } from './EventDetails';
import { EventFlags } from './EventFlags';
import { EventFormDialog } from './EventFormDialog';

const PAGE_SIZE = 20;

type Editor = { open: false } | { open: true; event: Event | null };

/** Events: by date ascending; view, add, edit (with image upload) and delete. */
export function EventsSection() {
  const client = useApiClient();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useSWR(eventKeys.list(), () => listEvents(client));
  const [query, setQuery] = useState('');
  const [viewed, setViewed] = useState<Event | null>(null);
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (error && !isAccessDenied(error)) toast.error(EVENT_TEXT.loadFailed);
  }, [error, toast]);

  /** Every cached events answer (the public pages' too) and the dashboard figures. */
  const refresh = async () => {
    await Promise.all([mutate(keyStartsWith(eventKeys.all)), mutate(keyStartsWith(statsKeys.all))]);
  };

  const remove = async (event: Event) => {
    setBusy(event._id);
    try {
      await deleteEvent(client, event._id);
      toast.success(EVENT_TEXT.deleted);
    } catch {
      toast.error(EVENT_TEXT.deleteFailed);
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const categories = useMemo(() => [...new Set((data ?? []).map((event) => event.category))].sort(), [data]);
  const rows = useMemo(() => (data ?? []).filter((event) => matchesSearch(query, event.title)), [data, query]);

  const columns: TableColumnsType<Event> = [
    { title: 'Title', dataIndex: 'title', sorter: (a, b) => a.title.localeCompare(b.title) },
    {
      title: 'Date',
      dataIndex: 'date',
      render: (date: string) => formatDateTime(date),
      sorter: (a, b) => a.date.localeCompare(b.date),
      defaultSortOrder: 'ascend',
    },
    { title: 'Location', dataIndex: 'location' },
    {
      title: 'Category',
      dataIndex: 'category',
      filters: categories.map((category) => ({ text: category, value: category })),
      onFilter: (value, event) => event.category === value,
    },
    {
      title: 'Flags',
      key: 'flags',
      render: (_, event) => <EventFlags event={event} />,
      filters: [
        { text: 'Featured', value: 'featured' },
        { text: 'Completed', value: 'completed' },
      ],
      onFilter: (value, event) => (value === 'featured' ? event.isFocused : event.isCompleted),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, event) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => setViewed(event)} aria-label={`View ${event.title}`}>
            View
          </Button>
          <Button size="small" onClick={() => setEditor({ open: true, event })} aria-label={`Edit ${event.title}`}>
            Edit
          </Button>
          <Popconfirm title={EVENT_TEXT.confirmDelete} okText="Delete" onConfirm={() => remove(event)}>
            <Button size="small" danger loading={busy === event._id} aria-label={`Delete ${event.title}`}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  if (isAccessDenied(error)) return <NotAuthorized />;

  return (
    <section aria-labelledby="admin-events">
      <SectionHeading
        id="admin-events"
        title="Events"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true, event: null })}>
            Add Event
          </Button>
        }
      />
      <SearchBox
        label="Search event titles"
        value={query}
        onChange={setQuery}
        found={rows.length}
        rowName={{ one: 'event', other: 'events' }}
      />
      <Table<Event>
        rowKey="_id"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        locale={{ emptyText: <EmptyText>{error ? EVENT_TEXT.loadFailed : EVENT_TEXT.empty}</EmptyText> }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
      <EventDetails event={viewed} onClose={() => setViewed(null)} />
      {editor.open && (
        <EventFormDialog
          key={editor.event?._id ?? 'new'}
          event={editor.event}
          onClose={() => setEditor({ open: false })}
          onSaved={() => {
            setEditor({ open: false });
            void refresh();
          }}
        />
      )}
    </section>
  );
}
