import type { ReactNode } from 'react';

const groupStyle = { border: '1px solid rgba(255, 255, 255, 0.2)', borderRadius: 8, padding: '12px 16px', margin: '0 0 16px', minWidth: 0 };
const legendStyle = { fontSize: 16, fontWeight: 600, padding: '0 6px', width: 'auto', border: 0, margin: 0, color: 'inherit' };

/** A titled group of fields: a fieldset, so its legend names every field in it for screen readers. */
export function Group({ id, legend, extra, children }: { id?: string; legend: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <fieldset id={id} style={groupStyle}>
      <legend style={legendStyle}>{legend}</legend>
      {extra && <div style={{ marginBottom: 8 }}>{extra}</div>}
      {children}
    </fieldset>
  );
}
