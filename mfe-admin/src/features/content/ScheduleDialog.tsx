import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { DatePicker, Form, Modal, Typography } from 'antd';
import { venueDateTime } from '@beacon/shared/time';
import { CONTENT_TEXT } from '../../content/adminText';
import { instantOfPickerValue, readPickerValue } from '../../lib/wallClock';

/** Read when the person submits, not while rendering. */
const isFuture = (instant: Date): boolean => instant.getTime() > Date.now();

/**
 * Picks when the draft is published: a date and time on the organisation's clocks (whatever zone this
 * browser is in), shown back with the zone, refused unless it is in the future.
 */
export function ScheduleDialog({
  timeZone,
  busy,
  onSchedule,
  onClose,
}: {
  timeZone: string;
  busy: boolean;
  onSchedule: (at: Date) => void;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reading = picked?.isValid() ? readPickerValue(picked, timeZone) : null;
  const instant = picked?.isValid() ? instantOfPickerValue(picked, timeZone, 'earlier') : null;

  const submit = () => {
    if (!instant) {
      setProblem(reading?.kind === 'skipped' ? CONTENT_TEXT.scheduleSkipped : 'Choose a date and time.');
      return;
    }
    if (!isFuture(instant)) {
      setProblem(CONTENT_TEXT.scheduleFuture);
      return;
    }
    onSchedule(instant);
  };

  return (
    <Modal
      open
      title="Schedule publication"
      okText="Schedule"
      onOk={submit}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph>The draft is published then, once. Times are in the organisation’s time zone, {timeZone}.</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={`Date and time (${timeZone})`}
          htmlFor="content-schedule-at"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? (instant ? `Publishes ${venueDateTime(instant, timeZone)}` : undefined)}
        >
          <DatePicker
            id="content-schedule-at"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={picked}
            onChange={(value) => {
              setPicked(value);
              setProblem(null);
            }}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
