import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { cx } from './classNames';

type Shared = {
  /** Look: filled, outlined (default), a link or plain text. */
  type?: 'primary' | 'default' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'round' | 'circle';
  /** A spinner in the button; clicks are ignored meanwhile (a second submit does nothing). */
  loading?: boolean;
  danger?: boolean;
  block?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

export type ButtonProps = Shared &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'disabled' | 'children'> &
  Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'download'> & {
    htmlType?: 'button' | 'submit' | 'reset';
  };

/** A button with antd's look and props; with `href` it is a real link styled as a button. */
export function Button({
  type = 'default',
  size = 'middle',
  shape = 'default',
  loading = false,
  danger = false,
  block = false,
  icon,
  disabled = false,
  htmlType = 'button',
  className,
  children,
  onClick,
  href,
  target,
  rel,
  download,
  ...rest
}: ButtonProps) {
  const classes = cx(
    'bk-btn',
    `bk-btn-${type}`,
    size === 'large' && 'bk-btn-lg',
    size === 'small' && 'bk-btn-sm',
    shape !== 'default' && `bk-btn-${shape}`,
    danger && 'bk-btn-danger',
    block && 'bk-btn-block',
    loading && 'bk-btn-loading',
    children === undefined && 'bk-btn-icon-only',
    className,
  );
  const content = (
    <>
      {loading ? <span className="bk-spin" aria-hidden="true" /> : icon}
      {children}
    </>
  );
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  if (href !== undefined) {
    return (
      <a
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
        className={classes}
        href={disabled ? undefined : href}
        target={target}
        rel={rel}
        download={download}
        aria-disabled={disabled || undefined}
        aria-busy={loading || undefined}
        onClick={handleClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button {...rest} type={htmlType} className={classes} disabled={disabled} aria-busy={loading || undefined} onClick={handleClick}>
      {content}
    </button>
  );
}
