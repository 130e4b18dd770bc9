import { Alert, Button } from 'antd';
import type { BulkResult } from '@beacon/shared/schemas';
import { BULK_TEXT } from '../content/adminText';

export interface BulkReport {
  /** Past tense of what was done: "Approved", "Deleted". */
  verb: string;
  result: BulkResult;
  /** Each row's name as the table showed it, by id. */
  names: ReadonlyMap<string, string>;
}

/** Every row's outcome of a bulk action: how many worked, and for each row what happened. Stays until dismissed. */
export function BulkOutcomeAlert({ report, onDismiss }: { report: BulkReport | null; onDismiss: () => void }) {
  if (!report) return null;
  const { verb, result, names } = report;
  return (
    <Alert
      type={result.failed === 0 ? 'success' : 'warning'}
      showIcon
      role={result.failed === 0 ? 'status' : 'alert'}
      style={{ marginBottom: 16 }}
      title={BULK_TEXT.summary(verb, result.succeeded, result.results.length)}
      description={
        <ul aria-label="Outcome per row" style={{ margin: 0, paddingInlineStart: 20 }}>
          {result.results.map((row) => (
            <li key={row.id}>
              {names.get(row.id) ?? row.id}: {BULK_TEXT.outcome[row.outcome]}
            </li>
          ))}
        </ul>
      }
      action={
        <Button size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    />
  );
}
