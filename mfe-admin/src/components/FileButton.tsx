import { useId, type ChangeEvent } from 'react';
import { StyleSheet } from '@beacon/shared/ui';

// One control: the browser's file input itself, kept in the tab order but drawn as the button its second
// label is (a visible input would show the browser's own "Choose File" beside it). Its focus shows on that
// label; antd's form styles give file inputs `display: block`, so hiding it takes a class, not `hidden`.
const css = `
.admin-file-input { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); border: 0; }
.admin-file-button {
  display: inline-flex; align-items: center; height: 32px; padding: 0 15px; border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: 6px; color: #fff; font-size: 14px; line-height: 1; cursor: pointer; user-select: none;
}
.admin-file-button:hover { border-color: #8ab4ff; color: #b3cdff; }
.admin-file-input:focus-visible + .admin-file-button { outline: 3px solid #8ab4ff; outline-offset: 1px; }
.admin-file-input:disabled + .admin-file-button { opacity: 0.5; cursor: not-allowed; }
`;

/**
 * A file picker drawn as a button whose text names it. `id` lets a form item's label name it too. The
 * input is emptied after each choice, so choosing the same file again is a new choice.
 */
export function FileButton({
  id,
  label,
  accept,
  disabled,
  onFile,
}: {
  id?: string;
  label: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <span>
      <StyleSheet name="admin-file-input" css={css} />
      <input id={inputId} className="admin-file-input" type="file" accept={accept} onChange={choose} disabled={disabled} />
      <label htmlFor={inputId} className="admin-file-button">
        {label}
      </label>
    </span>
  );
}
