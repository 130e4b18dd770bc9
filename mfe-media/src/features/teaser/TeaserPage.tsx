import { PageMain, Typography } from '@beacon/shared/ui';

export default function TeaserPage() {
  return (
    <PageMain title="New Investigation Coming Soon">
      <Typography.Title style={{ padding: '24px 16px' }}>New Investigation Coming Soon</Typography.Title>
    </PageMain>
  );
}
