import { Typography } from '@beacon/shared/ui';

export function SettingsSection() {
  return (
    <section aria-labelledby="admin-settings">
      <Typography.Title id="admin-settings" level={2}>
        Settings
      </Typography.Title>
      <Typography.Paragraph>Platform preferences and integrations.</Typography.Paragraph>
    </section>
  );
}
