import { useState } from 'react';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { RELEASES_TEXT } from '../../content/adminText';

interface CanaryDialogProps {
  /** The release to put on a share of visitors, or null when the dialog is closed. */
  release: string | null;
  /** The current share, when the release is the candidate already. */
  percent: number | null;
  onSubmit: (percent: number) => Promise<void>;
  onClose: () => void;
}

/** Asks for the share of visitors (1–99 %) who get a candidate release. */
export function CanaryDialog({ release, percent, onSubmit, onClose }: CanaryDialogProps) {
  const [value, setValue] = useState<number | null>(percent ?? 10);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (value === null) return;
    setBusy(true);
    try {
      await onSubmit(value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={release !== null}
      title={`${RELEASES_TEXT.canaryTitle}: ${release ?? ''}`}
      okText={RELEASES_TEXT.canaryStart}
      okButtonProps={{ disabled: value === null, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={RELEASES_TEXT.canaryShare} htmlFor="canary-percent" extra={RELEASES_TEXT.canaryHelp}>
          <InputNumber id="canary-percent" min={1} max={99} precision={0} value={value} onChange={(next) => setValue(next)} autoFocus />
        </Form.Item>
      </Form>
      {percent ? <Typography.Text type="secondary">{`Now ${percent} %.`}</Typography.Text> : null}
    </Modal>
  );
}
