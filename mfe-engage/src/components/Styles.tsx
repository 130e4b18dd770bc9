import { brandColors, StyleSheet } from '@beacon/shared/ui';

/** Helpers every page of the remote uses: form fields, notes. */
const baseCss = `
.engage-form { display: flex; flex-direction: column; gap: 16px; }
.engage-field { display: flex; flex-direction: column; gap: 6px; }
.engage-field-label { font-weight: 600; color: #fff; }
.engage-required { color: #ff7875; margin-left: 4px; }
.engage-field input[type='date'] { color-scheme: dark; }
.engage-note-red { margin: 0; color: #ff7875; font-weight: 600; }
.engage-field-note { margin: 0; color: #d9d9d9; font-size: 0.9rem; }
.engage-field-cut { color: #ff7875; }
.engage-inline-error { margin: -8px 0 0; min-height: 1.5em; color: #ff7875; }
.engage-success { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 32px 16px; text-align: center; color: #fff; font-size: 1.15rem; line-height: 1.5; outline: none; }
.engage-success-icon { font-size: 48px; color: ${brandColors.lime}; }
.engage-success:focus-visible { outline: 2px solid ${brandColors.blue}; outline-offset: 4px; }
`;

/** A stylesheet of the engage remote, with the remote's base helpers. */
export function Styles({ id, css }: { id: string; css: string }) {
  return (
    <>
      <StyleSheet name="mfe-engage-base" css={baseCss} />
      <StyleSheet name={`mfe-engage-${id}`} css={css} />
    </>
  );
}
