import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id: the label points at it. */
  htmlFor: string;
  label: string;
  /** Shows the required marker (an asterisk, hidden from screen readers: the control says it). */
  markedRequired?: boolean;
  children: ReactNode;
}

/** A labelled form control. */
export function Field({ htmlFor, label, markedRequired = false, children }: FieldProps) {
  return (
    <div className="engage-field">
      <label htmlFor={htmlFor} className="engage-field-label">
        {label}
        {markedRequired && (
          <span className="engage-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
