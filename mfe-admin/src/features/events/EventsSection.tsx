import { Typography } from '@beacon/shared/ui';

export function EventsSection() {
  return (
    <section aria-labelledby="admin-events">
      <Typography.Title id="admin-events" level={2}>
        Events
      </Typography.Title>
    </section>
  );
}
