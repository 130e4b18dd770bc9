import type { FormEvent } from 'react';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input } from '@beacon/shared/ui';

interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
}

/** The archive's search field: results follow the typing; Enter searches at once; Escape or the clear button empties it. */
export function SearchBox({ value, onChange, onSubmit }: SearchBoxProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label="Videos" className="media-search" onSubmit={submit}>
      <Input
        size="large"
        allowClear
        clearLabel="Clear search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search videos"
        aria-label="Search videos"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
      />
    </form>
  );
}
