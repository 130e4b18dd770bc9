import { Descriptions, Modal } from 'antd';
import type { Event } from '@beacon/shared/schemas';
import { venueDateTime } from '@beacon/shared/time';
import { formatDateTime } from '../../lib/format';
import { EntityHistory } from '../../components/EntityHistory';
import { DescriptionPreview } from './DescriptionPreview';
import { EventFlags } from './EventFlags';
import { EventStatusTag } from './EventStatus';

/** The View dialog of an event: every field, the description as the public page shows it, and its history. */
export function EventDetails({ event, onClose }: { event: Event | null; onClose: () => void }) {
  return (
    <Modal open={event !== null} title="Event" onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {event && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Title">{event.title}</Descriptions.Item>
          <Descriptions.Item label="Date">{venueDateTime(event.date, event.timeZone)}</Descriptions.Item>
          <Descriptions.Item label="Time zone">{event.timeZone}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <EventStatusTag status={event.status} />
            {event.status === 'postponed' &&
              (event.previousDate ? (
                <>
                  Moved from{' '}
                  <del>
                    <time dateTime={event.previousDate}>{venueDateTime(event.previousDate, event.timeZone)}</time>
                  </del>
                </>
              ) : (
                'The new date is to be announced.'
              ))}
          </Descriptions.Item>
          <Descriptions.Item label="Location">{event.location}</Descriptions.Item>
          <Descriptions.Item label="Category">{event.category}</Descriptions.Item>
          <Descriptions.Item label="Created By">{event.createdBy ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Flags">
            <EventFlags event={event} empty="—" />
          </Descriptions.Item>
          <Descriptions.Item label="Image">
            {event.imageUrl ? (
              <img src={event.imageUrl} alt={`Image of ${event.title}`} style={{ width: 240, aspectRatio: '16 / 9', objectFit: 'cover' }} />
            ) : (
              'None (the site shows a placeholder)'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Description">
            <DescriptionPreview html={event.description ?? ''} label="Description" />
          </Descriptions.Item>
          <Descriptions.Item label="Created">{formatDateTime(event.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Updated">{formatDateTime(event.updatedAt)}</Descriptions.Item>
        </Descriptions>
      )}
      {event && <EntityHistory entity="event" id={event._id} />}
    </Modal>
  );
}
