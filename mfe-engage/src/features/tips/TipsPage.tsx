import { PageMain, Typography } from '@beacon/shared/ui';

export default function TipsPage() {
  return (
    <PageMain title="Tips">
      <Typography.Title style={{ padding: '24px 16px' }}>Media Tips</Typography.Title>
    </PageMain>
  );
}
