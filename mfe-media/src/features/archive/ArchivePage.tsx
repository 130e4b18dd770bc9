import { PageMain, Typography } from '@beacon/shared/ui';

export default function ArchivePage() {
  return (
    <PageMain title="Video Reports">
      <Typography.Title style={{ padding: '24px 16px' }}>Video Reports</Typography.Title>
    </PageMain>
  );
}
