import { Alert, Button } from 'antd';

/**
 * A warning that stays until acted on, with its one action beside it: someone else changed or deleted
 * what was being edited (Dismiss, or load their version; what was typed stays until then).
 */
export function WarningAlert({
  text,
  actionLabel,
  loading,
  onAction,
}: {
  text: string;
  actionLabel: string;
  loading?: boolean;
  onAction: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={text}
      action={
        <Button size="small" loading={loading} onClick={onAction}>
          {actionLabel}
        </Button>
      }
    />
  );
}
