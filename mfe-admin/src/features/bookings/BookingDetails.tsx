import { Descriptions, Modal, Typography } from 'antd';
import type { Booking } from '@beacon/shared/schemas';
import { BookingStatus } from '../../components/BookingStatus';
import { BOOKING_TEXT } from '../../content/adminText';
import { formatDateTime, formatDay } from '../../lib/format';
import { EntityHistory } from '../../components/EntityHistory';

/** The View dialog: every field of the request, times formatted, and its history. */
export function BookingDetails({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return (
    <Modal open={booking !== null} title="Booking request" onCancel={onClose} footer={null} destroyOnHidden>
      {booking && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Requester">{booking.requesterName}</Descriptions.Item>
          <Descriptions.Item label="Email">{booking.requesterEmail}</Descriptions.Item>
          <Descriptions.Item label="Event">{booking.eventName}</Descriptions.Item>
          <Descriptions.Item label="Date">{formatDay(booking.eventDate) ?? BOOKING_TEXT.noDate}</Descriptions.Item>
          <Descriptions.Item label="Location">{booking.eventLocation}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <BookingStatus booking={booking} />
          </Descriptions.Item>
          <Descriptions.Item label="Details">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{booking.eventDetails || '—'}</Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label="Created">{formatDateTime(booking.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Updated">{formatDateTime(booking.updatedAt)}</Descriptions.Item>
        </Descriptions>
      )}
      {booking && <EntityHistory entity="booking" id={booking._id} />}
    </Modal>
  );
}
