import { useEffect } from 'react';
import useSWR from 'swr';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { auditKeys, getAdminStats, recentActivity, statsKeys, useApiClient } from '@beacon/shared/api';
import { Link } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';
import { StyleSheet } from '@beacon/shared/ui';
import { NotAuthorized } from '../../components/NotAuthorized';
import { EmptyText } from '../../components/EmptyText';
import { SectionHeading } from '../../components/SectionHeading';
import { BookingStatus } from '../../components/BookingStatus';
import { ACTIVITY_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { isAccessDenied } from '../../lib/apiErrors';
import { formatDateTime } from '../../lib/format';
import { ActivityList } from '../../components/ActivityList';

const LOAD_FAILED = 'Failed to load the dashboard figures.';
const RECENT_ACTIVITY = 10;

// A plain list: antd's List is deprecated (6.6), and its replacement is a virtual scroller for long lists.
const css = `
.admin-recent { list-style: none; margin: 0; padding: 0; }
.admin-recent > li { display: flex; gap: 12px; align-items: start; justify-content: space-between; padding: 12px 0;
  border-bottom: 1px solid rgba(255, 255, 255, 0.12); overflow-wrap: anywhere; }
.admin-recent > li:last-child { border-bottom: 0; }
.admin-recent a, .admin-card-link { color: #8ab4ff; }
.admin-recent a:hover, .admin-recent a:focus-visible, .admin-card-link:hover, .admin-card-link:focus-visible { color: #b3cdff; }
`;

const cardTitle = (text: string) => <h2 style={{ margin: 0, fontSize: 18 }}>{text}</h2>;

/** Quick stats and recent activity: what needs attention, from the API's figures and its audit log. */
export function DashboardSection() {
  const client = useApiClient();
  const toast = useToast();
  const { data, error } = useSWR(statsKeys.all, () => getAdminStats(client));
  const activity = useSWR(auditKeys.page({ limit: RECENT_ACTIVITY }), () => recentActivity(client, RECENT_ACTIVITY));

  useEffect(() => {
    if (error && !isAccessDenied(error)) toast.error(LOAD_FAILED);
  }, [error, toast]);

  if (isAccessDenied(error)) return <NotAuthorized />;

  const figures = [
    { title: 'Pending bookings', value: data?.pendingBookings },
    { title: 'Upcoming events', value: data?.upcomingEvents },
    { title: 'Bookings in the last 7 days', value: data?.bookingsLast7Days },
  ];
  const recent = data?.recentBookings ?? [];
  return (
    <section aria-labelledby="admin-dashboard">
      <StyleSheet name="admin-recent" css={css} />
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
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={cardTitle('Recent bookings')}>
            {!data && !error ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : recent.length === 0 ? (
              <EmptyText>{error ? LOAD_FAILED : 'No booking requests yet.'}</EmptyText>
            ) : (
              <ul className="admin-recent" aria-label="Recent bookings">
                {recent.map((booking) => (
                  <li key={booking._id}>
                    <div>
                      <Link to={`${paths.admin.bookings.href()}?view=${encodeURIComponent(booking._id)}`}>
                        {booking.requesterName} — {booking.eventName}
                      </Link>
                      <br />
                      <Typography.Text type="secondary">Received {formatDateTime(booking.createdAt)}</Typography.Text>
                    </div>
                    <BookingStatus booking={booking} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            title={cardTitle('Recent activity')}
            extra={
              <Link className="admin-card-link" to={paths.admin.activity.href()}>
                All activity
              </Link>
            }
          >
            {activity.error ? (
              <EmptyText>{ACTIVITY_TEXT.loadFailed}</EmptyText>
            ) : !activity.data ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : activity.data.entries.length === 0 ? (
              <EmptyText>{ACTIVITY_TEXT.empty}</EmptyText>
            ) : (
              <ActivityList entries={activity.data.entries} label="Recent activity" />
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
