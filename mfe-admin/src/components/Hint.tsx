import type { ReactNode } from 'react';

// antd's hint grey is below 4.5:1 on the area's dark surfaces and dialogs.
const HINT_COLOR = 'rgba(255, 255, 255, 0.78)';

/** A form field's hint (its `extra`), readable on the dark theme. */
export const Hint = ({ children }: { children: ReactNode }) => <span style={{ color: HINT_COLOR }}>{children}</span>;

/** Read by screen readers only (a column's name where the header shows none, what a struck-through text means). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
