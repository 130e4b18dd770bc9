import type { Key } from 'react';
import type { TableProps } from 'antd';
import { BULK_MAX_ITEMS } from '@beacon/shared/schemas';
import { visuallyHidden } from './Hint';

/**
 * The tables' row checkboxes, in the first column. antd copies a column's title into a hidden
 * measuring row, so a select-all checkbox there would be a focusable control inside aria-hidden: the
 * header names the column instead, and "Select all shown" (beside the search) selects every row.
 */
export function rowSelection<T>(
  selected: Key[],
  onChange: (keys: Key[]) => void,
  label: (row: T) => string,
): NonNullable<TableProps<T>['rowSelection']> {
  return {
    selectedRowKeys: selected,
    onChange,
    // Not pinned: the tables fit their box (a pinned column's shadow would stick out of it). Wide enough for the
    // checkbox and the cell's padding, since the fixed layout gives a column no more than its width.
    columnWidth: 64,
    hideSelectAll: true,
    columnTitle: <span style={visuallyHidden}>Select</span>,
    getCheckboxProps: (row) => ({ 'aria-label': label(row) }),
  };
}

/** The keys of every shown row, as many as one bulk action takes. */
export const allShown = <T,>(rows: readonly T[], keyOf: (row: T) => string): Key[] => rows.slice(0, BULK_MAX_ITEMS).map(keyOf);
