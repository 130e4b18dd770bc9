import { useSyncExternalStore, type Key, type ReactNode } from 'react';
import { Checkbox, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import { BREAKPOINTS, StyleSheet } from '@beacon/shared/ui';

/** Below this width a row is a card: a table's columns do not fit a phone side by side. */
export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.sm - 1}px)`;

const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is phone-sized (never on the server, which renders the table). */
export const usePhoneLayout = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );

const css = `
.admin-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.admin-card { border: 1px solid rgba(255, 255, 255, 0.16); border-radius: 8px; padding: 12px; overflow-wrap: anywhere; }
.admin-card-head { display: flex; gap: 8px; align-items: flex-start; margin-bottom: 8px; font-weight: 600; }
.admin-card dl { display: grid; grid-template-columns: minmax(5.5em, auto) 1fr; gap: 4px 12px; margin: 0; }
.admin-card dt { opacity: 0.75; }
.admin-card dd { margin: 0; min-width: 0; }
.admin-card-actions { margin-top: 10px; }
.admin-card-actions .admin-row-actions { flex-direction: row; flex-wrap: wrap; }
`;

type Column<T> = TableColumnType<T>;

/** What a column shows for a row, as the table would render it. */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex;
  const value = typeof path === 'string' || typeof path === 'number' ? (row as Record<string | number, unknown>)[path] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value as ReactNode;
}

export interface ResponsiveTableProps<T> extends Omit<TableProps<T>, 'columns' | 'rowKey' | 'scroll'> {
  columns: Column<T>[];
  rowKey: keyof T & string;
  /** The card's heading: what the row is (its first column by default). */
  cardTitle: (row: T) => ReactNode;
  /** The list of cards' accessible name. */
  label: string;
}

/**
 * An admin table that fits: on wide screens a table whose columns share the width (long text wraps, never a
 * sideways scroll), on a phone one card per row with each column as a labelled line and the actions last.
 */
export function ResponsiveTable<T extends object>({ columns, rowKey, cardTitle, label, ...table }: ResponsiveTableProps<T>) {
  const phone = usePhoneLayout();
  if (!phone) return <Table<T> {...table} columns={columns} rowKey={rowKey} tableLayout="fixed" />;
  const rows = table.dataSource ?? [];
  const selection = table.rowSelection;
  const keyOf = (row: T): Key => row[rowKey] as Key;
  const selected = new Set(selection?.selectedRowKeys ?? []);
  const toggle = (row: T, on: boolean) => {
    const keys = [...selected].filter((key) => key !== keyOf(row));
    const next = on ? [...keys, keyOf(row)] : keys;
    selection?.onChange?.(
      next,
      rows.filter((each) => next.includes(keyOf(each))),
      { type: 'multiple' },
    );
  };
  const fields = columns.filter((column) => column.key !== 'actions');
  const actions = columns.find((column) => column.key === 'actions');
  const empty = table.locale?.emptyText;
  return (
    <>
      <StyleSheet name="admin-cards" css={css} />
      {rows.length === 0 && table.loading ? (
        <Spin />
      ) : rows.length === 0 ? (
        <div>{typeof empty === 'function' ? empty() : empty}</div>
      ) : (
        <ul className="admin-cards" aria-label={label}>
          {rows.map((row, index) => {
            const checkbox = selection?.getCheckboxProps?.(row) as { 'aria-label'?: string } | undefined;
            return (
              <li key={String(keyOf(row))} className="admin-card">
                <div className="admin-card-head">
                  {selection ? (
                    <Checkbox
                      checked={selected.has(keyOf(row))}
                      onChange={(event) => toggle(row, event.target.checked)}
                      aria-label={checkbox?.['aria-label']}
                    />
                  ) : null}
                  <span>{cardTitle(row)}</span>
                </div>
                <dl>
                  {fields.map((column, position) => (
                    <div key={String(column.key ?? column.dataIndex ?? position)} style={{ display: 'contents' }}>
                      <dt>{typeof column.title === 'function' ? null : column.title}</dt>
                      <dd>{cellOf(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
                {actions ? <div className="admin-card-actions">{cellOf(actions, row, index)}</div> : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
