import { PageMain, Typography } from '@beacon/shared/ui';

export default function LandingPage() {
  return (
    <PageMain title="Coming Soon">
      <Typography.Title style={{ padding: '24px 16px' }}>We're Building Something Exciting!</Typography.Title>
    </PageMain>
  );
}
