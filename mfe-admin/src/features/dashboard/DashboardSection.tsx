import { useEffect } from 'react';
import useSWR from 'swr';
import { Card, Col, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { getAdminStats, statsKeys, useApiClient } from '@beacon/shared/api';
import { Link } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';
import { NotAuthorized } from '../../components/NotAuthorized';
import { EmptyText } from '../../components/EmptyText';
import { SectionHeading } from '../../components/SectionHeading';
import { BookingStatus } from '../../components/BookingStatus';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied } from '../../lib/apiErrors';
import { formatDateTime } from '../../lib/format';

const LOAD_FAILED = 'Failed to load the dashboard figures.';

/** Quick stats and recent activity: what needs attention, from the API's figures. */
export function DashboardSection() {
  const client = useApiClient();
  const toast = useToast();
  const { data, error } = useSWR(statsKeys.all, () => getAdminStats(client));

  useEffect(() => {
    if (error && !isAccessDenied(error)) toast.error(LOAD_FAILED);
  }, [error, toast]);

  if (isAccessDenied(error)) return <NotAuthorized />;

  const figures = [
    { title: 'Pending bookings', value: data?.pendingBookings },
    { title: 'Upcoming events', value: data?.upcomingEvents },
    { title: 'Bookings in the last 7 days', value: data?.bookingsLast7Days },
  ];
  return (
    <section aria-labelledby="admin-dashboard">
      <SectionHeading id="admin-dashboard" title="Dashboard" />
      <Typography.Paragraph>Quick stats and recent activity.</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {figures.map((figure) => (
          <Col key={figure.title} xs={24} md={8}>
            <Card>
              <Statistic title={figure.title} value={figure.value ?? '—'} loading={!data && !error} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Recent bookings</h2>}>
        {!data && !error ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <List
            dataSource={data?.recentBookings ?? []}
            locale={{ emptyText: <EmptyText>{error ? LOAD_FAILED : 'No booking requests yet.'}</EmptyText> }}
            renderItem={(booking) => (
              <List.Item extra={<BookingStatus booking={booking} />}>
                <List.Item.Meta
                  title={
                    <Link to={`${paths.admin.bookings.href()}?view=${encodeURIComponent(booking._id)}`}>
                      {booking.requesterName} — {booking.eventName}
                    </Link>
                  }
                  description={`Received ${formatDateTime(booking.createdAt)}`}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </section>
  );
}
