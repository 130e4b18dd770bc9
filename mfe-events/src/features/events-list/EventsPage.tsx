import { PageMain, Typography } from '@beacon/shared/ui';

export default function EventsPage() {
  return (
    <PageMain title="Events">
      <Typography.Title style={{ padding: '24px 16px' }}>Join Us at Events</Typography.Title>
    </PageMain>
  );
}
