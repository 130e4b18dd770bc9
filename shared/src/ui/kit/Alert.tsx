import type { AriaRole, CSSProperties, ReactNode } from 'react';
import { cx } from './classNames';

export interface AlertProps {
  type?: 'success' | 'info' | 'warning' | 'error';
  title?: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** A button (Retry) at the end. */
  action?: ReactNode;
  /** 'alert' (announced at once) by default; 'status' for a polite message. */
  role?: AriaRole;
  className?: string;
  style?: CSSProperties;
  id?: string;
}

const ICONS = { success: '✓', info: 'i', warning: '!', error: '✕' } as const;

/** A message box with antd's look: title, description, an icon and an action. */
export function Alert({ type = 'info', title, description, showIcon = false, action, role = 'alert', className, style, id }: AlertProps) {
  return (
    <div id={id} role={role} className={cx('bk-alert', `bk-alert-${type}`, className)} style={style}>
      {/* The icon is drawn by CSS: not part of the alert's text. */}
      {showIcon && <span className="bk-alert-icon" aria-hidden="true" data-icon={ICONS[type]} />}
      <div className="bk-alert-content">
        {title && <div className="bk-alert-title">{title}</div>}
        {description && <div className="bk-alert-description">{description}</div>}
      </div>
      {action && <div className="bk-alert-action">{action}</div>}
    </div>
  );
}
