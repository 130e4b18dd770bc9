import { Tag } from 'antd';
import type { EventStatus as Status } from '@beacon/shared/schemas';

/** The statuses in the words the public pages use. */
export const STATUS_LABELS: Record<Status, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
};

// antd's red tag on the dark dialog is below 4.5:1: the public chip's light red on a red outline instead.
const CANCELLED_STYLE = { color: '#ff8a80', borderColor: '#ff6b6b', background: 'transparent' };

/** Where the event stands, as a tag. */
export function EventStatusTag({ status }: { status: Status }) {
  if (status === 'cancelled') return <Tag style={CANCELLED_STYLE}>{STATUS_LABELS.cancelled}</Tag>;
  return <Tag color={status === 'postponed' ? 'gold' : 'green'}>{STATUS_LABELS[status]}</Tag>;
}
