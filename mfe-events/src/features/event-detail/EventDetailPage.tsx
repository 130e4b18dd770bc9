import { PageMain, Typography } from '@beacon/shared/ui';

export default function EventDetailPage() {
  return (
    <PageMain title="Event">
      <Typography.Title style={{ padding: '24px 16px' }}>Event</Typography.Title>
    </PageMain>
  );
}
