import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './classNames';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the dialog's heading and its accessible name. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  'aria-label'?: string;
  /** A centred dialog, or a panel sliding in from a side (a drawer). */
  placement?: 'center' | 'left' | 'right';
  /** Width in px. */
  width?: number;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: focus moves in and is kept there, Escape and a
 * click on the backdrop close it, and focus returns where it was. Its body renders only while it
 * is open.
 */
export function Dialog({ open, onClose, title, 'aria-label': label, placement = 'center', width = 420, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={cx('bk-dialog', className)}
      data-placement={placement}
      style={{ width }}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="bk-dialog-header">
        {title ? (
          <h2 id={titleId} className="bk-dialog-title">
            {title}
          </h2>
        ) : (
          <span className="bk-dialog-title" />
        )}
        <button type="button" className="bk-btn bk-btn-text bk-btn-icon-only" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {open && <div className="bk-dialog-body">{children}</div>}
    </dialog>
  );
}

export interface DrawerProps extends Omit<DialogProps, 'placement' | 'width'> {
  placement?: 'left' | 'right';
  /** Width in px. */
  size?: number;
}

/** A panel sliding in from the left or right: a dialog at the edge of the screen. */
export function Drawer({ placement = 'right', size = 378, ...props }: DrawerProps) {
  return <Dialog {...props} placement={placement} width={size} />;
}
