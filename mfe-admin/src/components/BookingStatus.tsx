import { Tag } from 'antd';
import type { Booking } from '@beacon/shared/schemas';

/** Pending until approved, then Confirmed (there is no way back). */
export function BookingStatus({ booking }: { booking: Pick<Booking, 'isConfirmed'> }) {
  return booking.isConfirmed ? <Tag color="green">Confirmed</Tag> : <Tag color="gold">Pending</Tag>;
}
