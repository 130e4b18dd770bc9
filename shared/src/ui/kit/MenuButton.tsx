import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from './classNames';

export interface MenuButtonProps {
  /** The button's content. */
  label: ReactNode;
  /** Its accessible name when the content is an icon. */
  'aria-label'?: string;
  className?: string;
  /** Which edge the list lines up with. */
  align?: 'left' | 'right';
  /** The list: links and buttons with class `bk-menu-item`; `close` hides it (after a choice). */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows a short list of links or actions (a disclosure: Tab and Enter work as on
 * any link). Escape closes it and returns focus to the button; so does moving focus elsewhere.
 */
export function MenuButton({ label, 'aria-label': ariaLabel, className, align = 'right', children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="bk-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={cx(className)}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={popupId} className="bk-menu-popup" data-align={align} hidden={!open}>
        {open && children(close)}
      </div>
    </div>
  );
}

/** A round initial standing for a person. */
export function Avatar({ children }: { children: ReactNode }) {
  return <span className="bk-avatar">{children}</span>;
}
