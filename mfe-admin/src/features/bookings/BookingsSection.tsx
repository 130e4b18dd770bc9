import { Typography } from '@beacon/shared/ui';

export function BookingsSection() {
  return (
    <section aria-labelledby="admin-bookings">
      <Typography.Title id="admin-bookings" level={2}>
        Bookings
      </Typography.Title>
    </section>
  );
}
