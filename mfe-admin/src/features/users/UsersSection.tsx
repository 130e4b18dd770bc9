import { Typography } from '@beacon/shared/ui';

export function UsersSection() {
  return (
    <section aria-labelledby="admin-users">
      <Typography.Title id="admin-users" level={2}>
        Users
      </Typography.Title>
      <Typography.Paragraph>Invite, search, and manage roles.</Typography.Paragraph>
    </section>
  );
}
