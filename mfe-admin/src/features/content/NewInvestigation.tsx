import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import type { InvestigationBody } from '@beacon/shared/schemas';
import { ApiRequestError, INVESTIGATIONS_BASE, createInvestigation, isConflict, useApiClient } from '@beacon/shared/api';
import { useNavigate } from '@beacon/shared/router';
import { Hint } from '../../components/Hint';
import { CONTENT_TEXT } from '../../content/adminText';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { useToast } from '../../hooks/useToast';
import { bodyOfForm, editorPath, emptyInvestigation, fieldErrorsOf, type InvestigationForm } from './contentForm';
import { Group } from './Group';
import { InvestigationFields } from './InvestigationFields';

type NewForm = InvestigationForm & { slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A new investigation: its address and every field, created as a draft; then its editor opens. */
export function NewInvestigation({ base }: { base: string }) {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useRefreshAfterWrite();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewForm>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const slug = Form.useWatch('slug', form) ?? '';

  const create = async (values: NewForm) => {
    setSaving(true);
    try {
      const all = { ...(form.getFieldsValue(true) as NewForm), ...values };
      await createInvestigation(client, all.slug, bodyOfForm('investigation', all) as InvestigationBody);
      toast.success(CONTENT_TEXT.created);
      void refresh('content');
      navigate(editorPath(base, { kind: 'investigation', slug: all.slug }));
    } catch (failure) {
      if (isConflict(failure)) form.setFields([{ name: 'slug', errors: [CONTENT_TEXT.slugTaken] }]);
      else if (failure instanceof ApiRequestError && Object.keys(failure.fields).length > 0) form.setFields(fieldErrorsOf(failure.fields));
      toast.error(CONTENT_TEXT.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="admin-content-new">
      <Typography.Title id="admin-content-new" level={1} tabIndex={-1} style={{ margin: '0 0 16px', fontSize: 28 }}>
        New investigation
      </Typography.Title>
      <Form<NewForm>
        form={form}
        layout="vertical"
        name="content-new"
        requiredMark
        initialValues={{ ...emptyInvestigation(), slug: '' }}
        scrollToFirstError
        onFinish={(values) => void create(values)}
        onFinishFailed={() => toast.error(CONTENT_TEXT.invalid)}
      >
        <Group legend="Address">
          <Form.Item
            name="slug"
            label="Address name"
            rules={[
              { required: true, message: 'Address name is required.' },
              { pattern: SLUG, message: 'Use lower-case letters, digits and single hyphens, e.g. water-contracts.' },
              { min: 2, max: 80, message: 'Use 2 to 80 characters.' },
            ]}
            extra={<Hint>{`The page will be ${INVESTIGATIONS_BASE}/${slug || '…'}`}</Hint>}
          >
            <Input maxLength={80} spellCheck={false} autoComplete="off" />
          </Form.Item>
        </Group>
        <InvestigationFields onBusyChange={setUploading} />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
            Create draft
          </Button>
          <Button onClick={() => navigate(base)}>Cancel</Button>
        </Flex>
      </Form>
    </section>
  );
}
