import { PageMain, Typography } from '@beacon/shared/ui';

export default function PlayerPage() {
  return (
    <PageMain title="Video">
      <Typography.Title style={{ padding: '24px 16px' }}>Video Player</Typography.Title>
    </PageMain>
  );
}
