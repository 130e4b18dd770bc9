import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Modal, Switch, Flex, Typography } from 'antd';
import { ApiRequestError, createEvent, getEvent, isConflict, updateEvent, useApiClient } from '@beacon/shared/api';
import type { Event } from '@beacon/shared/schemas';
import { CONFLICT_TEXT, EVENT_TEXT } from '../../content/adminText';
import { useToast } from '../../hooks/useToast';
import { DescriptionPreview } from './DescriptionPreview';
import { DATE_TIME_FORMAT, emptyEventForm, eventFormValues, formFieldErrors, toEventPayload, type EventFormValues } from './eventForm';
import { ImageUpload } from './ImageUpload';

// antd's hint grey is below 4.5:1 on the dark dialog.
const HINT_COLOR = 'rgba(255, 255, 255, 0.78)';

const required = (label: string) => [{ required: true, whitespace: true, message: `${label} is required.` }];

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
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [conflict, setConflict] = useState(false);
  const description = Form.useWatch('description', form) ?? '';
  const editing = event !== null;

  const save = async () => {
    let values: EventFormValues;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(EVENT_TEXT.saveFailed);
      return;
    }
    const { date, ...payload } = toEventPayload(values, editing);
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
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={uploading} onClick={() => void save()}>
          Save
        </Button>,
      ]}
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={CONFLICT_TEXT.event}
          action={
            <Button size="small" onClick={() => void reloadCurrent()}>
              {CONFLICT_TEXT.reload}
            </Button>
          }
        />
      )}
      <Form<EventFormValues>
        form={form}
        layout="vertical"
        name="event"
        requiredMark
        initialValues={event ? eventFormValues(event) : emptyEventForm()}
      >
        <Form.Item name="title" label="Title" rules={required('Title')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="category" label="Category" rules={required('Category')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="date" label="Date & Time" rules={[{ required: true, message: 'Date & Time is required.' }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
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
          extra={<span style={{ color: HINT_COLOR }}>Plain text or simple HTML (paragraphs, lists, links, emphasis).</span>}
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
          <ImageUpload onBusyChange={setUploading} id="event-image" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
