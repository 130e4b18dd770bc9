import type { ReactNode } from 'react';
import useSWR from 'swr';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { getSiteHealth, siteHealthKeys, useApiClient } from '@beacon/shared/api';
import type { SiteHealth, SiteInstance } from '@beacon/shared/schemas';
import { EmptyText } from '../../components/EmptyText';
import { SITE_HEALTH_TEXT as TEXT } from '../../content/adminText';
import { formatDateTime } from '../../lib/format';
import { MinuteChart } from './MinuteChart';
import { countText, msText, nothingMeasured, pointsOf, type SeriesName, type ValueText } from './minuteSeries';

/** The lines' colours on the dark card: the area's light blue and red (3:1 or more against it). */
const BLUE = '#8ab4ff';
const RED = '#ff6b66';
const STATE_COLORS: Record<SiteInstance['state'], string> = { up: 'green', down: 'red', draining: 'gold' };

/** The three charts: which series, how a value reads, and the line's colour. */
const CHARTS = [
  { series: 'requests', title: TEXT.requests, say: countText('request', 'requests'), kind: 'count', color: BLUE },
  { series: 'errors', title: TEXT.errors, say: countText('error', 'errors'), kind: 'count', color: RED },
  { series: 'p95Ms', title: TEXT.latency, say: msText, kind: 'latency', color: BLUE },
] as const satisfies readonly { series: SeriesName; title: string; say: ValueText; kind: 'count' | 'latency'; color: string }[];

function Charts({ health }: { health: SiteHealth }) {
  if (health.seriesProblem) return <Alert type="warning" showIcon title={TEXT.noSeries} description={health.seriesProblem} />;
  if (nothingMeasured(health.minutes)) return <EmptyText>{TEXT.nothingMeasured}</EmptyText>;
  return (
    <Flex wrap gap={24}>
      {CHARTS.map((chart) => (
        <MinuteChart key={chart.series} {...chart} points={pointsOf(health.minutes, chart.series)} />
      ))}
    </Flex>
  );
}

function Instances({ instances }: { instances: SiteInstance[] }) {
  if (instances.length === 0) return <EmptyText>{TEXT.noInstances}</EmptyText>;
  return (
    <ul aria-label={TEXT.instances} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {instances.map((instance) => (
        <li key={instance.name}>
          <Tag color={STATE_COLORS[instance.state]}>
            {instance.name} ({TEXT.roles[instance.role]}): {TEXT.states[instance.state]}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/**
 * Site health for staff: the last hour's requests, errors and p95 latency as charts, each instance's state and
 * when a backup was last restored and checked.
 */
export function SiteHealthCard({ title }: { title: ReactNode }) {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR(siteHealthKeys.health(), () => getSiteHealth(client), { revalidateOnFocus: false });

  let body: ReactNode;
  if (data) {
    body = (
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{data.source === 'prometheus' ? TEXT.fromPrometheus : TEXT.fromProcess}</Typography.Text>
        <Charts health={data} />
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={TEXT.instances}>
            <Instances instances={data.instances} />
          </Descriptions.Item>
          <Descriptions.Item label={TEXT.backup}>
            {data.lastVerifiedBackupAt ? (
              formatDateTime(data.lastVerifiedBackupAt)
            ) : (
              <>
                <Tag color="gold">{TEXT.never}</Tag> {TEXT.neverNote}
              </>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    );
  } else if (error && !isLoading) {
    body = (
      <Alert
        type="error"
        showIcon
        title={TEXT.failed}
        action={
          <Button size="small" onClick={() => void mutate()}>
            {TEXT.tryAgain}
          </Button>
        }
      />
    );
  } else {
    body = <EmptyText>{TEXT.loading}</EmptyText>;
  }

  return (
    <Card title={title} aria-busy={isLoading}>
      {body}
    </Card>
  );
}
