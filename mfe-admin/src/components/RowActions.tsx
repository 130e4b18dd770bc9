import type { ReactNode } from 'react';
import { BREAKPOINTS, StyleSheet } from '@beacon/shared/ui';

// The admin tables share the width among their columns (no sideways scroll): the buttons wrap onto a
// second line when the actions column is narrow, and stack below md where a phone's 320 px leaves
// little room. Long texts in the other cells wrap at a readable measure instead of widening the table.
const css = `
.admin-row-actions { display: flex; flex-wrap: wrap; gap: 4px; }
.admin-cell-text { display: block; max-width: 22em; overflow-wrap: anywhere; white-space: normal; }
@media (max-width: ${BREAKPOINTS.md - 1}px) {
  .admin-row-actions { flex-direction: column; align-items: stretch; }
  .admin-cell-text { max-width: 12em; }
}
`;

/** A row's action buttons, as one group named for the row. */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <StyleSheet name="admin-row-actions" css={css} />
      <div className="admin-row-actions" role="group" aria-label={label}>
        {children}
      </div>
    </>
  );
}

/** A cell's text, wrapped at a readable width however long it is (a name pasted twice, a URL). */
export function CellText({ children }: { children: ReactNode }) {
  return <span className="admin-cell-text">{children}</span>;
}
