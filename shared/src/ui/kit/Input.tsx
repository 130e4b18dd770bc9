import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './classNames';

type Look = {
  size?: 'small' | 'middle' | 'large';
  status?: 'error' | 'warning' | '';
  className?: string;
};

export type InputProps = Look &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & {
    prefix?: ReactNode;
    suffix?: ReactNode;
    /** A clear button while there is text, and Escape in the field; clearing sends an empty change event. */
    allowClear?: boolean;
    /** The clear button's accessible name ('Clear search'); 'Clear' by default. */
    clearLabel?: string;
    /** Enter in the field. */
    onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  };

const wrapClass = ({ size, status, className }: Look, disabled?: boolean) =>
  cx(
    'bk-input-wrap',
    size === 'large' && 'bk-input-lg',
    status === 'error' && 'bk-input-error',
    disabled && 'bk-input-disabled',
    className,
  );

/** A text field with antd's look: optional prefix/suffix and a clear button. */
function InputField({
  size,
  status,
  className,
  prefix,
  suffix,
  allowClear,
  clearLabel = 'Clear',
  onPressEnter,
  onKeyDown,
  ...input
}: InputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const hasText = String(input.value ?? '').length > 0;
  const clear = () => {
    const element = ref.current;
    if (!element) return;
    element.value = '';
    input.onChange?.({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
    element.focus();
  };
  return (
    <span className={wrapClass({ size, status, className }, input.disabled)}>
      {prefix && <span className="bk-input-affix">{prefix}</span>}
      <input
        {...input}
        ref={ref}
        className="bk-input"
        aria-invalid={status === 'error' || input['aria-invalid'] || undefined}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter') onPressEnter?.(event);
          // Escape empties a clearable field (and goes no further, e.g. to close a dialog around it).
          if (event.key === 'Escape' && allowClear && hasText && !event.defaultPrevented) {
            event.preventDefault();
            clear();
          }
        }}
      />
      {allowClear && hasText && (
        <button type="button" className="bk-input-clear" aria-label={clearLabel} onClick={clear}>
          <span aria-hidden="true">✕</span>
        </button>
      )}
      {suffix && <span className="bk-input-affix">{suffix}</span>}
    </span>
  );
}

export type TextAreaProps = Look &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'> & {
    /** Grows with its text between these row counts. */
    autoSize?: { minRows?: number; maxRows?: number };
  };

/** A multi-line field; with `autoSize` it grows with its text between minRows and maxRows. */
function TextArea({ size, status, className, autoSize, rows, ...textarea }: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const { minRows, maxRows } = autoSize ?? {};
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !autoSize) return;
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 22;
    element.style.height = 'auto';
    const min = (minRows ?? 1) * lineHeight;
    const max = maxRows ? maxRows * lineHeight : Infinity;
    element.style.height = `${Math.min(max, Math.max(min, element.scrollHeight))}px`;
    element.style.overflowY = element.scrollHeight > max ? 'auto' : 'hidden';
  }, [autoSize, minRows, maxRows, textarea.value]);
  return (
    <span className={wrapClass({ size, status, className }, textarea.disabled)}>
      <textarea
        {...textarea}
        ref={ref}
        rows={rows ?? minRows ?? 3}
        className="bk-input"
        aria-invalid={status === 'error' || textarea['aria-invalid'] || undefined}
      />
    </span>
  );
}

/** A password field (the browser's own reveal, no extra icon to miss). */
function Password(props: Omit<InputProps, 'type'>) {
  return <InputField {...props} type="password" />;
}

export const Input = Object.assign(InputField, { TextArea, Password });
