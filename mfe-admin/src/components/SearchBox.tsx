import { Input } from 'antd';

/** The tables' client-side search: filters the loaded rows as the admin types. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 360, marginBottom: 16 }}
    />
  );
}
