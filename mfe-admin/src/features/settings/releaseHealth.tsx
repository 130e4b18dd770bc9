import { Tag, Typography } from 'antd';
import type { ReleaseStatus } from '@beacon/shared/schemas';
import { formatDateTime } from '../../lib/format';

/** A release's health in words: why it is failing, or its last hour's counts. */
export function healthText(release: ReleaseStatus): string {
  const { health, autoRolledBack } = release;
  if (autoRolledBack)
    return `Rolled back automatically ${formatDateTime(autoRolledBack.at)}${autoRolledBack.reason ? `: ${autoRolledBack.reason}` : ''}`;
  const counts = `${health.failures} ${health.failures === 1 ? 'failure' : 'failures'} in ${health.loads} ${health.loads === 1 ? 'load' : 'loads'}`;
  return release.failing ? `Failing: ${counts} in the last hour` : `${counts} (last hour)`;
}

/** The health cell: a red tag for a failing release, plain counts otherwise. */
export function ReleaseHealthCell({ release }: { release: ReleaseStatus }) {
  if (!release.failing) return <Typography.Text>{healthText(release)}</Typography.Text>;
  return (
    <>
      <Tag color="red">{release.autoRolledBack ? 'Rolled back' : 'Failing'}</Tag>
      <Typography.Text>{healthText(release)}</Typography.Text>
    </>
  );
}
