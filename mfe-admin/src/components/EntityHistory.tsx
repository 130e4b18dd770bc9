import useSWR from 'swr';
import { Skeleton, Typography } from 'antd';
import { auditKeys, entityHistory, useApiClient } from '@beacon/shared/api';
import { EmptyText } from './EmptyText';
import { ACTIVITY_TEXT } from '../content/adminText';
import { ActivityList } from './ActivityList';

/** A booking's or event's history in its View dialog: every recorded action on it, newest first. */
export function EntityHistory({ entity, id }: { entity: 'booking' | 'event'; id: string }) {
  const client = useApiClient();
  const { data, error } = useSWR(auditKeys.page({ entity, entityId: id, limit: 100 }), () => entityHistory(client, entity, id));
  return (
    <section aria-labelledby={`history-${id}`} style={{ marginTop: 16 }}>
      <Typography.Title level={2} id={`history-${id}`} style={{ fontSize: 16, margin: '0 0 8px' }}>
        History
      </Typography.Title>
      {error ? (
        <EmptyText>{ACTIVITY_TEXT.historyFailed}</EmptyText>
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : data.entries.length === 0 ? (
        <EmptyText>{ACTIVITY_TEXT.historyEmpty}</EmptyText>
      ) : (
        <ActivityList entries={data.entries} label="History" />
      )}
    </section>
  );
}
