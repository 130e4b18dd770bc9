import { Tag } from 'antd';
import type { Event } from '@beacon/shared/schemas';

/** Featured (isFocused) and Completed (isCompleted), each shown only when set. */
export function EventFlags({ event, empty = null }: { event: Pick<Event, 'isFocused' | 'isCompleted'>; empty?: string | null }) {
  if (!event.isFocused && !event.isCompleted) return empty;
  return (
    <>
      {event.isFocused && <Tag color="blue">Featured</Tag>}
      {event.isCompleted && <Tag>Completed</Tag>}
    </>
  );
}
