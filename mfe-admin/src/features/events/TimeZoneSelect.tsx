import { useState } from 'react';
import { Select } from 'antd';
import { timeZoneLabel, timeZoneNames } from './timeZones';

/**
 * The venue's zone, searchable by name or abbreviation ("Phoenix", "MST"). Form.Item gives it its
 * value, onChange and id (so the label names it).
 */
export function TimeZoneSelect({ value, onChange, id }: { value?: string; onChange?: (timeZone: string) => void; id?: string }) {
  // Built once per opening (some 400 zones); the event's own zone is listed even where this browser lacks the name.
  const [options] = useState(() => timeZoneNames(value ? [value] : []).map((name) => ({ value: name, label: timeZoneLabel(name) })));
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: ['label', 'value'] }}
      style={{ width: '100%' }}
    />
  );
}
