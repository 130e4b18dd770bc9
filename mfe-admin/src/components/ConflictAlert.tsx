import { Alert, Button } from 'antd';

/**
 * Said when the API refused an edit because someone else saved first (409): what happened, and a
 * button that loads their version (what was typed stays until it is pressed).
 */
export function ConflictAlert({
  text,
  reloadLabel,
  loading,
  onReload,
}: {
  text: string;
  reloadLabel: string;
  loading?: boolean;
  onReload: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={text}
      action={
        <Button size="small" loading={loading} onClick={onReload}>
          {reloadLabel}
        </Button>
      }
    />
  );
}
