import type { CSSProperties, ReactNode } from 'react';
import { Button, Flex } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';

type Control = 'up' | 'down' | 'remove';

/** The id of an item's control, so focus can follow the item it moved or removed. */
export const controlId = (list: string, index: number, control: Control): string => `${list}-${index}-${control}`;
/** The id of an item's element (its row or group), so a new item's first field can take the focus. */
export const itemId = (list: string, index: number): string => `${list}-${index}-item`;
const addId = (list: string): string => `${list}-add`;

/** Focuses the first of these elements that exists and is enabled, once the list has re-rendered. */
function focusFirst(ids: readonly string[]) {
  window.requestAnimationFrame(() => {
    const target = ids
      .map((id) => document.getElementById(id) as HTMLButtonElement | null)
      .find((element) => element !== null && !element.disabled);
    target?.focus();
  });
}

/** After the move, focus the same control at the item's new place (or the other one where it is disabled). */
const focusAfterMove = (list: string, to: number, control: 'up' | 'down') =>
  focusFirst([controlId(list, to, control), controlId(list, to, control === 'up' ? 'down' : 'up')]);

/** After a removal, focus the Remove of the item now in its place, else of the one before, else the list's Add. */
const focusAfterRemove = (list: string, index: number) =>
  focusFirst([controlId(list, index, 'remove'), controlId(list, index - 1, 'remove'), addId(list)]);

/** The list's Add button: the new item's first field takes the focus. */
export function AddItemButton({
  list,
  count,
  disabled,
  onAdd,
  style,
  children,
}: {
  list: string;
  /** Items before the new one: its index. */
  count: number;
  disabled?: boolean;
  onAdd: () => void;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const add = () => {
    onAdd();
    window.requestAnimationFrame(() =>
      document.getElementById(itemId(list, count))?.querySelector<HTMLElement>('input, textarea')?.focus(),
    );
  };
  return (
    <Button id={addId(list)} icon={<PlusOutlined />} disabled={disabled} onClick={add} style={style}>
      {children}
    </Button>
  );
}

/**
 * Move up, Move down and Remove for one item of a list ("Move exhibit 2 up"): real buttons, so the
 * keyboard reaches them; focus follows a moved item, and stays in the list when one is removed.
 */
export function ItemControls({
  list,
  noun,
  index,
  count,
  removable = true,
  move,
  remove,
}: {
  /** Unique per list on the page: the controls' ids. */
  list: string;
  /** "exhibit", "link 1 of exhibit 2", "action card". */
  noun: (position: number) => string;
  index: number;
  count: number;
  /** false: the list needs this item (its Remove is disabled). */
  removable?: boolean;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const name = noun(index + 1);
  const moveTo = (to: number, control: 'up' | 'down') => {
    move(index, to);
    focusAfterMove(list, to, control);
  };
  return (
    <Flex gap={4} wrap>
      <Button
        id={controlId(list, index, 'up')}
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => moveTo(index - 1, 'up')}
      />
      <Button
        id={controlId(list, index, 'down')}
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => moveTo(index + 1, 'down')}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={!removable}
        id={controlId(list, index, 'remove')}
        aria-label={`Remove ${name}`}
        onClick={() => {
          remove(index);
          focusAfterRemove(list, index);
        }}
      >
        Remove
      </Button>
    </Flex>
  );
}
