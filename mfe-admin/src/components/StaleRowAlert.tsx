import { WarningAlert } from './WarningAlert';

/** What happened when an action found its row deleted or changed by someone else; stays until dismissed. */
export function StaleRowAlert({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  if (!text) return null;
  return <WarningAlert text={text} actionLabel="Dismiss" onAction={onDismiss} />;
}
