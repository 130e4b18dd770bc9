import { Flex, Tag } from 'antd';
import type { ContentState } from '@beacon/shared/schemas';
import { venueDateTime } from '@beacon/shared/time';
import { CONTENT_TEXT } from '../../content/adminText';
import { STATE_LABELS } from './contentForm';

const STATE_COLOURS: Record<ContentState, string> = { published: 'green', draft: 'blue', unpublished: 'default' };

/** Where a record stands: Published / Draft / Unpublished, a waiting draft, and when it is scheduled (with the zone). */
export function RecordState({
  record,
  timeZone,
}: {
  record: { state: ContentState; hasDraft: boolean; scheduledAt: string | null };
  timeZone: string;
}) {
  return (
    <Flex gap={4} wrap>
      <Tag color={STATE_COLOURS[record.state]}>{STATE_LABELS[record.state]}</Tag>
      {record.state === 'published' && record.hasDraft && <Tag color="gold">{CONTENT_TEXT.unpublishedChanges}</Tag>}
      {record.scheduledAt && <Tag color="purple">{CONTENT_TEXT.scheduledFor(venueDateTime(record.scheduledAt, timeZone))}</Tag>}
    </Flex>
  );
}
