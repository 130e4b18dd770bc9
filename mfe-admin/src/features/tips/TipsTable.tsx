import { useEffect, useMemo } from 'react';
import { Button, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import type { TipStatus, TipSummary } from '@beacon/shared/schemas';
import { EmptyText } from '../../components/EmptyText';
import { RowActions } from '../../components/RowActions';
import { StaleRowAlert } from '../../components/StaleRowAlert';
import { TIPS_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied } from '../../lib/apiErrors';
import { formatDateTime } from '../../lib/format';
import { useTipActions } from './useTipActions';
import { useTipList } from './useTipList';

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<TipStatus, string> = { new: 'blue', read: 'default', answered: 'green', archived: 'default' };

export function TipStatusTag({ status }: { status: TipStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{TIPS_TEXT.status[status]}</Tag>;
}

/** The status, and "Source replied" when the latest message of the conversation is the source's. */
function TipFlags({ tip }: { tip: TipSummary }) {
  return (
    <>
      <TipStatusTag status={tip.status} />
      {tip.lastMessageFrom === 'source' && <Tag color="gold">{TIPS_TEXT.sourceReplied}</Tag>}
    </>
  );
}

/**
 * The inbox's tips (new, read, answered) or the archived ones: when each arrived, its status and whether the source
 * replied last, nothing else (no address, no browser details: the API keeps none). Open, mark read or unread, archive, delete.
 */
export function TipsTable({ archived, onOpen }: { archived: boolean; onOpen: (id: string) => void }) {
  const toast = useToast();
  const { data, error, isLoading } = useTipList();
  const actions = useTipActions();

  useEffect(() => {
    if (error && !isAccessDenied(error)) toast.error(TIPS_TEXT.loadFailed);
  }, [error, toast]);

  const rows = useMemo(() => (data ?? []).filter((tip) => (tip.status === 'archived') === archived), [data, archived]);

  const columns: TableColumnsType<TipSummary> = [
    { title: 'Received', dataIndex: 'receivedAt', render: (at: string) => formatDateTime(at) },
    { title: 'Status', key: 'status', render: (_, tip) => <TipFlags tip={tip} /> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, tip) => {
        const name = TIPS_TEXT.tipName(formatDateTime(tip.receivedAt));
        const busy = actions.busy === tip.id;
        return (
          <RowActions label={`Actions for ${name}`}>
            <Button size="small" type="primary" onClick={() => onOpen(tip.id)} aria-label={`${TIPS_TEXT.open} ${name}`}>
              {TIPS_TEXT.open}
            </Button>
            {tip.status !== 'archived' && (
              <Button
                size="small"
                disabled={busy}
                onClick={() => void actions.setStatus(tip.id, tip.status === 'new' ? 'read' : 'new')}
                aria-label={`${tip.status === 'new' ? TIPS_TEXT.markRead : TIPS_TEXT.markUnread}: ${name}`}
              >
                {tip.status === 'new' ? TIPS_TEXT.markRead : TIPS_TEXT.markUnread}
              </Button>
            )}
            <Button
              size="small"
              disabled={busy}
              onClick={() => void actions.setStatus(tip.id, archived ? 'read' : 'archived')}
              aria-label={`${archived ? TIPS_TEXT.unarchive : TIPS_TEXT.archive}: ${name}`}
            >
              {archived ? TIPS_TEXT.unarchive : TIPS_TEXT.archive}
            </Button>
            <Popconfirm title={TIPS_TEXT.confirmDelete} okText={TIPS_TEXT.delete} onConfirm={() => actions.remove(tip.id)}>
              <Button size="small" danger disabled={busy} aria-label={`${TIPS_TEXT.delete} ${name}`}>
                {TIPS_TEXT.delete}
              </Button>
            </Popconfirm>
          </RowActions>
        );
      },
    },
  ];

  const emptyText = error ? TIPS_TEXT.loadFailed : archived ? TIPS_TEXT.emptyArchived : TIPS_TEXT.empty;
  return (
    <>
      <StaleRowAlert text={actions.gone ? TIPS_TEXT.gone : null} onDismiss={actions.dismissGone} />
      <Table<TipSummary>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
    </>
  );
}
