import type { CSSProperties } from 'react';
import { Input } from 'antd';

/** Read by screen readers, not drawn. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const plural = new Intl.PluralRules('en');

export interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** How many rows match the search now, and what a row is called: announced while a search is typed. */
  found: number;
  rowName: { one: string; other: string };
}

/**
 * The tables' client-side search: filters the loaded rows as the admin types, says politely how many
 * match (the table changes out of a screen reader's sight), and Escape empties it.
 */
export function SearchBox({ label, value, onChange, found, rowName }: SearchBoxProps) {
  const name = plural.select(found) === 'one' ? rowName.one : rowName.other;
  return (
    <>
      <Input.Search
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <div role="status" style={visuallyHidden}>
        {value.trim() === '' ? '' : `${found === 0 ? 'No' : found} ${name} found`}
      </div>
    </>
  );
}
