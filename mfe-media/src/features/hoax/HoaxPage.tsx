import { PageMain, Typography } from '@beacon/shared/ui';

export default function HoaxPage() {
  return (
    <PageMain title="Hoax Investigation">
      <Typography.Title style={{ padding: '24px 16px' }}>Hoax Investigation</Typography.Title>
    </PageMain>
  );
}
