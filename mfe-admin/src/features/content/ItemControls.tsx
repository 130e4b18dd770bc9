import { Button, Flex } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';

/** The id of an item's control, so focus can follow the item it moved. */
export const controlId = (list: string, index: number, control: 'up' | 'down'): string => `${list}-${index}-${control}`;

/** After the move, focus the same control at the item's new place (or the other one where it is disabled). */
function focusAfterMove(list: string, to: number, control: 'up' | 'down') {
  window.requestAnimationFrame(() => {
    const same = document.getElementById(controlId(list, to, control)) as HTMLButtonElement | null;
    const other = document.getElementById(controlId(list, to, control === 'up' ? 'down' : 'up')) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  });
}

/**
 * Move up, Move down and Remove for one item of a list ("Move exhibit 2 up"): real buttons, so the
 * keyboard reaches them; focus follows a moved item.
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
        aria-label={`Remove ${name}`}
        onClick={() => remove(index)}
      >
        Remove
      </Button>
    </Flex>
  );
}
