import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Switch, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useConfig } from '@beacon/shared';
import { ApiRequestError, createEvent, getEvent, isConflict, updateEvent, useApiClient } from '@beacon/shared/api';
import { EVENT_STATUSES, type Event } from '@beacon/shared/schemas';
import { venueDateTime } from '@beacon/shared/time';
import { WarningAlert } from '../../components/WarningAlert';
import { Hint } from '../../components/Hint';
import { CONFLICT_TEXT, EVENT_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { DescriptionPreview } from './DescriptionPreview';
import { emptyEventForm, eventFormValues, formFieldErrors, previousDateOf, toEventPayload, type EventFormValues } from './eventForm';
import { STATUS_LABELS } from './EventStatus';
import { ImageUpload } from './ImageUpload';
import { defaultTimeZone } from './timeZones';
import { TimeZoneSelect } from './TimeZoneSelect';
import { instantOfPickerValue } from '../../lib/wallClock';
import { WallClockField } from './WallClockField';

const required = (label: string) => [{ required: true, whitespace: true, message: `${label} is required.` }];

const STATUS_OPTIONS = EVENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** The end, when given, is after the start, both read at the venue (the API refuses it otherwise). */
const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: keyof EventFormValues) => unknown }) => ({
  validator: async (_rule: unknown, end: Dayjs | null | undefined) => {
    const start = getFieldValue('date') as Dayjs | null;
    const timeZone = getFieldValue('timeZone') as string;
    if (!end?.isValid() || !start?.isValid() || !timeZone) return;
    const from = instantOfPickerValue(start, timeZone, getFieldValue('dateOccurrence') as 'earlier' | 'later' | null);
    const to = instantOfPickerValue(end, timeZone, getFieldValue('endOccurrence') as 'earlier' | 'later' | null);
    if (from && to && to.getTime() <= from.getTime()) throw new Error('The end must be after the start.');
  },
});

/**
 * Add or edit an event. An edit names the version it started from; when someone else saved the event
 * meanwhile the API refuses it (409) and the dialog says so and offers the current version. A refused
 * save keeps everything typed and puts the server's messages on the fields.
 */
export function EventFormDialog({
  event,
  onClose,
  onSaved,
}: {
  /** null: a new event. Mounted per opening, so the form starts from this event. */
  event: Event | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useApiClient();
  const toast = useToast();
  const [form] = Form.useForm<EventFormValues>();
  const [version, setVersion] = useState<string | null>(event?.updatedAt ?? null);
  /** The saved event the form edits: where a postponed event moves from is reckoned from it. */
  const [saved, setSaved] = useState<Event | null>(event);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [conflict, setConflict] = useState(false);
  const description = Form.useWatch('description', form) ?? '';
  const picked = Form.useWatch('date', form);
  const pickedOccurrence = Form.useWatch('dateOccurrence', form);
  const timeZone = Form.useWatch('timeZone', form);
  const status = Form.useWatch('status', form);
  const editing = event !== null;
  const { site } = useConfig();
  // A new event starts in the organisation's zone (the API's default too); an edit in its own.
  const [initialValues] = useState<EventFormValues>(() =>
    event ? eventFormValues(event) : emptyEventForm(defaultTimeZone(site.timeZone)),
  );

  /** The picked time read at the venue, and the date a postponed event moves from, as staff will see them saved. */
  const atVenue = (picked?.isValid() && timeZone && instantOfPickerValue(picked, timeZone, pickedOccurrence)?.toISOString()) || null;
  const movedFrom = status && timeZone ? previousDateOf(status, atVenue, saved) : null;
  const statusHint =
    status === 'cancelled'
      ? 'The site shows it as cancelled and no longer offers it for calendars.'
      : status === 'postponed'
        ? movedFrom && timeZone
          ? `Moved from ${venueDateTime(movedFrom, timeZone)}.`
          : 'Set the new date above: the site then shows the old one struck through. Until then it says the new date will be announced.'
        : null;

  const save = async () => {
    let values: EventFormValues;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(EVENT_TEXT.saveFailed);
      return;
    }
    const { date, ...payload } = toEventPayload(values, saved);
    if (date === null) {
      form.setFields([{ name: 'date', errors: ['Date & Time is required.'] }]);
      toast.error(EVENT_TEXT.saveFailed);
      return;
    }
    setSaving(true);
    try {
      if (event) await updateEvent(client, event._id, { ...payload, date }, undefined, version ?? undefined);
      else await createEvent(client, { ...payload, date });
      toast.success(editing ? EVENT_TEXT.updated : EVENT_TEXT.created);
      onSaved();
    } catch (failure) {
      if (isConflict(failure)) {
        setConflict(true);
      } else {
        toast.error(EVENT_TEXT.saveFailed);
        if (failure instanceof ApiRequestError) form.setFields(formFieldErrors(failure.fields));
      }
    } finally {
      setSaving(false);
    }
  };

  /** Replaces what was typed with the version someone else saved, and edits from there. */
  const reloadCurrent = async () => {
    if (!event) return;
    try {
      const current = await getEvent(client, event._id);
      form.setFieldsValue(eventFormValues(current));
      setVersion(current.updatedAt);
      setSaved(current);
      setConflict(false);
    } catch {
      toast.error(EVENT_TEXT.loadFailed);
    }
  };

  const title = editing ? 'Edit event' : 'Add event';
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={uploading} onClick={() => void save()}>
          Save
        </Button>,
      ]}
    >
      {conflict && <WarningAlert text={CONFLICT_TEXT.event} actionLabel={CONFLICT_TEXT.reload} onAction={() => void reloadCurrent()} />}
      <Form<EventFormValues> form={form} layout="vertical" name="event" requiredMark initialValues={initialValues}>
        <Form.Item name="title" label="Title" rules={required('Title')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="category" label="Category" rules={required('Category')}>
          <Input maxLength={60} />
        </Form.Item>
        <Flex gap={16} wrap>
          <WallClockField
            form={form}
            name="date"
            occurrenceName="dateOccurrence"
            label="Date & Time"
            choiceLabel="Which start time"
            rules={[{ required: true, message: 'Date & Time is required.' }]}
            emptyHint="At the venue, in its time zone."
          />
          <Form.Item
            name="timeZone"
            label="Time zone"
            rules={[{ required: true, message: 'Time zone is required.' }]}
            style={{ flex: '1 1 240px' }}
          >
            <TimeZoneSelect />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <WallClockField
            form={form}
            name="endDate"
            occurrenceName="endOccurrence"
            label="Ends"
            choiceLabel="Which end time"
            rules={[endAfterStart]}
            emptyHint="Optional: without an end, calendars take two hours."
          />
        </Flex>
        <Form.Item name="status" label="Status" extra={statusHint && <Hint>{statusHint}</Hint>}>
          <Radio.Group options={STATUS_OPTIONS} aria-label="Status" />
        </Form.Item>
        <Form.Item name="location" label="Location" rules={required('Location')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="createdBy" label="Created By">
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          extra={<Hint>Plain text or simple HTML (paragraphs, lists, links, emphasis).</Hint>}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
        <Typography.Text strong>Preview</Typography.Text>
        <div style={{ border: '1px solid rgba(255,255,255,0.2)', borderRadius: 6, padding: 12, margin: '4px 0 16px' }}>
          <DescriptionPreview html={description} label="Description preview" />
        </div>
        <Flex gap={24} wrap>
          <Form.Item name="isFocused" label="Featured" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="isCompleted" label="Completed" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Form.Item name="image" label="Image">
          <ImageUpload onBusyChange={setUploading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
