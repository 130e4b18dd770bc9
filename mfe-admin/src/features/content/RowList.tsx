import type { ReactNode } from 'react';
import type { ContentLink } from '@beacon/shared/schemas';
import { Flex, Form, Input } from 'antd';
import { emptyLink } from './contentForm';
import { required, urlRules } from './fieldRules';
import { Group } from './Group';
import { AddItemButton, ItemControls, itemId } from './ItemControls';

interface RowListProps<T> {
  name: string | (string | number)[];
  legend: string;
  /** A hint for the whole list, under its legend. */
  extra?: ReactNode;
  /** Unique per list on the page: the controls' ids. */
  list: string;
  /** "link 1 of exhibit 2", "topic 3". */
  noun: (position: number) => string;
  add: string;
  empty: () => T;
  max: number;
  /** Rows the schema needs at least: their Remove is disabled. */
  min?: number;
  children: (field: number, index: number) => ReactNode;
}

/**
 * A list of short items in one group ("Links of exhibit 2", "Topics"), one row each with Move up, Move
 * down and Remove, and an Add button after the last (disabled once the schema's maximum is reached).
 */
export function RowList<T>({ name, legend, extra, list, noun, add: addLabel, empty, max, min = 0, children }: RowListProps<T>) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <Group legend={legend} extra={extra}>
          {fields.map((field, index) => (
            <Flex key={field.key} id={itemId(list, index)} gap={12} wrap align="start" style={{ marginBottom: 8 }}>
              {children(field.name, index)}
              <div style={{ alignSelf: 'center' }}>
                <ItemControls
                  list={list}
                  noun={noun}
                  index={index}
                  count={fields.length}
                  removable={fields.length > min}
                  move={move}
                  remove={remove}
                />
              </div>
            </Flex>
          ))}
          <AddItemButton list={list} count={fields.length} disabled={fields.length >= max} onAdd={() => add(empty())}>
            {addLabel}
          </AddItemButton>
        </Group>
      )}
    </Form.List>
  );
}

/** A row's field sized to share the row (`flex` as CSS has it). */
export const rowField = (flex: string) => ({ flex, marginBottom: 8 });

/** Links (text and an http(s) address or a site token), as an exhibit and the speaking page have them. */
export function LinkList(props: Omit<RowListProps<ContentLink>, 'empty' | 'min' | 'children'>) {
  return (
    <RowList {...props} empty={emptyLink}>
      {(field, index) => (
        <>
          <Form.Item name={[field, 'label']} label={`Link ${index + 1} text`} rules={required('Link text')} style={rowField('1 1 200px')}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item
            name={[field, 'href']}
            label={`Link ${index + 1} address`}
            required
            rules={urlRules('Link address')}
            style={rowField('2 1 260px')}
          >
            <Input maxLength={2048} inputMode="url" spellCheck={false} autoComplete="off" />
          </Form.Item>
        </>
      )}
    </RowList>
  );
}
