import { PageMain, Typography } from '@beacon/shared/ui';

export default function SpeakingPage() {
  return (
    <PageMain title="Speaking">
      <Typography.Title style={{ padding: '24px 16px' }}>Speaking & Booking</Typography.Title>
    </PageMain>
  );
}
