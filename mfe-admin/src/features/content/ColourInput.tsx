import type { ChangeEvent } from 'react';
import { Flex, Input, type InputProps } from 'antd';
import { HEX_COLOUR } from './contentForm';

const swatchStyle = {
  width: 44,
  height: 32,
  padding: 2,
  border: '1px solid rgba(255, 255, 255, 0.45)',
  borderRadius: 6,
  background: 'none',
};

/**
 * A colour as `#rrggbb` text, with the browser's colour picker beside it for the same value. The text
 * field takes the form item's id, so the item's label, help and error belong to it.
 */
export function ColourInput({
  value,
  onChange,
  pickerLabel,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void; pickerLabel: string }) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value);
  return (
    <Flex gap={8} align="center">
      <Input {...rest} value={value} onChange={change} maxLength={7} spellCheck={false} autoComplete="off" />
      <input
        type="color"
        aria-label={pickerLabel}
        // The picker only takes a full lower-case hex colour; while the text is half typed it shows black.
        value={value && HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
        onChange={change}
        style={swatchStyle}
      />
    </Flex>
  );
}
