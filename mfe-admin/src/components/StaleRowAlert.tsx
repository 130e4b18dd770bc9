import { Alert, Button } from 'antd';

/** What happened when an action found its row deleted or changed by someone else; stays until dismissed. */
export function StaleRowAlert({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  if (!text) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={text}
      action={
        <Button size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    />
  );
}
