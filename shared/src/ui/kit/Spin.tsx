import type { CSSProperties } from 'react';
import { cx } from './classNames';

export interface SpinProps {
  size?: 'small' | 'default' | 'large';
  /** false renders nothing. */
  spinning?: boolean;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/** A busy indicator: announced when it has a label, decorative beside a text that says it. */
export function Spin({ size = 'default', spinning = true, 'aria-label': label, className, style }: SpinProps) {
  if (!spinning) return null;
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx('bk-spin', size === 'small' && 'bk-spin-sm', size === 'large' && 'bk-spin-lg', className)}
      style={style}
    />
  );
}
