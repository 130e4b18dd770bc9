import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button, Flex, Input, type TableColumnsType } from 'antd';
import { auditKeys, listAuditActors, listAuditEntries, useApiClient } from '@beacon/shared/api';
import type { AuditEntry } from '@beacon/shared/schemas';
import { StyleSheet } from '@beacon/shared/ui';
import { EmptyText } from '../../components/EmptyText';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { NotAuthorized } from '../../components/NotAuthorized';
import { CellText } from '../../components/RowActions';
import { SectionHeading } from '../../components/SectionHeading';
import { ACTIVITY_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied } from '../../lib/apiErrors';
import { formatDateTime } from '../../lib/format';
import {
  activityQuery,
  ENTITY_LABELS,
  hasActivityFilters,
  isAuditEntity,
  NO_ACTIVITY_FILTERS,
  personLabel,
  type ActivityFilters,
} from './activityFilters';
import { actionText, actorName, changesOf, reasonOf, subjectOf } from '../../lib/auditText';

const PAGE_SIZE = 25;

// Native selects: fully keyboard- and screen-reader-operable, drawn in the dark inputs' colours.
const css = `
.admin-select { height: 32px; min-width: 180px; padding: 0 8px; border: 1px solid rgba(255, 255, 255, 0.4); border-radius: 6px;
  background: #141414; color: #fff; font: inherit; font-size: 14px; }
.admin-select:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 1px; }
`;

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 4, minWidth: 160 } as const;

/** Who did what: the API's audit log, newest first, a page at a time, filtered by person, kind of item and days. */
export function ActivitySection() {
  const client = useApiClient();
  const toast = useToast();
  const [filters, setFilters] = useState<ActivityFilters>(NO_ACTIVITY_FILTERS);
  // The cursors of the pages before this one: Older pushes the answer's nextCursor, Newer pops.
  const [cursors, setCursors] = useState<string[]>([]);
  const query = activityQuery(filters, PAGE_SIZE, cursors.at(-1));
  const { data, error, isLoading } = useSWR(auditKeys.page(query), () => listAuditEntries(client, query));
  const actors = useSWR(auditKeys.actors(), () => listAuditActors(client));

  useEffect(() => {
    if (error && !isAccessDenied(error)) toast.error(ACTIVITY_TEXT.loadFailed);
  }, [error, toast]);

  if (isAccessDenied(error)) return <NotAuthorized />;

  const filter = (change: Partial<ActivityFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setCursors([]);
  };

  const columns: TableColumnsType<AuditEntry> = [
    { title: 'When', dataIndex: 'at', width: '14%', render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time> },
    { title: 'Who', key: 'who', width: '15%', render: (_, entry) => <CellText>{actorName(entry)}</CellText> },
    { title: 'Action', key: 'action', width: '20%', render: (_, entry) => actionText(entry) },
    { title: 'Item', key: 'item', width: '23%', render: (_, entry) => <CellText>{subjectOf(entry) ?? '—'}</CellText> },
    {
      title: 'Changes',
      key: 'changes',
      width: '28%',
      render: (_, entry) => (
        <CellText>
          {reasonOf(entry) ??
            (changesOf(entry)
              .map((change) => `${change.field}: ${change.before} → ${change.after}`)
              .join('; ') ||
              '—')}
        </CellText>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-activity">
      <StyleSheet name="admin-activity-filters" css={css} />
      <SectionHeading id="admin-activity" title="Activity" />
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <div style={fieldStyle}>
          <label htmlFor="activity-person">Person</label>
          <select
            id="activity-person"
            className="admin-select"
            value={filters.actorId ?? ''}
            onChange={(event) => filter({ actorId: event.target.value || null })}
          >
            <option value="">Everyone</option>
            {(actors.data ?? []).map((actor) => (
              <option key={actor.id} value={actor.id}>
                {personLabel(actor)}
              </option>
            ))}
          </select>
        </div>
        <div style={fieldStyle}>
          <label htmlFor="activity-entity">Item</label>
          <select
            id="activity-entity"
            className="admin-select"
            value={filters.entity ?? ''}
            onChange={(event) => filter({ entity: isAuditEntity(event.target.value) ? event.target.value : null })}
          >
            <option value="">Everything</option>
            {Object.entries(ENTITY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div style={fieldStyle}>
          <label htmlFor="activity-from">From</label>
          <Input id="activity-from" type="date" value={filters.from} onChange={(event) => filter({ from: event.target.value })} />
        </div>
        <div style={fieldStyle}>
          <label htmlFor="activity-to">To</label>
          <Input id="activity-to" type="date" value={filters.to} onChange={(event) => filter({ to: event.target.value })} />
        </div>
        {hasActivityFilters(filters) && <Button onClick={() => filter(NO_ACTIVITY_FILTERS)}>Clear filters</Button>}
      </Flex>
      <ResponsiveTable<AuditEntry>
        rowKey="id"
        label="Activity entries"
        cardTitle={(entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>}
        columns={columns}
        dataSource={data?.entries ?? []}
        loading={isLoading}
        locale={{
          emptyText: (
            <EmptyText>
              {error ? ACTIVITY_TEXT.loadFailed : hasActivityFilters(filters) ? ACTIVITY_TEXT.noMatch : ACTIVITY_TEXT.empty}
            </EmptyText>
          ),
        }}
        pagination={false}
        size="middle"
      />
      <Flex gap={8} justify="end" style={{ marginTop: 12 }}>
        <Button disabled={cursors.length === 0} onClick={() => setCursors((stack) => stack.slice(0, -1))}>
          Newer
        </Button>
        <Button
          disabled={!data?.nextCursor}
          onClick={() => {
            const next = data?.nextCursor;
            if (next) setCursors((stack) => [...stack, next]);
          }}
        >
          Older
        </Button>
      </Flex>
    </section>
  );
}
