import { Button, Flex, Popconfirm, Typography } from 'antd';
import { BULK_TEXT } from '../content/adminText';

export interface BulkAction {
  label: string;
  /** The one confirmation, naming how many rows it acts on. */
  confirm: string;
  danger?: boolean;
  run: () => Promise<void>;
}

/** Shown while rows are selected: how many, what can be done to all of them, and a way to clear the choice. */
export function BulkBar({ count, actions, busy, onClear }: { count: number; actions: BulkAction[]; busy: boolean; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <Flex role="group" aria-label="Selected rows" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
      <Typography.Text strong>{BULK_TEXT.selected(count)}</Typography.Text>
      {actions.map((action) => (
        <Popconfirm key={action.label} title={action.confirm} okText={action.label.split(' ')[0]} onConfirm={action.run}>
          <Button size="small" type={action.danger ? 'default' : 'primary'} danger={action.danger} loading={busy}>
            {action.label}
          </Button>
        </Popconfirm>
      ))}
      <Button size="small" type="link" onClick={onClear} disabled={busy}>
        {BULK_TEXT.clear}
      </Button>
    </Flex>
  );
}
