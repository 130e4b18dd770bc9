import { PageMain, Typography } from '@beacon/shared/ui';

export default function ElectionPage() {
  return (
    <PageMain title="Election Integrity">
      <Typography.Title style={{ padding: '24px 16px' }}>Election Integrity</Typography.Title>
    </PageMain>
  );
}
