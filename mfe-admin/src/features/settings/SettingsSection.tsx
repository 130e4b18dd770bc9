import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Button, Card, Descriptions, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { loadBootPayload } from '@beacon/shared';
import { getSettingsStatus, settingsKeys, siteHealthKeys, useApiClient } from '@beacon/shared/api';
import type { IntegrationStatus } from '@beacon/shared/schemas';
import { EmptyText } from '../../components/EmptyText';
import { KeyboardScroll } from '../../components/KeyboardScroll';
import { NotAuthorized } from '../../components/NotAuthorized';
import { CellText } from '../../components/RowActions';
import { SectionHeading } from '../../components/SectionHeading';
import { SETTINGS_TEXT, SITE_HEALTH_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied } from '../../lib/apiErrors';
import { DeployedBuilt } from './DeployedBuilt';
import { ReleasesCard } from './ReleasesCard';
import { readRemoteBuilds, type RemoteBuild } from './remoteBuilds';
import { SiteHealthCard } from './SiteHealthCard';
import { TipsPrivacy } from './TipsPrivacy';

const SERVICE_NAMES: Record<IntegrationStatus['service'], string> = {
  'sign-in': 'Sign-in',
  captcha: 'Captcha',
  email: 'E-mail',
  'mailing-list': 'Mailing list',
  'image-host': 'Image host',
  'video-catalogue': 'Video catalogue',
};

const DATABASES = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as const;

/** 93784 → "1 d 2 h 3 min". */
const uptimeText = (seconds: number): string => {
  const parts = [
    [Math.floor(seconds / 86400), 'd'],
    [Math.floor((seconds % 86400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
  ] as const;
  return (
    parts
      .filter(([value]) => value > 0)
      .map(([value, unit]) => `${value} ${unit}`)
      .join(' ') || 'under a minute'
  );
};

const cardTitle = (text: string) => <h2 style={{ margin: 0, fontSize: 18 }}>{text}</h2>;

const answers = (ok: boolean) => (ok ? <Tag color="green">{SETTINGS_TEXT.answers}</Tag> : <Tag color="red">{SETTINGS_TEXT.noAnswer}</Tag>);

/**
 * How the site is doing (the last hour's traffic, the instances, the last verified backup), what it is connected to
 * right now, whether each service answers, what is deployed, and each remote's releases.
 */
export function SettingsSection() {
  const client = useApiClient();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const status = useSWR(settingsKeys.status(), () => getSettingsStatus(client), { revalidateOnFocus: false });
  const builds = useSWR(['admin', 'remote-builds'], async () => readRemoteBuilds((await loadBootPayload()).remotes), {
    revalidateOnFocus: false,
  });

  useEffect(() => {
    if (status.error && !isAccessDenied(status.error)) toast.error(SETTINGS_TEXT.statusFailed);
  }, [status.error, toast]);

  if (isAccessDenied(status.error)) return <NotAuthorized />;

  const serviceColumns: TableColumnsType<IntegrationStatus> = [
    { title: 'Service', key: 'service', render: (_, row) => SERVICE_NAMES[row.service] },
    {
      title: 'Uses',
      key: 'uses',
      render: (_, row) => (
        <CellText>
          {row.label} {row.remote ? <Tag>{SETTINGS_TEXT.real}</Tag> : <Tag color="gold">{SETTINGS_TEXT.standIn}</Tag>}
        </CellText>
      ),
    },
    { title: 'Live check', key: 'check', render: (_, row) => answers(row.check.ok) },
    { title: 'Latency', key: 'latency', render: (_, row) => `${row.check.latencyMs} ms` },
    { title: 'Detail', key: 'detail', render: (_, row) => <CellText>{row.check.detail}</CellText> },
  ];

  const buildColumns: TableColumnsType<RemoteBuild> = [
    { title: 'Remote', dataIndex: 'name' },
    { title: 'Manifest', key: 'manifest', render: (_, build) => answers(build.answered) },
    { title: 'Version', key: 'version', render: (_, build) => build.version ?? '—' },
    { title: 'Built', key: 'built', render: (_, build) => <DeployedBuilt build={build} /> },
    { title: '@beacon/shared', key: 'shared', render: (_, build) => build.sharedRange ?? '—' },
    { title: 'Address', dataIndex: 'manifestUrl', render: (url: string) => <CellText>{url}</CellText> },
  ];

  const api = status.data?.api;
  return (
    <section aria-labelledby="admin-settings">
      <SectionHeading
        id="admin-settings"
        title="Settings"
        extra={
          <Button
            loading={status.isValidating || builds.isValidating}
            onClick={() => void Promise.all([status.mutate(), builds.mutate(), mutate(siteHealthKeys.health())])}
          >
            {SETTINGS_TEXT.checkAgain}
          </Button>
        }
      />
      <Typography.Paragraph>{SETTINGS_TEXT.intro}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <SiteHealthCard title={cardTitle(SITE_HEALTH_TEXT.title)} />
        <Card title={cardTitle('API')}>
          {api ? (
            <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
              <Descriptions.Item label="Version">{api.version}</Descriptions.Item>
              <Descriptions.Item label="Database">{DATABASES[api.database]}</Descriptions.Item>
              <Descriptions.Item label="Node.js">{api.node}</Descriptions.Item>
              <Descriptions.Item label="Running for">{uptimeText(api.uptimeSeconds)}</Descriptions.Item>
            </Descriptions>
          ) : (
            <EmptyText>{status.error ? SETTINGS_TEXT.statusFailed : SETTINGS_TEXT.checking}</EmptyText>
          )}
        </Card>
        <Card title={cardTitle(SETTINGS_TEXT.tips.title)}>
          {status.data?.tips ? (
            <TipsPrivacy tips={status.data.tips} />
          ) : (
            <EmptyText>{status.error ? SETTINGS_TEXT.statusFailed : SETTINGS_TEXT.checking}</EmptyText>
          )}
        </Card>
        <Card title={cardTitle('Integrations')}>
          <KeyboardScroll label="Integrations">
            <Table<IntegrationStatus>
              rowKey="service"
              columns={serviceColumns}
              dataSource={status.data?.services ?? []}
              loading={status.isLoading}
              locale={{ emptyText: <EmptyText>{status.error ? SETTINGS_TEXT.statusFailed : SETTINGS_TEXT.checking}</EmptyText> }}
              pagination={false}
              scroll={{ x: 'max-content' }}
              size="small"
            />
          </KeyboardScroll>
        </Card>
        <Card title={cardTitle('Deployed remotes')}>
          <KeyboardScroll label="Deployed remotes">
            <Table<RemoteBuild>
              rowKey="name"
              columns={buildColumns}
              dataSource={builds.data ?? []}
              loading={builds.isLoading}
              locale={{ emptyText: <EmptyText>{builds.error ? SETTINGS_TEXT.buildsFailed : SETTINGS_TEXT.noRemotes}</EmptyText> }}
              pagination={false}
              scroll={{ x: 'max-content' }}
              size="small"
            />
          </KeyboardScroll>
        </Card>
        <ReleasesCard title={cardTitle('Releases')} />
      </Flex>
    </section>
  );
}
