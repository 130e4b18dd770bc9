import { Typography } from '@beacon/shared/ui';

export function DashboardSection() {
  return (
    <section aria-labelledby="admin-dashboard">
      <Typography.Title id="admin-dashboard" level={2}>
        Dashboard
      </Typography.Title>
      <Typography.Paragraph>Quick stats and recent activity.</Typography.Paragraph>
    </section>
  );
}
